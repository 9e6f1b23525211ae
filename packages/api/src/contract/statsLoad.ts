import * as z from 'zod/mini';
import { SENTIMENTS } from './items.ts';
import { ReplyTimes, STATS_COUNT_COLUMNS, type StatsCounts } from './stats.ts';
import { IsoDate } from './workspaceHours.ts';

// spec §2.3 stats/*: reply times, load by hour of the week, tags, posts and emotions (sentiments), answered from the
// rollups (docs/stats.md). Every endpoint takes the StatsQuery of v1/stats/overall and has its gates.

export const STATS_REPLIES_PATH = 'v1/stats/replies';
export const STATS_HOURS_PATH = 'v1/stats/hours';
export const STATS_TAGS_PATH = 'v1/stats/tags';
export const STATS_POSTS_PATH = 'v1/stats/posts';
export const STATS_EMOTIONS_PATH = 'v1/stats/emotions';

/** The period as answered (the zone is the asked one, else the user's, else the workspace's). */
const period = { from: IsoDate, to: IsoDate, time_zone: z.string() };

/** Replies and their times: `replied` counts first replies (a chat: answered waits), each with its reply time. */
export const StatsReplyFigures = z.object({ replies: z.int(), replied: z.int(), reply_times: ReplyTimes });
export type StatsReplyFigures = z.infer<typeof StatsReplyFigures>;

export const StatsReplies = z.object({
  ...period,
  overall: StatsReplyFigures,
  /** Per operator (the team's figures: the stats or settings flag); null for anyone else. */
  operators: z.nullable(z.array(z.extend(StatsReplyFigures, { user_id: z.int() }))),
  /** Per account (object_id), the accounts with a reply in the period. */
  accounts: z.array(z.extend(StatsReplyFigures, { object_id: z.int() })),
});
export type StatsReplies = z.infer<typeof StatsReplies>;

/** Weekdays as ISO numbers them: 1 Monday … 7 Sunday. */
export const STATS_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const StatsHourCell = z.object({ weekday: z.int(), hour: z.int(), received: z.int(), replies: z.int() });
export type StatsHourCell = z.infer<typeof StatsHourCell>;

export const StatsHours = z.object({
  ...period,
  /** 7 × 24 cells, Monday 0:00 first, each the zone's weekday and wall-clock hour summed over the period. */
  cells: z.array(StatsHourCell),
});
export type StatsHours = z.infer<typeof StatsHours>;

export const StatsTag = z.object({
  tag_id: z.int(),
  received: z.int(),
  replies: z.int(),
  replied: z.int(),
  closed_with_reply: z.int(),
  closed_without_reply: z.int(),
  /** Comments received with the tag on each day of the answer's `days`. */
  trend: z.array(z.int()),
});
export type StatsTag = z.infer<typeof StatsTag>;

export const StatsTags = z.object({
  ...period,
  /** Every day of the period, in order (the trends' days). */
  days: z.array(IsoDate),
  /** The tags with a figure in the period, most received first. */
  tags: z.array(StatsTag),
});
export type StatsTags = z.infer<typeof StatsTags>;

/** The most commented posts one answer lists. */
export const STATS_POSTS_LIMIT = 100;

export const StatsPost = z.object({
  post_id: z.int(),
  object_id: z.int(),
  /** The post's text and link as the network gave them (untrusted: render as text). */
  text: z.string(),
  url: z.nullable(z.string()),
  received: z.int(),
  negative: z.int(),
  replied: z.int(),
  /** negative / received and replied / received (0…1); null without comments received in the period. */
  negative_share: z.nullable(z.number()),
  reply_rate: z.nullable(z.number()),
});
export type StatsPost = z.infer<typeof StatsPost>;

export const StatsPosts = z.object({
  ...period,
  /** The posts whose comments came in the period, most received first, at most STATS_POSTS_LIMIT. */
  posts: z.array(StatsPost),
});
export type StatsPosts = z.infer<typeof StatsPosts>;

/** Received comments per sentiment (spec §3 sentiments). */
export const StatsSentiments = z.object({ negative: z.int(), neutral: z.int(), positive: z.int(), none: z.int() });
export type StatsSentiments = z.infer<typeof StatsSentiments>;

export const StatsEmotions = z.object({
  ...period,
  totals: StatsSentiments,
  /** One row per day of the period, in order, days without comments included. */
  days: z.array(z.extend(StatsSentiments, { date: IsoDate })),
});
export type StatsEmotions = z.infer<typeof StatsEmotions>;

// The tables as the screens' table views and the CSV export have them (csv.ts csvOf writes them).

const REPLY_COLUMNS = ['replies', 'replied', 'count', 'median_s', 'p90_s'] as const;
const replyCells = (row: StatsReplyFigures) => [
  row.replies,
  row.replied,
  row.reply_times.count,
  row.reply_times.median_s,
  row.reply_times.p90_s,
];

/** Reply times: the overall row, then one per operator (the team's), then one per account. */
export const repliesTable = (
  answer: StatsReplies,
  headers: Record<'who' | 'overall' | (typeof REPLY_COLUMNS)[number], string> & {
    operator: (userId: number) => string;
    account: (objectId: number) => string;
  },
) => ({
  columns: [headers.who, ...REPLY_COLUMNS.map((column) => headers[column])],
  rows: [
    [headers.overall, ...replyCells(answer.overall)],
    ...(answer.operators ?? []).map((row) => [headers.operator(row.user_id), ...replyCells(row)]),
    ...answer.accounts.map((row) => [headers.account(row.object_id), ...replyCells(row)]),
  ],
});

/** Load by hour: one row per cell (weekday, hour). */
export const hoursTable = (
  answer: StatsHours,
  headers: Record<'weekday' | 'hour' | 'received' | 'replies', string> & { weekdayName: (weekday: number) => string },
) => ({
  columns: [headers.weekday, headers.hour, headers.received, headers.replies],
  rows: answer.cells.map((cell) => [headers.weekdayName(cell.weekday), cell.hour, cell.received, cell.replies]),
});

/** Tags: one row per tag, its period's counts. */
export const tagsTable = (
  answer: StatsTags,
  headers: Record<'tag' | keyof StatsCounts, string> & { tagName: (tagId: number) => string },
) => ({
  columns: [headers.tag, ...STATS_COUNT_COLUMNS.map((column) => headers[column])],
  rows: answer.tags.map((tag) => [headers.tagName(tag.tag_id), ...STATS_COUNT_COLUMNS.map((column) => tag[column])]),
});

/** Posts: one row per post, its text as written (csvOf defuses a formula-looking text). */
export const postsTable = (
  answer: StatsPosts,
  headers: Record<'post' | 'url' | 'received' | 'negative_share' | 'reply_rate', string>,
) => ({
  columns: [headers.post, headers.url, headers.received, headers.negative_share, headers.reply_rate],
  rows: answer.posts.map((post) => [post.text, post.url, post.received, post.negative_share, post.reply_rate]),
});

/** Emotions: one row per day, the received comments of each sentiment. */
export const emotionsTable = (answer: StatsEmotions, headers: Record<'date' | (typeof SENTIMENTS)[number], string>) => ({
  columns: [headers.date, ...SENTIMENTS.map((sentiment) => headers[sentiment])],
  rows: answer.days.map((day) => [day.date, ...SENTIMENTS.map((sentiment) => day[sentiment])]),
});
