import { memo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Item, Post } from '@console/api/contract';
import { Avatar } from '../../components/Avatar/Avatar.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { NetworkIcon } from '../../components/NetworkIcon/NetworkIcon.tsx';
import { excerpt, storySecondsLeft, visibleText } from '../../format/text.ts';
import { useViewers } from '../../data/viewers.ts';
import type { Dates } from '../../format/dates.tsx';
import * as css from '../inbox/list.css.ts';
import { AuthorName } from '../inbox/parts/AuthorName.tsx';
import { focusScope, RowDate, Waiting } from '../inbox/parts/RowTime.tsx';
import { PriorityBadge, SentimentBadge, StatusBadge } from '../inbox/parts/TriageBadges.tsx';
import { itemPath } from '../inbox/paths.ts';

export interface RowContext {
  /** Names of accounts, tags and author labels by id (unknown ids are shown as #id). */
  accountName: (id: number) => string | null;
  tagName: (id: number) => string;
  labelName: (id: number) => string;
  postOf: (id: number | null) => Post | undefined;
  nowSeconds: number;
  dates: Dates;
  /** Selection checkboxes (absent for read-only users). */
  selectable: boolean;
  /** The list's query, kept when an item opens (Back and Esc return to the same filters). */
  search: string;
}

export interface ItemRowProps {
  item: Item;
  context: RowContext;
  /** The item's post (from the page it came with). */
  post: Post | undefined;
  index: number;
  selected: boolean;
  focused: boolean;
  /** The item open beside the list (items/{id}). */
  current: boolean;
  /** The one row Tab reaches (the focused one, else the first). */
  tabbable: boolean;
  onToggle: (id: number) => void;
  onFocusRow: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  measure: (node: HTMLElement | null) => void;
  start: number;
}

// The positioned row of the virtual list: cheap to render again when it moves or takes focus; its content
// (RowContent) renders only when its item, selection or names change (quality.md: no long task while scrolling).
function ItemRowBase({ index, start, focused, current, tabbable, measure, onFocusRow, onKeyDown, ...content }: ItemRowProps) {
  return (
    <div
      role="row"
      aria-rowindex={index + 1}
      aria-selected={content.context.selectable ? content.selected : undefined}
      aria-current={current || undefined}
      tabIndex={tabbable ? 0 : -1}
      data-index={index}
      data-focused={focused}
      ref={measure}
      className={`${css.row} ${focusScope}`}
      style={{ transform: `translateY(${start}px)` }}
      onFocus={(event) => event.target === event.currentTarget && onFocusRow(index)}
      onKeyDown={onKeyDown}
    >
      <RowContent {...content} />
    </div>
  );
}

type RowContentProps = Pick<ItemRowProps, 'item' | 'context' | 'post' | 'selected' | 'onToggle'>;

// One row of the inbox (screens.md "Comments inbox" row) in three lines, what matters first: who and how long they
// wait, what they wrote, then status, priority, sentiment, tags and assignee. Every network text is text: names
// with a marker for their hidden characters, the excerpt cut at 100 characters (spec §9).
const RowContent = memo(function RowContent({ item, context, post, selected, onToggle }: RowContentProps) {
  const { t } = useTranslation('items');
  const viewers = useViewers({ type: 'item', id: item.id });
  const left = storySecondsLeft(post?.expires_at ?? null, context.nowSeconds);
  const name = visibleText(item.author.name);
  const account = context.accountName(item.object_id) ?? `#${item.object_id}`;
  return (
    <div role="gridcell" className={css.rowCell}>
      {context.selectable ? (
        <input
          type="checkbox"
          className={css.check}
          tabIndex={-1}
          checked={selected}
          aria-label={t('row.select', { name })}
          onChange={() => onToggle(item.id)}
        />
      ) : null}
      <Avatar name={item.author.name} seed={item.author.id} />
      <div className={css.rowBody}>
        <div className={css.headLine}>
          {item.unread ? <span className={css.unreadDot} role="img" aria-label={t('row.unread')} /> : null}
          <span className={css.author}>
            <AuthorName name={item.author.name} truncate />
          </span>
          <Waiting
            since={item.waiting_since ?? null}
            nowSeconds={context.nowSeconds}
            dates={context.dates}
            describe={(date, wait) => t('row.waiting', { date, wait })}
          />
          <RowDate at={item.created_at} nowSeconds={context.nowSeconds} dates={context.dates} />
        </div>
        <Link href={itemPath(item.id, context.search)} className={css.excerptLink} tabIndex={-1}>
          <bdi>{excerpt(item.text) || t('row.noText')}</bdi>
        </Link>
        <div className={css.metaLine}>
          <span className={css.account}>
            <NetworkIcon provider={item.provider} size={14} />
            <AuthorName name={account} truncate />
          </span>
          <StatusBadge status={item.status} label={t(`status.${item.status}`)} />
          {/* Only what differs from the usual is worth the space (screens.md "Chats" card: the same for comments). */}
          {item.priority === 'normal' ? null : <PriorityBadge priority={item.priority} label={t(`priority.${item.priority}`)} />}
          {item.sentiment === 'none' ? null : (
            <SentimentBadge sentiment={item.sentiment} label={t(`sentiment.${item.sentiment}`)} />
          )}
          {/* spec §9: a story is answered for 24 hours; the badge counts down with the list's clock, then says so. */}
          {left === null ? null : left > 0 ? (
            <Badge tone="warning" look="outline">
              {t('row.storyLeft', { hours: Math.floor(left / 3600), minutes: Math.floor((left % 3600) / 60) })}
            </Badge>
          ) : (
            <Badge tone="danger" look="outline">
              {t('row.storyExpired')}
            </Badge>
          )}
          {item.author.labels.map((id) => (
            <span key={`label-${id}`} className={css.chip}>
              {visibleText(context.labelName(id))}
            </span>
          ))}
          {item.tags.map((id) => (
            <span key={id} className={css.chip}>
              {visibleText(context.tagName(id))}
            </span>
          ))}
          {post ? (
            <span className={css.post} title={post.text}>
              {t('row.post')}: <bdi>{excerpt(post.text, 60)}</bdi>
            </span>
          ) : null}
          <span className={css.assignee}>
            {item.assignee ? t('row.assignee', { name: visibleText(item.assignee.name) }) : t('row.unassigned')}
            {item.usergroup ? ' · ' : null}
            {item.usergroup ? <span>{t('row.usergroup', { name: visibleText(item.usergroup.name) })}</span> : null}
          </span>
          {viewers.length > 0 ? (
            <span className={css.viewers}>{t('row.viewers', { names: viewers.map((v) => v.name).join(', ') })}</span>
          ) : null}
        </div>
      </div>
    </div>
  );
});

export const ItemRow = memo(ItemRowBase);
