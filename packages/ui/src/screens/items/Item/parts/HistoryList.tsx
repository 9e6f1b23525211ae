import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '@console/api/contract';
import { column, list, muted, sectionTitle, text } from '../../../inbox/parts/detail.css.ts';
import { changeText, type Names } from './format.ts';
import { useDates } from '../../../../format/dates.tsx';

// Who changed what and when, newest first.
export function HistoryList({ history, names }: { history: readonly HistoryEntry[]; names: Names }) {
  const { t } = useTranslation('item');
  const dates = useDates();
  const ordered = [...history].sort((a, b) => b.at - a.at || b.id - a.id);
  return (
    <section className={column} aria-labelledby="item-history-title">
      <h2 id="item-history-title" className={sectionTitle}>
        {t('history.title')}
      </h2>
      {ordered.length === 0 ? <p className={muted}>{t('history.none')}</p> : null}
      <ol className={list}>
        {ordered.map((entry) => (
          <li key={entry.id}>
            <p className={text}>{changeText(t, entry, names)}</p>
            <time className={muted} dateTime={new Date(entry.at * 1000).toISOString()}>
              {dates.dateTimeShort({ s: entry.at })}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
