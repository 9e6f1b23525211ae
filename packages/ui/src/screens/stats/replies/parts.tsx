import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { ContentPage } from '../../layout/ContentPage.tsx';
import { pageTitle, stateBox } from '../../layout/ContentPage.css.ts';
import { text } from '../../layout/CenteredPage.css.ts';
import type { RepliesData } from './useRepliesPage.tsx';
import { durationText } from './replyTimes.ts';
import * as css from './RepliesView.css.ts';

// The parts /stats/replies and /stats/time share (docs/stats.md "Screens").

/** A reply time in seconds as a duration; a dash when nothing was replied. */
export function Duration({ seconds }: { seconds: number | null }) {
  const { t, i18n } = useTranslation('stats');
  return <>{seconds === null ? t('replies.none') : durationText(seconds, i18n.language)}</>;
}

/** One figure of the period: its label and its value (a link when it counts comments). */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <Card className={css.figure}>
        <span className={css.figureLabel}>{label}</span>
        <span className={css.figureValue}>{children}</span>
      </Card>
    </li>
  );
}

/** A titled block with its table, or a line saying the period has none. */
export function TableSection({ id, title, empty, children }: { id: string; title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation('stats');
  return (
    <Card as="section" aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      {empty ? <p className={css.empty}>{t('replies.empty')}</p> : <div className={css.tableBox}>{children}</div>}
    </Card>
  );
}

/** The page: its title, the bar, then the spinner, the error with its retry, or the ready figures. */
export function RepliesPageFrame({
  title,
  data,
  filterBar,
  children,
}: {
  title: string;
  data: RepliesData;
  filterBar: ReactNode;
  children: (ready: Extract<RepliesData, { status: 'ready' }>) => ReactNode;
}) {
  const { t: common } = useTranslation('common');
  return (
    <ContentPage busy={data.status === 'loading'}>
      <div className={css.stack}>
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
