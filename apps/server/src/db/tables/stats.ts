// Statistics rollups (docs/stats.md): counters per 15-minute bucket, kept by the writes themselves
// (stats/rollups.ts) so the figures never scan the comments per request. The key holds every dimension a filter or
// a group-limited user's reach needs; the measures only add up, so any set of buckets (a zone's day) is a sum.
import { sql } from 'drizzle-orm';
import type { StatsDrillEvent } from '@console/api/contract';
import { index, integer, pgTable, primaryKey, smallint, text, type PgColumn } from 'drizzle-orm/pg-core';
import { chats, spaces } from '../schema.ts';
import { ZERO_COUNT, ZERO_MEASURES } from './zeroRows.ts';

/** 'comments' (items of the networks) or 'chats' (private messages). */
export type StatsChannel = 'comments' | 'chats';

// The dimensions shared by both tables; 0 stands for "none" so the key has no nulls.
const dimensions = () => ({
  spaceId: integer('space_id')
    .notNull()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  /** Unix seconds floored to 900: any time zone's day (offsets are whole quarters of an hour) is a run of buckets. */
  bucket: integer('bucket').notNull(),
  channel: text('channel').$type<StatsChannel>().notNull(),
  objectId: integer('object_id').notNull(),
  companyId: integer('company_id').notNull(),
  provider: text('provider').notNull(),
  /** The user group the limit looks at (a comment's thread root's group, a chat's group assignee); 0: none. */
  usergroupId: integer('usergroup_id').notNull().default(0),
  /** A chat's user assignee (a limited user also sees the chats assigned to them); 0: none, always 0 for comments. */
  assigneeUserId: integer('assignee_user_id').notNull().default(0),
  /** Who did what the row counts (replied, closed); 0 for what the networks did (received). */
  operatorId: integer('operator_id').notNull().default(0),
  /** The comment's tags, sorted: a set, so "any of these tags" counts an item once (`tag_ids && filter`). */
  tagIds: integer('tag_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  /** The post a comment's thread is under (the comment's post, else its thread root's); 0: none, always 0 for chats. */
  postId: integer('post_id').notNull().default(0),
  /** The comment's sentiment (spec §3: negative, neutral, positive, none); 'none' for chats. */
  sentiment: text('sentiment').notNull().default('none'),
});

export const statsRollups = pgTable(
  'stats_rollups',
  {
    ...dimensions(),
    /** Comments from the networks and chats' incoming messages. */
    received: integer('received').notNull().default(0),
    /** Our replies (comments) and our messages (chats), by their operator. */
    replies: integer('replies').notNull().default(0),
    /** Waits answered: a comment's first reply, a chat's first message after the person's unanswered ones. */
    replied: integer('replied').notNull().default(0),
    closedWithReply: integer('closed_with_reply').notNull().default(0),
    closedWithoutReply: integer('closed_without_reply').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'stats_rollups_key',
      columns: [
        t.spaceId,
        t.bucket,
        t.channel,
        t.objectId,
        t.companyId,
        t.provider,
        t.usergroupId,
        t.assigneeUserId,
        t.operatorId,
        t.tagIds,
        t.postId,
        t.sentiment,
      ],
    }),
    index('stats_rollups_zero').on(t.spaceId).where(ZERO_MEASURES),
  ],
);

/** The reply times of `replied`, as counts per fixed log-scale bin (stats/replyTimeBins: bin i starts at 2^(i/2) s). */
export const statsReplyTimes = pgTable(
  'stats_reply_times',
  {
    ...dimensions(),
    bin: smallint('bin').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'stats_reply_times_key',
      columns: [
        t.spaceId,
        t.bucket,
        t.channel,
        t.objectId,
        t.companyId,
        t.provider,
        t.usergroupId,
        t.assigneeUserId,
        t.operatorId,
        t.tagIds,
        t.postId,
        t.sentiment,
        t.bin,
      ],
    }),
    index('stats_reply_times_zero').on(t.spaceId).where(ZERO_COUNT),
  ],
);

