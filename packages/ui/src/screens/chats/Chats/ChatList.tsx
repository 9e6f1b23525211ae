import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Chat } from '@console/api/contract';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import * as css from '../../inbox/list.css.ts';
import * as hold from '../../inbox/listHold.css.ts';
import type { ListHoldBindings } from '../../inbox/useListHold.ts';
import { ChatRow, type ChatRowContext } from './ChatRow.tsx';
import { list } from './chats.css.ts';

export interface ChatListProps {
  chats: readonly Chat[];
  context: ChatRowContext;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onAtTopChange: (atTop: boolean) => void;
  pendingCount: number;
  onShowPending: () => void;
  /** The chat open beside the list (chats/{id}/messages): its row is marked current. */
  openId?: number | null;
  /** The chat J/K highlighted (-1: none); Enter opens it. */
  focusedIndex?: number;
  /** The pointer over the list and focus in it hold new chats behind the pill (useListHold). */
  holdBindings?: ListHoldBindings;
}

const ESTIMATED_ROW = 140;

// The chats, virtualised (quality.md: only the rows in view and a few around are in the DOM); the next page loads
// near the end; chats that arrive while the user reads further down wait behind a "N new" pill.
export function ChatList(props: ChatListProps) {
  const {
    chats,
    context,
    hasMore,
    isLoadingMore,
    onLoadMore,
    onAtTopChange,
    openId = null,
    focusedIndex = -1,
    holdBindings,
    ...pill
  } = props;
  const { t } = useTranslation('chats');
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: chats.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW,
    overscan: 4,
    // Stable while the rows are: a new function makes the virtualiser re-measure every row each render.
    getItemKey: useCallback((index: number) => chats[index]!.id, [chats]),
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && !isLoadingMore && lastShown >= chats.length - 10) onLoadMore();
  }, [hasMore, isLoadingMore, lastShown, chats.length, onLoadMore]);
  // The highlighted chat is scrolled into view (J/K, screens.md "Keyboard").
  useEffect(() => {
    if (focusedIndex >= 0 && focusedIndex < chats.length) virtualizer.scrollToIndex(focusedIndex, { align: 'auto' });
  }, [focusedIndex, chats.length, virtualizer]);
  return (
    <div className={hold.frame} {...holdBindings}>
      {pill.pendingCount > 0 ? (
        <button type="button" className={`${css.pill} ${hold.pillOver}`} onClick={pill.onShowPending}>
          {t('list.newPill', { count: pill.pendingCount })}
        </button>
      ) : null}
      <div
        ref={scroller}
        className={css.scroller}
        tabIndex={0}
        aria-label={t('list.label')}
        role="region"
        onScroll={(event) => onAtTopChange(event.currentTarget.scrollTop <= 0)}
      >
        <ul className={list} style={{ height: virtualizer.getTotalSize() }} aria-busy={isLoadingMore || undefined}>
          {rows.map((row) => (
            <ChatRow
              key={row.key}
              chat={chats[row.index]!}
              context={context}
              index={row.index}
              focused={row.index === focusedIndex}
              start={row.start}
              current={chats[row.index]!.id === openId}
              measure={virtualizer.measureElement}
            />
          ))}
        </ul>
        {isLoadingMore ? <Spinner /> : null}
      </div>
    </div>
  );
}
