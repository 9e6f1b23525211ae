import { useTranslation } from 'react-i18next';
import { itemReplyAllowed, providerAllows, providerOf, type Item, type RoleName } from '@console/api/contract';
import { EditOwnComment } from './EditOwnComment.tsx';
import { ThreadEntry } from './ThreadEntry.tsx';
import { column, list, sectionTitle } from './itemParts.css.ts';

/** Seconds left to edit our own comment, or null when it cannot be edited (spec §9 edit windows: VK, vc). */
export function editSecondsLeft(item: Item, role: RoleName, nowS: number): number | null {
  const window = providerOf(item.provider)?.editWindowS;
  if (!item.from_us || window === undefined || !providerAllows(item.provider, 'edit_comment')) return null;
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
  /** Unix ms now: the edit countdowns. */
  now: number;
  onEdit: (id: number, text: string) => Promise<boolean>;
}

// The thread with earlier replies (screens.md "Item"), the item highlighted, our comments editable in their window.
export function ItemThread({ item, thread, role, now, onEdit }: ItemThreadProps) {
  const { t } = useTranslation('item');
  const nowS = Math.floor(now / 1000);
  return (
    <section className={column} aria-labelledby="item-thread-title">
      <h2 id="item-thread-title" className={sectionTitle}>
        {t('thread.title')}
      </h2>
      <ol className={list}>
        {threadOf(item, thread).map((row) => {
          const left = editSecondsLeft(row, role, nowS);
          return (
            <ThreadEntry key={row.id} item={row} current={row.id === item.id}>
              {left === null ? null : <EditOwnComment text={row.text} left={left} onSave={(text) => onEdit(row.id, text)} />}
            </ThreadEntry>
          );
        })}
      </ol>
    </section>
  );
}
