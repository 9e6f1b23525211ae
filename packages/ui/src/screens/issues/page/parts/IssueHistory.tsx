import { useTranslation } from 'react-i18next';
import type { IssueHistoryEntry } from '@console/api/contract';
import { useDates } from '../../../../format/dates.tsx';
import { column, list, muted, sectionTitle, text } from '../../../inbox/parts/detail.css.ts';
import { issueHistoryText, type IssueNames } from './historyText.ts';

// Who changed what and when, newest first; the server's own changes (the deadline passing) as "system".
export function IssueHistory({ history, names }: { history: readonly IssueHistoryEntry[]; names: IssueNames }) {
  const { t } = useTranslation('issues');
  const dates = useDates();
  const ordered = [...history].sort((a, b) => b.at - a.at || b.id - a.id);
  return (
    <section className={column} aria-labelledby="issue-history-title">
      <h2 id="issue-history-title" className={sectionTitle}>
        {t('page.history.title')}
      </h2>
      {ordered.length === 0 ? <p className={muted}>{t('page.history.none')}</p> : null}
      <ol className={list} aria-label={t('page.history.title')}>
        {ordered.map((entry) => (
          <li key={entry.id}>
            <p className={text}>{issueHistoryText(t, entry, names, dates)}</p>
            <time className={muted} dateTime={new Date(entry.at * 1000).toISOString()}>
              {dates.dateTimeShort({ s: entry.at })}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
