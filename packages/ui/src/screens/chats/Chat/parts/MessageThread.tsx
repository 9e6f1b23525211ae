import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message, ReactionValue } from '@console/api/contract';
import { Button } from '../../../../components/Button/Button.tsx';
import { Spinner } from '../../../../components/Spinner/Spinner.tsx';
import { muted } from '../../../items/Item/parts/itemParts.css.ts';
import { ActivityLine } from './ActivityLine.tsx';
import * as css from './chat.css.ts';
import { MessageBubble, type MessageBubbleProps } from './MessageBubble.tsx';

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

/** Within this many pixels of the top, the next older page loads. */
const LOAD_MARGIN = 160;
/** Within this many pixels of the bottom, the thread follows new messages. */
const STICK_MARGIN = 80;

// The conversation, oldest at the top (issue 7): older pages load as the user scrolls up, and the scroll position is
// kept by the height they add, so what the user reads does not jump; at the bottom it follows new messages.
export function MessageThread(props: MessageThreadProps) {
  const { messages, hasOlder, isLoadingOlder, onLoadOlder } = props;
  const { t } = useTranslation('chats');
  const scroller = useRef<HTMLElement>(null);
  const seen = useRef<{ first: number | undefined; last: number | undefined; height: number; atBottom: boolean }>({
    first: undefined,
    last: undefined,
    height: 0,
    atBottom: true,
  });

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = seen.current;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    if (before.first !== undefined && first !== before.first && last === before.last) {
      // Older messages came in above: keep the same message under the user's eyes.
      box.scrollTop += box.scrollHeight - before.height;
    } else if (before.atBottom || before.last === undefined) {
      box.scrollTop = box.scrollHeight;
    }
    seen.current = { first, last, height: box.scrollHeight, atBottom: seen.current.atBottom };
  }, [messages]);

  const stick = () => {
    const box = scroller.current;
    if (box && seen.current.atBottom) box.scrollTop = box.scrollHeight;
  };
  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    seen.current.atBottom = box.scrollHeight - box.scrollTop - box.clientHeight <= STICK_MARGIN;
    seen.current.height = box.scrollHeight;
    if (box.scrollTop <= LOAD_MARGIN && hasOlder && !isLoadingOlder) onLoadOlder();
  };

  return (
    <>
      {/* A scrollable region is focusable, so the keyboard can scroll it too (axe scrollable-region-focusable). */}
      <section
        ref={scroller}
        className={css.scroller}
        onScroll={onScroll}
        // A picture that loads grows the thread: at the bottom, the thread stays at the bottom.
        onLoadCapture={stick}
        tabIndex={0}
        aria-label={t('chat.thread')}
      >
        {hasOlder ? (
          <Button variant="secondary" isPending={isLoadingOlder} onPress={onLoadOlder}>
            {t('chat.loadOlder')}
          </Button>
        ) : null}
        {isLoadingOlder ? <Spinner size="sm" /> : null}
        {messages.length === 0 ? <p className={muted}>{t('chat.noMessages')}</p> : null}
        <ol className={css.thread} aria-busy={isLoadingOlder || undefined}>
          {messages.map((message) =>
            message.kind === 'activity' ? (
              <ActivityLine key={message.id} message={message} />
            ) : (
              <MessageBubble
                key={message.id}
                message={message}
                reactionSet={message.direction === 'in' ? props.reactionSet : []}
                canAct={props.canAct}
                resolveUrl={props.resolveUrl}
                onRetry={props.onRetry}
                onReact={props.onReact}
              />
            ),
          )}
        </ol>
      </section>
      <p className={css.typing} role="status">
        {props.typing ? t('chat.typing') : ''}
      </p>
    </>
  );
}
