import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCKED_FOREVER, type Author } from '@console/api/contract';
import { NetworkIcon, useNetworkName } from '../../components/NetworkIcon/NetworkIcon.tsx';
import { visibleText } from '../../format/text.ts';
import type { Dates } from '../../format/dates.tsx';
import * as css from './list.css.ts';

export interface AuthorLineProps {
  author: Author;
  labelName: (id: number) => string;
  dates: Dates;
  /** What the author did, after the network; by default their comments count and last activity (the chats
   *  authors list puts their accounts, chats count and last chat there). */
  activity?: ReactNode;
}

// What the authors list and the author page say about an author (screens.md "Authors list"): network, item count,
// last activity, labels, blocked-until. The name is the caller's (a link in the list, the heading on the page).
export function AuthorFacts({ author, labelName, dates, activity }: AuthorLineProps) {
  const { t } = useTranslation('items');
  const network = useNetworkName(author.provider);
  return (
    <div className={css.line}>
      <NetworkIcon provider={author.provider} size={16} decorative />
      <span>{network}</span>
      {activity ?? (
        <>
          <span>·</span>
          <span>{t('authors.items', { count: author.items_count })}</span>
          <span>·</span>
          <span>
            {author.last_activity_at === null
              ? t('authors.noActivity')
              : t('authors.lastActivity', { date: dates.dateTime({ s: author.last_activity_at }) })}
          </span>
        </>
      )}
      {author.labels.map((id) => (
        <span key={id} className={css.chip}>
          {visibleText(labelName(id))}
        </span>
      ))}
      {author.blocked_until !== null ? (
        <span className={css.warnChip}>
          {author.blocked_until >= BLOCKED_FOREVER
            ? t('authors.blockedForever')
            : t('authors.blockedUntil', { date: dates.dateTime({ s: author.blocked_until }) })}
        </span>
      ) : null}
    </div>
  );
}
