import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { ContentPage } from '../../layout/ContentPage.tsx';
import { intro, pageTitle, stateBox } from '../../layout/ContentPage.css.ts';
import { text } from '../../layout/CenteredPage.css.ts';
import * as css from './WorkingHoursView.css.ts';

/** A stats answer's state as the views take it: loading, failed (with retry), or ready with the figures. */
export type StatsState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | ({ status: 'ready' } & T);

// The frame of a status time screen (docs/stats.md "Screens", as OverallView): the title, the period and filter bar,
// then a spinner, the failure with a retry, or the figures.
export function StatsFrame<T>({
  title,
  subtitle,
  filterBar,
  data,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  filterBar: ReactNode;
  data: StatsState<T>;
  children: (ready: Extract<StatsState<T>, { status: 'ready' }>) => ReactNode;
}) {
  const { t: common } = useTranslation('common');
  return (
    <ContentPage busy={data.status === 'loading'}>
      <div className={css.stack}>
        <div>
          <h1 className={pageTitle}>{title}</h1>
          {subtitle ? <p className={intro}>{subtitle}</p> : null}
        </div>
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
        {data.status === 'ready' ? children(data as Extract<StatsState<T>, { status: 'ready' }>) : null}
      </div>
    </ContentPage>
  );
}
