import { MESSAGE_EXCERPT_LENGTH } from '@console/spec';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { type Chat } from '@console/api/contract';
import { NetworkIcon } from '../../../components/NetworkIcon/NetworkIcon.tsx';
import { excerpt, visibleText } from '../../../format/text.ts';
import type { Dates } from '../../../format/dates.tsx';
import * as css from '../../inbox/list.css.ts';
import { chatPath } from '../../inbox/paths.ts';
import * as chatsCss from './chats.css.ts';

export interface ChatRowContext {
  accountName: (id: number) => string | null;
  labelName: (id: number) => string;
  dates: Dates;
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
// labels". Every network text is text: names with their hidden characters made visible.
function ChatRowBase({ chat, context, index, focused = false, start, current, measure }: ChatRowProps) {
  const { t } = useTranslation('chats');
  const name = visibleText(chat.author.name);
  const href = chatPath(chat.id, context.search);
  return (
    <li
      data-index={index}
      data-focused={focused}
      aria-current={current || undefined}
      ref={measure}
      className={css.row}
      style={{ transform: `translateY(${start}px)` }}
    >
      <div className={css.rowCell}>
        <span className={css.avatar} aria-hidden="true">
          {Array.from(name)[0] ?? '?'}
        </span>
        <div className={css.rowBody}>
          <div className={css.line}>
            <NetworkIcon provider={chat.provider} size={16} />
            <bdi>{visibleText(context.accountName(chat.object_id) ?? `#${chat.object_id}`)}</bdi>
            <span>·</span>
            <time dateTime={new Date(chat.updated_at * 1000).toISOString()}>
              {context.dates.dateTime({ s: chat.updated_at })}
            </time>
            {chat.unread_count > 0 ? <span className={css.chip}>{t('list.unread', { count: chat.unread_count })}</span> : null}
          </div>
          <div className={css.line}>
            <Link href={href} className={css.author}>
              <bdi>{name}</bdi>
            </Link>
            {chat.author.labels.map((id) => (
              <span key={id} className={css.chip}>
                {visibleText(context.labelName(id))}
              </span>
            ))}
          </div>
          <p className={chatsCss.excerpt}>
            <bdi>{excerpt(chat.excerpt, MESSAGE_EXCERPT_LENGTH) || t('message.noText')}</bdi>
          </p>
          <div className={css.line}>
            <span className={css.chip}>{t(`status.${chat.status}`)}</span>
            {/* Only a priority that differs from normal is worth the space (screens.md "Chats" card). */}
            {chat.priority === 'normal' ? null : <span className={css.chip}>{t(`priority.${chat.priority}`)}</span>}
            <span>{chat.assignee ? t('list.assignee', { name: visibleText(chat.assignee.name) }) : t('chat.nobody')}</span>
          </div>
        </div>
      </div>
    </li>
  );
}

export const ChatRow = memo(ChatRowBase);
