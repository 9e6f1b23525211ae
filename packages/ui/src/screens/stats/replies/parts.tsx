import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card/Card.tsx';
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
