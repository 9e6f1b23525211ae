import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { Item } from '@console/api/contract';
import type { Viewer } from '../../../../data/viewers.ts';
import { Button } from '../../../../components/Button/Button.tsx';
import { Link } from '../../../../components/Link/Link.tsx';
import { NetworkIcon } from '../../../../components/NetworkIcon/NetworkIcon.tsx';
import { itemsListPath } from '../../../inbox/paths.ts';
import { AuthorName } from '../../../inbox/parts/AuthorName.tsx';
import { PriorityBadge, SentimentBadge, StatusBadge } from '../../../inbox/parts/TriageBadges.tsx';
import { badge, header, headerLine, headerTitle, muted, row } from '../../../inbox/parts/detail.css.ts';

export interface ItemHeaderProps {
  item: Item;
  viewers: readonly Viewer[];
  authorOpen: boolean;
  onToggleAuthor: () => void;
  /** The actions menu, when the user has any. */
  actions?: React.ReactNode;
  /** The item's controls in one row under the header's line; they show the state, so the state's words step aside. */
  controls?: React.ReactNode;
}

// What the item is, where it came from, its state in words, who else has it open (lock messages), the actions.
export function ItemHeader({ item, viewers, authorOpen, onToggleAuthor, actions, controls }: ItemHeaderProps) {
  const { t } = useTranslation('item');
  // The list the item was opened from, with its filters (the query rides along on the item's URL).
  const search = useSearch();
  return (
    <header className={header}>
      <div className={headerLine}>
        <Link href={itemsListPath(search)}>{t('backToList')}</Link>
        <h1 className={`${headerTitle} ${row}`}>
          <NetworkIcon provider={item.provider} size={20} />
          {t(`kinds.${item.kind}`)}
        </h1>
        <Button variant="secondary" onPress={onToggleAuthor} aria-expanded={authorOpen}>
          {authorOpen ? t('author.hide') : t('author.show')}
        </Button>
        {actions}
      </div>
      {controls ?? (
        <div className={row}>
          {/* The state in the looks of the list's rows (TriageBadges), each named in words as the controls would. */}
          <StatusBadge status={item.status} label={t(`statuses.${item.status}`)} />
          <PriorityBadge priority={item.priority} label={`${t('controls.priority')}: ${t(`priorities.${item.priority}`)}`} />
          <SentimentBadge sentiment={item.sentiment} label={`${t('controls.sentiment')}: ${t(`sentiments.${item.sentiment}`)}`} />
          {item.assignee ? (
            <span className={badge}>
              {t('controls.assignee')}:&nbsp;
              <AuthorName name={item.assignee.name} />
            </span>
          ) : null}
          {item.usergroup ? (
            <span className={badge}>
              {t('controls.usergroup')}:&nbsp;
              <AuthorName name={item.usergroup.name} />
            </span>
          ) : null}
        </div>
      )}
      {viewers.length > 0 ? (
        <p className={muted} role="status">
          {t('viewers', { names: viewers.map((viewer) => viewer.name).join(', ') })}
        </p>
      ) : null}
    </header>
  );
}
