import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Item } from '@console/api/contract';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import * as css from '../inbox/list.css.ts';
import * as hold from '../inbox/listHold.css.ts';
import type { ListHoldBindings } from '../inbox/useListHold.ts';
import { ItemRow, type RowContext } from './ItemRow.tsx';

export interface ItemListProps {
  label: string;
  items: readonly Item[];
  context: RowContext;
  selected: ReadonlySet<number>;
  focusedIndex: number;
  /** The item open beside the list (items/{id}): its row is marked current. */
  openId?: number | null;
  onFocusIndex: (index: number) => void;
  onToggle: (id: number) => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  /** Whether the list is scrolled to its very top (live rows then come in at once). */
  onAtTopChange?: (atTop: boolean) => void;
  /** Live rows waiting above: the "N new" pill. */
  pendingCount?: number;
  onShowPending?: () => void;
  onRowKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** The pointer over the list and focus in it hold new rows behind the pill (useListHold). */
  holdBindings?: ListHoldBindings;
}

const ESTIMATED_ROW = 132;

// The inbox list, virtualised (quality.md: 10,000 rows stay smooth): only the rows in view and a few around are in
// the DOM. An ARIA grid of rows, one focusable row at a time (roving tabindex); the next page loads near the end.
export function ItemList(props: ItemListProps) {
  const { items, context, selected, focusedIndex, onFocusIndex, onToggle, hasMore, isLoadingMore, onLoadMore } = props;
  const { t } = useTranslation('items');
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW,
    overscan: 4,
    // Stable while the rows are: a new function makes the virtualiser re-measure all 10,000 rows every frame.
    getItemKey: useCallback((index: number) => items[index]!.id, [items]),
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && !isLoadingMore && lastShown >= items.length - 10) onLoadMore();
  }, [hasMore, isLoadingMore, lastShown, items.length, onLoadMore]);

  // The focused row is scrolled into view and given focus when focus is already in the list.
  useEffect(() => {
    if (focusedIndex < 0 || focusedIndex >= items.length) return;
    virtualizer.scrollToIndex(focusedIndex, { align: 'auto' });
    const inList = scroller.current?.contains(document.activeElement);
    if (!inList) return;
    requestAnimationFrame(() => scroller.current?.querySelector<HTMLElement>(`[data-index="${focusedIndex}"]`)?.focus());
  }, [focusedIndex, items.length, virtualizer]);

  const { onAtTopChange, pendingCount = 0, onShowPending } = props;
  return (
    <div className={hold.frame} {...props.holdBindings}>
      {pendingCount > 0 && onShowPending ? (
        <button type="button" className={`${css.pill} ${hold.pillOver}`} onClick={onShowPending}>
          {t('list.newPill', { count: pendingCount })}
        </button>
      ) : null}
      <div
        ref={scroller}
        className={css.scroller}
        onScroll={onAtTopChange ? (event) => onAtTopChange(event.currentTarget.scrollTop <= 0) : undefined}
      >
        <div
          role="grid"
          aria-label={props.label}
          aria-rowcount={hasMore ? -1 : items.length}
          aria-multiselectable={context.selectable || undefined}
          aria-busy={isLoadingMore || undefined}
        >
          <div role="rowgroup" className={css.rowGroup} style={{ height: virtualizer.getTotalSize() }}>
            {rows.map((row) => {
              const item = items[row.index]!;
              return (
                <ItemRow
                  key={row.key}
                  item={item}
                  context={context}
                  post={context.postOf(item.post_id)}
                  index={row.index}
                  start={row.start}
                  measure={virtualizer.measureElement}
                  selected={selected.has(item.id)}
                  focused={row.index === focusedIndex}
                  current={item.id === props.openId}
                  tabbable={row.index === Math.max(0, focusedIndex)}
                  onToggle={onToggle}
                  onFocusRow={onFocusIndex}
                  onKeyDown={props.onRowKeyDown ?? noop}
                />
              );
            })}
          </div>
        </div>
        {isLoadingMore ? <Spinner /> : null}
      </div>
    </div>
  );
}

const noop = () => undefined;
