import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { alert, column, heading, page, wideColumn } from './SettingsPage.css.ts';

export type SettingsPageState = SettingsPageProps['state'];

interface Loaded {
  data?: unknown;
  error?: unknown;
  mutate: () => unknown;
}

/**
 * The page's state from the resources it needs: ready when all have data, otherwise the first error with a retry that
 * reloads them all, otherwise loading. `errorText` says an error in the person's words.
 */
export function settingsPageState(resources: readonly Loaded[], errorText: (error: unknown) => string): SettingsPageState {
  if (resources.every((resource) => resource.data !== undefined)) return { status: 'ready' };
  const failed = resources.find((resource) => resource.error);
  if (!failed) return { status: 'loading' };
  return {
    status: 'error',
    message: errorText(failed.error),
    onRetry: () => {
      for (const resource of resources) void resource.mutate();
    },
  };
}

export interface SettingsPageProps {
  title: string;
  /** Loading: a spinner; error: the text and a retry; ready: the children. */
  state: { status: 'loading' } | { status: 'error'; message: string; onRetry: () => void } | { status: 'ready' };
  children?: ReactNode;
  /** A wider column, for a page built around a table. */
  wide?: boolean;
}

// The main landmark of a settings page (profile, my settings, notifications).
export function SettingsPage({ title, state, children, wide = false }: SettingsPageProps) {
  const { t } = useTranslation('common');
  return (
    <main className={page} aria-busy={state.status === 'loading' || undefined}>
      <div className={wide ? wideColumn : column}>
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
