import * as z from 'zod/mini';
import { RequestIdDigits as Digits, RequestIdParam } from './ids.ts';
import { NetworkId } from './networks.ts';
import { LockTarget } from './socket.ts';
import { StatsCounts } from './stats.ts';
import { TimeZone } from './timeZone.ts';
import { IsoDate } from './workspaceHours.ts';

// spec §2.3 stats/dashboard, stats/live and the shortcuts /dashboard, /live (docs/stats.md "Dashboard and live"):
// what is happening now and today against the last 30 days. No period: today is the zone's today. The filters are the
// dashboard's (spec §2.5: its filter count covers only object_id, company_id and provider).

export const STATS_DASHBOARD_PATH = 'v1/stats/dashboard';
export const STATS_LIVE_PATH = 'v1/stats/live';
/** The period today is set against: the days before today, averaged per day. */
export const STATS_DASHBOARD_PERIOD_DAYS = 30;
/** Comments and chats counted as open (spec §9: the lists' default statuses). */
export const STATS_OPEN_STATUSES = ['new', 'inprogress'] as const;

const multi = <T extends z.ZodMiniType>(value: T) => z.optional(z.union([value, z.array(value)]));

export const StatsNowQuery = z.object({
  space_id: RequestIdParam,
  tz: z.optional(TimeZone),
  'object_id[]': multi(Digits),
  'company_id[]': multi(Digits),
  'provider[]': multi(NetworkId),
});
export type StatsNowQuery = z.infer<typeof StatsNowQuery>;

/** Now: open (new and in progress), new, and open without an assignee (the lists' "unassigned": a comment without a user, a chat without anyone). */
export const StatsOpenCounters = z.object({ open: z.int(), new: z.int(), unassigned: z.int() });
export type StatsOpenCounters = z.infer<typeof StatsOpenCounters>;

/** Members holding one status now (`status_id` null: none chosen). */
export const StatsStatusCount = z.object({ status_id: z.nullable(z.int()), count: z.int() });
export type StatsStatusCount = z.infer<typeof StatsStatusCount>;

/** An operator now: their status and load (open comments and chats assigned to them, replies today). */
export const StatsOperatorLoad = z.object({
  user_id: z.int(),
  name: z.string(),
  status_id: z.nullable(z.int()),
  /** Whether the status is flagged offline (or none is chosen). */
  offline: z.boolean(),
  open_items: z.int(),
  open_chats: z.int(),
  replies_today: z.int(),
});
export type StatsOperatorLoad = z.infer<typeof StatsOperatorLoad>;

export const StatsDashboard = z.object({
  time_zone: z.string(),
  /** Today in the zone. */
  today: IsoDate,
  /** The period's first and last day (the STATS_DASHBOARD_PERIOD_DAYS days before today). */
  from: IsoDate,
  to: IsoDate,
  /** Comments now; null where the membership has no items flag. */
  comments: z.nullable(StatsOpenCounters),
  /** Chats now; null where the membership has no messages flag. */
  chats: z.nullable(StatsOpenCounters),
  /** Today's events (the rollups' counts, comments and chats together) … */
  today_counts: StatsCounts,
  /** … against the period's average per day (one decimal). */
  average_counts: z.object({
    received: z.number(),
    replies: z.number(),
    replied: z.number(),
    closed_with_reply: z.number(),
    closed_without_reply: z.number(),
  }),
  /** Members per status now (the statuses' names and colours are the config's user_statuses). */
  by_status: z.array(StatsStatusCount),
  /**
   * Every member with their status and load: the team's figures, null without the stats or settings flag (as
   * `operators` of v1/stats/overall; spec §1: an operator or reader sees no one else's figures).
   */
  operators: z.nullable(z.array(StatsOperatorLoad)),
});
export type StatsDashboard = z.infer<typeof StatsDashboard>;

/** Waiting now: how many, and since when the oldest waits (unix seconds; null with none). */
export const StatsQueue = z.object({ count: z.int(), oldest_at: z.nullable(z.int()) });
export type StatsQueue = z.infer<typeof StatsQueue>;

/** A member online (status not flagged offline) and what they have open now (the viewers' locks, docs/socket.md). */
export const StatsOnline = z.object({
  user_id: z.int(),
  name: z.string(),
  status_id: z.nullable(z.int()),
  /** The items, chats and issues they hold open, those the caller may open. */
  holding: z.array(LockTarget),
});
export type StatsOnline = z.infer<typeof StatsOnline>;

export const StatsLive = z.object({
  /** When it was read (unix seconds): the waits' ages are from it. */
  at: z.int(),
  /** New comments (top-level, not excluded); null without the items flag. */
  comments: z.nullable(StatsQueue),
  /** Open chats whose last message is the person's (waiting for us); null without the messages flag. */
  chats: z.nullable(StatsQueue),
  /** Who is online and on what: the team's figures, null without the stats or settings flag (as the dashboard's `operators`). */
  online: z.nullable(z.array(StatsOnline)),
});
export type StatsLive = z.infer<typeof StatsLive>;

/** The load per operator as the dashboard's table shows it (CSV export writes the same). */
export const operatorLoadTable = (
  dashboard: StatsDashboard,
  headers: Record<'operator' | 'status' | 'open_items' | 'open_chats' | 'replies_today', string>,
  statusName: (id: number | null) => string,
) => ({
  columns: [headers.operator, headers.status, headers.open_items, headers.open_chats, headers.replies_today],
  rows: (dashboard.operators ?? []).map((one) => [
    one.name,
    statusName(one.status_id),
    one.open_items,
    one.open_chats,
    one.replies_today,
  ]),
});
