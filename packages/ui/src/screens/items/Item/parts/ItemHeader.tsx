import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { Item } from '@console/api/contract';
import type { Viewer } from '../../../../data/viewers.ts';
import { Button } from '../../../../components/Button/Button.tsx';
import { Link } from '../../../../components/Link/Link.tsx';
import { NetworkIcon } from '../../../../components/NetworkIcon/NetworkIcon.tsx';
import { itemsListPath } from '../../../inbox/paths.ts';
import { AuthorName } from '../../../inbox/parts/AuthorName.tsx';
import { badge, header, headerTitle, muted, row } from '../../../inbox/parts/detail.css.ts';

export interface ItemHeaderProps {
  item: Item;
  viewers: readonly Viewer[];
  authorOpen: boolean;
  onToggleAuthor: () => void;
  /** The actions menu, when the user has any. */
  actions?: React.ReactNode;
}

// What the item is, where it came from, its state in words, who else has it open (lock messages), the actions.
export function ItemHeader({ item, viewers, authorOpen, onToggleAuthor, actions }: ItemHeaderProps) {
  const { t } = useTranslation('item');
  // The list the item was opened from, with its filters (the query rides along on the item's URL).
  const search = useSearch();
  return (
    <header className={header}>
      <Link href={itemsListPath(search)}>{t('backToList')}</Link>
      <h1 className={`${headerTitle} ${row}`}>
        <NetworkIcon provider={item.provider} size={20} />
        {t(`kinds.${item.kind}`)}
      </h1>
      <div className={row}>
        <span className={badge}>{t(`statuses.${item.status}`)}</span>
        <span className={badge}>
          {t('controls.priority')}: {t(`priorities.${item.priority}`)}
        </span>
        <span className={badge}>
          {t('controls.sentiment')}: {t(`sentiments.${item.sentiment}`)}
        </span>
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
      {viewers.length > 0 ? (
        <p className={muted} role="status">
          {t('viewers', { names: viewers.map((viewer) => viewer.name).join(', ') })}
        </p>
      ) : null}
      <div className={row}>
        <Button variant="secondary" onPress={onToggleAuthor} aria-expanded={authorOpen}>
          {authorOpen ? t('author.hide') : t('author.show')}
        </Button>
        {actions}
      </div>
    </header>
  );
}
