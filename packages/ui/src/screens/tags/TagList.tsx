import { useTranslation } from 'react-i18next';
import type { ManagedTag } from '@console/api/contract';
import { Link } from '../../components/Link/Link.tsx';
import { StatusDot } from '../../components/StatusDot/StatusDot.tsx';
import { muted, row } from '../layout/SettingsPage.css.ts';
import { grow, list, listRow } from '../workspaceSettings/workspaceSettings.css.ts';

// A list of tags: colour, name (to its page), the comments carrying it, and its child tags when it has some.
export function TagList({ tags, all, empty }: { tags: readonly ManagedTag[]; all: readonly ManagedTag[]; empty: string }) {
  const { t } = useTranslation('tags');
  if (tags.length === 0) return <p className={muted}>{empty}</p>;
  return (
    <ul className={list}>
      {tags.map((tag) => {
        const children = all.filter((other) => other.parent_id === tag.id).length;
        return (
          <li key={tag.id} className={listRow}>
            <StatusDot color={tag.color} />
            <span className={grow}>
              <Link href={`/settings/tags/${tag.id}`}>{tag.name}</Link>
              <span className={row}>
                <span className={muted}>{t('itemsCount', { count: tag.items_count })}</span>
                {children > 0 ? (
                  <Link href={`/settings/tags/${tag.id}/children`}>{t('childrenCount', { count: children })}</Link>
                ) : null}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
