import { useTranslation } from 'react-i18next';
import { itemReplyAllowed, providerAllows, providerOf, type Item, type RoleName } from '@console/api/contract';
import { EditOwnComment } from './EditOwnComment.tsx';
import { ThreadEntry } from './ThreadEntry.tsx';
import { column, list, sectionTitle } from '../../../inbox/parts/detail.css.ts';

/**
 * Seconds left for the user to edit their own reply, or null when they cannot (spec §9 edit windows: VK, vc): only
 * the reply they wrote (`replied_by`), not a colleague's, as the server holds (403 itemEditNotOwn).
 */
export function editSecondsLeft(item: Item, role: RoleName, userId: number | null, nowS: number): number | null {
  const window = providerOf(item.provider)?.editWindowS;
  if (!item.from_us || window === undefined || !providerAllows(item.provider, 'edit_comment')) return null;
  if (userId === null || item.replied_by?.id !== userId) return null;
  if (!itemReplyAllowed(role, item.provider)) return null;
  const left = item.created_at + window - nowS;
  return left > 0 ? left : null;
}

/** The thread in order of time, with the item itself in its place. */
export function threadOf(item: Item, thread: readonly Item[]): Item[] {
  const rows = thread.some((row) => row.id === item.id) ? [...thread] : [...thread, item];
  return rows.sort((a, b) => a.created_at - b.created_at || a.id - b.id);
}

export interface ItemThreadProps {
  item: Item;
  thread: readonly Item[];
  role: RoleName;
  /** The signed-in user: only their own replies are editable. */
  userId: number | null;
  /** Unix ms now: the edit countdowns. */
  now: number;
  onEdit: (id: number, text: string) => Promise<boolean>;
  /** Our replies' files: their signed address on the API host, through the URL sanitiser. */
  resolveUrl: (url: string) => string | null;
}

// The thread with earlier replies (screens.md "Item"), the item highlighted, our comments editable in their window.
export function ItemThread({ item, thread, role, userId, now, onEdit, resolveUrl }: ItemThreadProps) {
  const { t } = useTranslation('item');
  const nowS = Math.floor(now / 1000);
  return (
    <section className={column} aria-labelledby="item-thread-title">
      <h2 id="item-thread-title" className={sectionTitle}>
        {t('thread.title')}
      </h2>
      <ol className={list}>
        {threadOf(item, thread).map((row) => {
          const left = editSecondsLeft(row, role, userId, nowS);
          return (
            <ThreadEntry key={row.id} item={row} current={row.id === item.id} resolveUrl={resolveUrl}>
              {left === null ? null : <EditOwnComment text={row.text} left={left} onSave={(text) => onEdit(row.id, text)} />}
            </ThreadEntry>
          );
        })}
      </ol>
    </section>
  );
}
