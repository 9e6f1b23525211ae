import * as z from 'zod/mini';
import { RequestIdDigits as Digits, RequestIdParam } from './ids.ts';
import { NetworkId } from './networks.ts';
import { TimeZone } from './timeZone.ts';
import { IsoDate } from './workspaceHours.ts';

// spec §2.3 stats/*: the statistics' figures, answered from the server's rollups (docs/stats.md). A period
// is a run of whole days of one time zone; a day is that zone's day.

export const STATS_OVERALL_PATH = 'v1/stats/overall';
/**
 * One operator's overall figures (spec §2.3 stats/users/{id}): the answer of STATS_OVERALL_PATH with `user_id[]` the
 * path's user, who must be a member of the space (404 otherwise; docs/stats.md "Screens").
 */
export const STATS_USER_PATH = 'v1/stats/users/:user_id';
/** The longest period one request may ask for, in days (a year and a leap day). */
export const STATS_PERIOD_MAX_DAYS = 366;
/** Fixed log-scale reply-time bins: bin i starts at 2^(i/2) seconds (bin 0 at 0); the server's rollups use the same. */
export const STATS_REPLY_TIME_BINS = 48;
export const replyTimeBinStart = (bin: number): number => (bin === 0 ? 0 : 2 ** (bin / 2));

const multi = <T extends z.ZodMiniType>(value: T) => z.optional(z.union([value, z.array(value)]));

/**
 * GET v1/stats/overall: the period (from and to are both counted, "YYYY-MM-DD" in `tz`, the user's or else the
 * workspace's zone when absent) and the user settings' filters (spec §3: accounts, companies, networks, tags, and the
 * operators whose figures count).
 */
export const StatsQuery = z.object({
  space_id: RequestIdParam,
  from: IsoDate,
  to: IsoDate,
  tz: z.optional(TimeZone),
  'object_id[]': multi(Digits),
  'company_id[]': multi(Digits),
  'provider[]': multi(NetworkId),
  'tag_id[]': multi(Digits),
  'user_id[]': multi(Digits),
});
export type StatsQuery = z.infer<typeof StatsQuery>;

/** The counts every table of figures has (docs/stats.md names what each one counts). */
export const StatsCounts = z.object({
  /** Comments from the networks and chats' incoming messages. */
  received: z.int(),
  /** Our replies and chat messages. */
  replies: z.int(),
  /** Waits answered (a comment's first reply; a chat's first message after the person's unanswered ones). */
  replied: z.int(),
  closed_with_reply: z.int(),
  closed_without_reply: z.int(),
});
export type StatsCounts = z.infer<typeof StatsCounts>;

/** Reply times read from the histogram: percentiles are a bin's geometric middle, so within a factor of 1.19. */
export const ReplyTimes = z.object({
  count: z.int(),
  median_s: z.nullable(z.number()),
  p90_s: z.nullable(z.number()),
  /** Counts per bin (STATS_REPLY_TIME_BINS of them). */
  bins: z.array(z.int()),
});
export type ReplyTimes = z.infer<typeof ReplyTimes>;

export const StatsDay = z.extend(StatsCounts, { date: IsoDate });
export type StatsDay = z.infer<typeof StatsDay>;

/**
 * The counts of each channel the caller sees (docs/stats.md "Screens": a drill-down opens one list, the comments' or
 * the chats', so a number that opens a list is one channel's). A channel the caller does not see is absent.
 */
export const StatsChannels = z.object({ comments: z.optional(StatsCounts), chats: z.optional(StatsCounts) });
export type StatsChannels = z.infer<typeof StatsChannels>;

export const StatsOperator = z.extend(StatsCounts, {
  user_id: z.int(),
  /** The same counts per channel (optional: another backend may not split them). */
  channels: z.optional(StatsChannels),
  /** The operator's first reply times (optional, as channels). */
  reply_times: z.optional(ReplyTimes),
});
export type StatsOperator = z.infer<typeof StatsOperator>;

export const StatsOverall = z.object({
  from: IsoDate,
  to: IsoDate,
  time_zone: z.string(),
  totals: StatsCounts,
  /** The totals per channel (optional: another backend may answer the sums only). */
  channels: z.optional(StatsChannels),
  reply_times: ReplyTimes,
  /** One row per day of the period, in order, days without events included. */
  days: z.array(StatsDay),
  /**
   * The team's figures, per operator (docs/stats.md: the stats or settings role flag); null for anyone else, who may
   * filter by their own user id only.
   */
  operators: z.nullable(z.array(StatsOperator)),
});
export type StatsOverall = z.infer<typeof StatsOverall>;

/** A percentile of a histogram (0 < share <= 1): the middle of the bin it falls in; null when it is empty. */
export function histogramPercentile(bins: readonly number[], share: number): number | null {
  const total = bins.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * share);
  let seen = 0;
  for (let bin = 0; bin < bins.length; bin++) {
    seen += bins[bin]!;
    if (seen >= rank) return bin === 0 ? 1 : Math.round(Math.sqrt(replyTimeBinStart(bin) * replyTimeBinStart(bin + 1)));
  }
  return null;
}

/** The days of a period, "YYYY-MM-DD" from `from` to `to` inclusive (calendar dates: no time zone needed). */
export function periodDays(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= end && days.length <= STATS_PERIOD_MAX_DAYS; at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

export const STATS_COUNT_COLUMNS = ['received', 'replies', 'replied', 'closed_with_reply', 'closed_without_reply'] as const;

/**
 * The overall table as the screen's table view and the CSV export have it: one row per day (csv.ts writes it). One
 * operator's figures leave `received` out (what the networks did is nobody's): `columns` names the counts shown.
 */
export const overallTable = (
  overall: StatsOverall,
  headers: Record<'date' | keyof StatsCounts, string>,
  columns: readonly (keyof StatsCounts)[] = STATS_COUNT_COLUMNS,
) => ({
  columns: [headers.date, ...columns.map((column) => headers[column])],
  rows: overall.days.map((day) => [day.date, ...columns.map((column) => day[column])]),
});

/** The counts of one operator's figures (stats/users/{id}, stats/my): what they did, without what the networks did. */
export const STATS_OPERATOR_COLUMNS = ['replies', 'replied', 'closed_with_reply', 'closed_without_reply'] as const;
