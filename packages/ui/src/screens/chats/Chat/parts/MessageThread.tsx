import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRangeExtractor, elementScroll, observeElementOffset, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { Message, ReactionValue } from '@console/api/contract';
import { Button } from '../../../../components/Button/Button.tsx';
import { muted } from '../../../inbox/parts/detail.css.ts';
import { pill } from '../../../inbox/list.css.ts';
import { ActivityLine } from './ActivityLine.tsx';
import * as css from './chat.css.ts';
import { MessageBubble, type MessageBubbleProps } from './MessageBubble.tsx';
import {
  isAtEnd,
  keepsViewOnResize,
  nearTop,
  STICK_MARGIN,
  unreadScrollKeeper,
  unseenAfter,
  withFocusedRow,
} from './threadScroll.ts';
import { useOlderHeader } from './useOlderHeader.ts';

export interface MessageThreadProps extends Pick<MessageBubbleProps, 'canAct' | 'resolveUrl' | 'onRetry' | 'onReact'> {
  /** Oldest first. */
  messages: readonly Message[];
  reactionSet: readonly ReactionValue[];
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  /** The other side is typing now. */
  typing: boolean;
}

/** A message's height before it is measured; the gap between messages (vars.space.sm). */
const ESTIMATED_ROW = 96;
const GAP = 8;

// The conversation, virtualised (quality.md: a 5,000-message history stays smooth): only the messages in
// view and a few around are in the DOM. It opens at the newest message; older pages load as the user scrolls up and
// the message under their eyes stays in place (end anchoring keeps it by key); new messages follow only at the end,
// otherwise they wait behind a "N new messages" button.
export function MessageThread(props: MessageThreadProps) {
  const { messages, hasOlder, isLoadingOlder, onLoadOlder } = props;
  const { t } = useTranslation('chats');
  const scroller = useRef<HTMLElement>(null);
  const focusedId = useRef<number | null>(null);
  const header = useOlderHeader(hasOlder);
  const [unread] = useState(unreadScrollKeeper);
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW,
    // Stable while the messages are: a new function makes the virtualiser re-measure every message each render.
    getItemKey: useCallback((index: number) => messages[index]!.id, [messages]),
    rangeExtractor: useCallback(
      (range: Range) =>
        withFocusedRow(
          defaultRangeExtractor(range),
          focusedId.current === null ? -1 : messages.findIndex((row) => row.id === focusedId.current),
        ),
      [messages],
    ),
    paddingStart: header.size,
    gap: GAP,
    overscan: 6,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: STICK_MARGIN,
    // A scroll the virtualiser has not read yet is kept through its writes (threadScroll.ts unreadScrollKeeper).
    observeElementOffset: (instance, notify) =>
      observeElementOffset(instance, (offset, isScrolling) => {
        unread.read(offset, instance.scrollElement?.clientHeight ?? 0);
        notify(offset, isScrolling);
      }),
    scrollToFn: (offset, options, instance) => {
      const box = instance.scrollElement;
      if (!box) return;
      // A command (scrollToEnd: behavior given) lands where asked, and nothing is unread after it; a correction (a
      // page came in above, a message above grew: no behavior) keeps what the virtualiser has not read yet.
      if (options.behavior !== undefined) {
        elementScroll(offset, options, instance);
        unread.read(box.scrollTop, box.clientHeight);
        return;
      }
      elementScroll(unread.target(offset + (options.adjustments ?? 0), box.scrollTop, box.clientHeight), {}, instance);
      unread.wrote(box.scrollTop, box.clientHeight);
    },
    // Measured inside the ResizeObserver callback, before the frame is painted (as the items list): deferred to the
    // next animation frame, a screenshot or a scroll could catch rows at their estimated places.
  });
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) =>
    keepsViewOnResize(item, {
      offset: instance.scrollOffset ?? 0,
      size: instance.scrollRect?.height ?? 0,
      upward: instance.scrollDirection === 'backward',
    });
  // What the user saw last at the end: messages after it are "new" until they scroll down again.
  const [seen, setSeen] = useState({ atEnd: true, lastId: messages.at(-1)?.id ?? null });
  const ids = messages.map((row) => row.id);
  const unseen = seen.atEnd ? 0 : unseenAfter(ids, seen.lastId);

  useLayoutEffect(() => virtualizer.scrollToEnd(), [virtualizer]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    const atEnd = isAtEnd(box);
    if (atEnd !== seen.atEnd || (atEnd && seen.lastId !== ids.at(-1))) setSeen({ atEnd, lastId: ids.at(-1) ?? null });
    if (hasOlder && !isLoadingOlder && nearTop(box)) onLoadOlder();
  };

  const complete = !hasOlder;
  return (
    <>
      <div className={css.threadBox}>
        {/* A scrollable region is focusable, so the keyboard can scroll it too (axe scrollable-region-focusable). */}
        <section ref={scroller} className={css.scroller} onScroll={onScroll} tabIndex={0} aria-label={t('chat.thread')}>
          {messages.length === 0 ? <p className={muted}>{t('chat.noMessages')}</p> : null}
          <div className={css.sizer} style={{ height: virtualizer.getTotalSize() }}>
            {hasOlder ? (
              <div ref={header.ref} className={css.olderHeader}>
                <Button variant="secondary" isPending={isLoadingOlder} onPress={onLoadOlder}>
                  {t('chat.loadOlder')}
                </Button>
              </div>
            ) : null}
            <ol className={css.thread} aria-busy={isLoadingOlder || undefined}>
              {virtualizer.getVirtualItems().map((row) => {
                const message = messages[row.index]!;
                return (
                  <li
                    key={row.key}
                    ref={virtualizer.measureElement}
                    data-index={row.index}
                    data-message-id={message.id}
                    className={css.row}
                    style={{ transform: `translateY(${row.start}px)` }}
                    // Until the whole history is in, its size is unknown (-1) and positions would change.
                    aria-setsize={complete ? messages.length : -1}
                    aria-posinset={complete ? row.index + 1 : undefined}
                    onFocus={() => (focusedId.current = message.id)}
                    onBlur={(event) => {
                      if (!event.currentTarget.contains(event.relatedTarget)) focusedId.current = null;
                    }}
                  >
                    {message.kind === 'activity' ? (
                      <ActivityLine message={message} />
                    ) : (
                      <MessageBubble
                        message={message}
                        reactionSet={message.direction === 'in' ? props.reactionSet : NONE}
                        canAct={props.canAct}
                        resolveUrl={props.resolveUrl}
                        onRetry={props.onRetry}
                        onReact={props.onReact}
                      />
                    )}
                  </li>
                );
              })}
            </ol>
          </div>
        </section>
        {unseen > 0 ? (
          <button type="button" className={`${pill} ${css.newPill}`} onClick={() => virtualizer.scrollToEnd()}>
            {t('chat.newMessages', { count: unseen })}
          </button>
        ) : null}
      </div>
      <p className={css.typing} role="status">
        {props.typing ? t('chat.typing') : ''}
      </p>
    </>
  );
}

const NONE: readonly ReactionValue[] = [];
