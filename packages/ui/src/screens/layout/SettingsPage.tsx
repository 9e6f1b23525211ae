import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { alert, column, heading, page } from './SettingsPage.css.ts';

export interface SettingsPageProps {
  title: string;
  /** Loading: a spinner; error: the text and a retry; ready: the children. */
  state: { status: 'loading' } | { status: 'error'; message: string; onRetry: () => void } | { status: 'ready' };
  children?: ReactNode;
}

// The main landmark of a settings page (profile, my settings, notifications).
export function SettingsPage({ title, state, children }: SettingsPageProps) {
  const { t } = useTranslation('common');
  return (
    <main className={page} aria-busy={state.status === 'loading' || undefined}>
      <div className={column}>
        <h1 className={heading}>{title}</h1>
        {state.status === 'loading' ? <Spinner size="lg" /> : null}
        {state.status === 'error' ? (
          <>
            <p role="alert" className={alert}>
              {state.message}
            </p>
            <div>
              <Button onPress={state.onRetry}>{t('actions.retry')}</Button>
            </div>
          </>
        ) : null}
        {state.status === 'ready' ? children : null}
      </div>
    </main>
  );
}
