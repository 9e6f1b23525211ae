import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { ContentPage } from '../../layout/ContentPage.tsx';
import { pageTitle, stateBox } from '../../layout/ContentPage.css.ts';
import { text } from '../../layout/CenteredPage.css.ts';
import * as overallCss from '../overall/OverallView.css.ts';
import * as css from './Now.css.ts';

/** A screen's answer: loading, failed (with a retry) or there. */
export type NowState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | ({ status: 'ready' } & T);

/** A user status as the config names and colours it. */
export interface StatusLook {
  name: string;
  /** The status's colour (the workspace's setting); null for none chosen. */
  color: string | null;
}

// The frame of the dashboard and live screens: the title, the filter bar, then the loading, error or ready state.
export function NowPage<T>({
  title,
  data,
  filterBar,
  children,
}: {
  title: string;
  data: NowState<T>;
  filterBar: ReactNode;
  children: (ready: T) => ReactNode;
}) {
  const { t: common } = useTranslation('common');
  return (
    <ContentPage busy={data.status === 'loading'}>
      <div className={overallCss.stack}>
        <h1 className={pageTitle}>{title}</h1>
        {filterBar}
        {data.status === 'loading' ? <Spinner size="lg" /> : null}
        {data.status === 'error' ? (
          <div className={stateBox}>
            <p role="alert" className={text}>
              {data.message}
            </p>
            <Button onPress={data.onRetry} isPending={data.retrying}>
              {common('actions.retry')}
            </Button>
          </div>
        ) : null}
        {data.status === 'ready' ? children(data) : null}
      </div>
    </ContentPage>
  );
}

/** A status's name with its colour's dot, and a count beside when given. */
export function StatusChip({ look, count }: { look: StatusLook; count?: number }) {
  const { i18n } = useTranslation('stats');
  return (
    <span className={css.statusChip}>
      <span className={css.dot} style={{ background: look.color ?? 'transparent' }} aria-hidden="true" />
      <span>{look.name}</span>
      {count === undefined ? null : <strong>{new Intl.NumberFormat(i18n.language).format(count)}</strong>}
    </span>
  );
}
