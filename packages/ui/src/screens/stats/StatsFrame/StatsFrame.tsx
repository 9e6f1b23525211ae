import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { ContentPage } from '../../layout/ContentPage.tsx';
import { intro, pageTitle, stateBox } from '../../layout/ContentPage.css.ts';
import { text } from '../../layout/CenteredPage.css.ts';
import * as css from './StatsFrame.css.ts';

/**
 * A stats answer's state as the views take it: loading, failed (with its retry; null when retrying cannot help, as an
 * unknown user's page), or ready with the figures.
 */
export type StatsState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: (() => void) | null; retrying: boolean }
  | ({ status: 'ready' } & T);

/** The ready state of a StatsState: the figures the frame hands its children. */
export type StatsReady<T> = Extract<StatsState<T>, { status: 'ready' }>;

// The frame of every stats screen (docs/stats.md "Screens"): the title (with its subtitle when the page has one), the
// period and filter bar, then a spinner, the failure with a retry, or the figures.
export function StatsFrame<T>({
  title,
  subtitle,
  filterBar,
  data,
  children,
  after,
}: {
  title: string;
  /** Given (even null), the title and this line share a header block; left out, the title stands alone. */
  subtitle?: ReactNode;
  /** The period and filter bar; left out on a page without one (reports). */
  filterBar?: ReactNode;
  data: StatsState<T>;
  children: (ready: StatsReady<T>) => ReactNode;
  /** What the page holds after its column, whatever the state (the reports page's dialogs). */
  after?: ReactNode;
}) {
  const { t: common } = useTranslation('common');
  const heading = <h1 className={pageTitle}>{title}</h1>;
  return (
    <ContentPage busy={data.status === 'loading'}>
      <div className={css.stack}>
        {subtitle === undefined ? (
          heading
        ) : (
          <div>
            {heading}
            {subtitle ? <p className={intro}>{subtitle}</p> : null}
          </div>
        )}
        {filterBar}
        {data.status === 'loading' ? <Spinner size="lg" /> : null}
        {data.status === 'error' ? (
          <div className={stateBox}>
            <p role="alert" className={text}>
              {data.message}
            </p>
            {data.onRetry ? (
              <Button onPress={data.onRetry} isPending={data.retrying}>
                {common('actions.retry')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {data.status === 'ready' ? children(data as StatsReady<T>) : null}
      </div>
      {after}
    </ContentPage>
  );
}
