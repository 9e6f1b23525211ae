import { MESSAGE_EXCERPT_LENGTH } from '@console/spec';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { type Chat } from '@console/api/contract';
import { Avatar } from '../../../components/Avatar/Avatar.tsx';
import { NetworkIcon } from '../../../components/NetworkIcon/NetworkIcon.tsx';
import { excerpt, visibleText } from '../../../format/text.ts';
import type { Dates } from '../../../format/dates.tsx';
import * as css from '../../inbox/list.css.ts';
import { AuthorName } from '../../inbox/parts/AuthorName.tsx';
import { focusScope, RowDate, Waiting } from '../../inbox/parts/RowTime.tsx';
import { PriorityBadge, StatusBadge } from '../../inbox/parts/TriageBadges.tsx';
import { chatPath } from '../../inbox/paths.ts';
import * as chatsCss from './chats.css.ts';
import { visuallyHidden } from '../../../theme/visuallyHidden.css.ts';

export interface ChatRowContext {
  accountName: (id: number) => string | null;
  labelName: (id: number) => string;
  dates: Dates;
  /** The list's clock (unix seconds): row dates and waits count from it. */
  nowSeconds: number;
  /** The current query, kept when a chat opens (the page's filters come back with Esc). */
  search: string;
}

export interface ChatRowProps {
  chat: Chat;
  context: ChatRowContext;
  index: number;
  /** Highlighted by J/K (screens.md "Keyboard"). */
  focused?: boolean;
  start: number;
  /** The chat open beside the list (chats/{id}/messages). */
  current: boolean;
  measure: (node: HTMLElement | null) => void;
}

// screens.md "Card: avatar with network badge, name, account, last message (800 chars), time, unread count, assignee,
// labels", in three lines, what matters first: who and how long they wait, what they wrote, then status and assignee.
function ChatRowBase({ chat, context, index, focused = false, start, current, measure }: ChatRowProps) {
  const { t } = useTranslation('chats');
  const href = chatPath(chat.id, context.search);
  const account = context.accountName(chat.object_id) ?? `#${chat.object_id}`;
  return (
    <li
      data-index={index}
      data-focused={focused}
      aria-current={current || undefined}
      ref={measure}
      className={`${css.row} ${focusScope}`}
      style={{ transform: `translateY(${start}px)` }}
    >
      <div className={css.rowCell}>
        <Avatar name={chat.author.name} seed={chat.author.id} />
        <div className={css.rowBody}>
          <div className={css.headLine}>
            <Link href={href} className={css.author}>
              <AuthorName name={chat.author.name} truncate />
            </Link>
            {chat.unread_count > 0 ? (
              <span className={css.unreadCount}>
                <span aria-hidden="true">{chat.unread_count}</span>
                <span className={visuallyHidden}>{t('list.unread', { count: chat.unread_count })}</span>
              </span>
            ) : null}
            <Waiting
              since={chat.waiting_since ?? null}
              nowSeconds={context.nowSeconds}
              dates={context.dates}
              describe={(date, wait) => t('list.waiting', { date, wait })}
            />
            <RowDate at={chat.updated_at} nowSeconds={context.nowSeconds} dates={context.dates} />
          </div>
          <p className={chatsCss.excerpt}>
            {chat.last_direction === 'out' ? <span className={chatsCss.ours}>{t('list.ours')} </span> : null}
            <bdi>{excerpt(chat.excerpt, MESSAGE_EXCERPT_LENGTH) || t('message.noText')}</bdi>
          </p>
          <div className={css.metaLine}>
            <span className={css.account}>
              <NetworkIcon provider={chat.provider} size={14} />
              <AuthorName name={account} truncate />
            </span>
            <StatusBadge status={chat.status} label={t(`status.${chat.status}`)} />
            {/* Only a priority that differs from normal is worth the space (screens.md "Chats" card). */}
            {chat.priority === 'normal' ? null : (
              <PriorityBadge priority={chat.priority} label={t(`priority.${chat.priority}`)} />
            )}
            {chat.author.labels.map((id) => (
              <span key={id} className={css.chip}>
                {visibleText(context.labelName(id))}
              </span>
            ))}
            <span className={css.assignee}>
              {chat.assignee ? t('list.assignee', { name: visibleText(chat.assignee.name) }) : t('chat.nobody')}
            </span>
          </div>
        </div>
      </div>
    </li>
  );
}

export const ChatRow = memo(ChatRowBase);