// Coarser sums of the same counts (docs/stats.md "Grains and cubes", stats/cubes.ts): per UTC hour and per UTC day,
// each "cube" keeping only some key columns (the others hold their "none" value), so a year's figures read few rows.
// Kept in the same statement as stats_rollups (stats/rollups.ts addEvents); always the sums of its rows.
const cubeKey = () => ({
  spaceId: integer('space_id')
    .notNull()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  /** Which key columns the row keeps (stats/cubes.ts CUBES). */
  cube: smallint('cube').notNull(),
  /** 3600 (a UTC hour) or 86400 (a UTC day): `bucket` is floored to it. */
  grain: integer('grain').notNull(),
  bucket: integer('bucket').notNull(),
  channel: text('channel').$type<StatsChannel>().notNull(),
  objectId: integer('object_id').notNull().default(0),
  companyId: integer('company_id').notNull().default(0),
  provider: text('provider').notNull().default(''),
  usergroupId: integer('usergroup_id').notNull().default(0),
  assigneeUserId: integer('assignee_user_id').notNull().default(0),
  operatorId: integer('operator_id').notNull().default(0),
  tagIds: integer('tag_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  postId: integer('post_id').notNull().default(0),
  sentiment: text('sentiment').notNull().default('none'),
});
const cubeColumns = (t: Record<keyof ReturnType<typeof cubeKey>, PgColumn>): [PgColumn, ...PgColumn[]] => [
  t.spaceId,
  t.cube,
  t.grain,
  t.bucket,
  t.channel,
  t.objectId,
  t.companyId,
  t.provider,
  t.usergroupId,
  t.assigneeUserId,
  t.operatorId,
  t.tagIds,
  t.postId,
  t.sentiment,
];

export const statsSums = pgTable(
  'stats_sums',
  {
    ...cubeKey(),
    received: integer('received').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    replied: integer('replied').notNull().default(0),
    closedWithReply: integer('closed_with_reply').notNull().default(0),
    closedWithoutReply: integer('closed_without_reply').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'stats_sums_key', columns: cubeColumns(t) }),
    index('stats_sums_zero').on(t.spaceId).where(ZERO_MEASURES),
  ],
);

export const statsSumTimes = pgTable(
  'stats_sum_times',
  {
    ...cubeKey(),
    bin: smallint('bin').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'stats_sum_times_key', columns: [...cubeColumns(t), t.bin] }),
    index('stats_sum_times_zero').on(t.spaceId).where(ZERO_COUNT),
  ],
);

// The chats' events by chat (docs/stats.md "Drill-down"): what a chats list filtered by an event reads, kept by the same
// statement as the rollups (stats/rollups.ts addEvents) from the same rows (chatEvents), so the list holds exactly the
// chats the figure counts. One line per chat, event, operator and 15-minute bucket with the event in it.
const chatEventKey = () => ({
  chatId: integer('chat_id')
    .notNull()
    .references(() => chats.id, { onDelete: 'cascade' }),
  event: text('event').$type<StatsDrillEvent>().notNull(),
  /** As stats_rollups.operator_id (0: nobody's, always 0 for received); in stats_chat_spans -1 is every operator's. */
  operatorId: integer('operator_id').notNull(),
});

export const statsChatLines = pgTable('stats_chat_lines', { ...chatEventKey(), bucket: integer('bucket').notNull() }, (t) => [
  // A period's lines of one event, read whole (a hash of the period's chats).
  primaryKey({ name: 'stats_chat_lines_key', columns: [t.event, t.bucket, t.chatId, t.operatorId] }),
  // One chat's lines of an event in a period (a drilled list checks each chat it walks), and a chat's lines rewritten.
  index('stats_chat_lines_chat').on(t.chatId, t.event, t.bucket),
]);

/**
 * A chat's first and last bucket with the event (per operator, and -1 for any): a chat whose first or last event is
 * in a period has one in it, one outside it has none; only a chat with events both before and after a period is looked
 * up in stats_chat_lines.
 */
export const statsChatSpans = pgTable(
  'stats_chat_spans',
  { ...chatEventKey(), firstBucket: integer('first_bucket').notNull(), lastBucket: integer('last_bucket').notNull() },
  (t) => [
    primaryKey({ name: 'stats_chat_spans_key', columns: [t.chatId, t.event, t.operatorId] }),
    index('stats_chat_spans_event').on(t.event, t.operatorId, t.lastBucket, t.firstBucket, t.chatId),
  ],
);
