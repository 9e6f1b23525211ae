// GET v1/stats/users/statuses, users/{id}/statuses, my/statuses, users/workinghours, users/{id}/workinghours and
// userstime (docs/stats.md "Status time"): seconds per day of the asked zone, the status changes' intervals cut at the
// day edges (what stats_status_time's 15-minute buckets sum to), the current status up to now.
import { sql, type SQL } from 'drizzle-orm';
import {
  periodDays,
  STATS_LATE_GRACE_MIN,
  type StatsStatusTime,
  type StatsUsersTime,
  type StatsWorkingHours,
  type StatusSegment,
  type StatusTimeDay,
  type WorkingHoursDay,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { scheduleSlotsOf } from '../domain/workSchedule.ts';
import { dayEdges } from './overall.ts';
import { rowsOf } from '../db/rows.ts';

const list = (values: readonly number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

/** What a request reads: the space, the period's day edges (unix seconds), the users (null: every member), now. */
export type StatusPeriod = { spaceId: number; days: string[]; edges: number[]; userIds: number[] | null; nowS: number };

export function statusPeriod(
  spaceId: number,
  from: string,
  to: string,
  timeZone: string,
  userIds: number[] | null,
  nowMs: number,
) {
  const days = periodDays(from, to);
  return { spaceId, days, edges: dayEdges(days, timeZone), userIds, nowS: Math.floor(nowMs / 1000) } satisfies StatusPeriod;
}

const usersIn = (period: StatusPeriod, column: SQL): SQL =>
  period.userIds === null
    ? sql`${column} in (select user_id from space_members where space_id = ${period.spaceId})`
    : period.userIds.length === 0
      ? sql`false`
      : sql`${column} in (${list(period.userIds)})`;

/** A status held from `started` until `ended` (the user's next change; now for their current status). */
type Interval = { userId: number; statusId: number; started: number; ended: number };

/**
 * The intervals of the space's statuses that overlap the period, by user and start: one query over the status changes
 * (a few a day each; a year is thousands of intervals, where stats_status_time's 15-minute buckets are hundreds of
 * thousands of rows). lead() looks at each user's every change, whatever its space; the last one is open, up to now.
 */
async function statusIntervals(db: Db, period: StatusPeriod): Promise<Interval[]> {
  const [from, to] = [period.edges[0]!, period.edges.at(-1)!];
  // One row per user with the intervals as arrays: PGlite hands over ten rows of arrays several times faster than
  // thousands of rows (a year: 13 ms against 48 on the 1M bench).
  const rows = rowsOf<{ user_id: number; statuses: number[]; starts: number[]; ends: number[] }>(
    await db.execute(sql`
      select user_id, array_agg(status_id order by at, id) as statuses, array_agg(at order by at, id) as starts,
        array_agg(coalesce(ended, ${period.nowS}) order by at, id) as ends
      from (
        select user_id, space_id, status_id, at, id, lead(at) over (partition by user_id order by at, id) as ended
        from status_changes where ${usersIn(period, sql`user_id`)}
      ) c
      where space_id = ${period.spaceId} and status_id <> 0 and at < ${to} and coalesce(ended, ${period.nowS}) > ${from}
      group by user_id order by user_id`),
  );
  return rows.flatMap((row) =>
    row.statuses.map((statusId, i) => ({
      userId: Number(row.user_id),
      statusId: Number(statusId),
      started: Number(row.starts[i]),
      ended: Number(row.ends[i]),
    })),
  );
}

/**
 * Seconds per (day, user, status) of the period: each interval cut at the day edges. The buckets of stats_status_time
 * hold exactly the closed intervals' seconds (statusTime.ts, its property test) and a day is a run of whole buckets,
 * so this is what the day's buckets sum to, plus the current status up to now, which no bucket holds yet.
 */
export function statusSeconds(period: StatusPeriod, intervals: readonly Interval[]): StatusTimeDay[] {
  const { edges, days } = period;
  const key = (day: number, userId: number, statusId: number) => `${day}:${userId}:${statusId}`;
  const total = new Map<string, StatusTimeDay>();
  for (const { userId, statusId, started, ended } of intervals) {
    // The first day the interval reaches (binary search over the edges), then the days up to its end.
    let low = 0;
    let high = days.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (edges[middle]! <= started) low = middle;
      else high = middle - 1;
    }
    for (let day = low; day < days.length && edges[day]! < ended; day++) {
      const seconds = overlap(started, ended, edges[day]!, edges[day + 1]!);
      if (seconds <= 0) continue;
      const found = total.get(key(day, userId, statusId));
      if (found) found.seconds += seconds;
      else total.set(key(day, userId, statusId), { date: days[day]!, user_id: userId, status_id: statusId, seconds });
    }
  }
  return [...total.values()].sort((a, b) => a.date.localeCompare(b.date) || a.user_id - b.user_id || a.status_id - b.status_id);
}

/** The statuses held in the period, clipped to the period and now (the intervals' order: by user, then start). */
export function statusTimeline(period: StatusPeriod, intervals: readonly Interval[]): StatusSegment[] {
  const from = period.edges[0]!;
  const to = Math.min(period.edges.at(-1)!, period.nowS);
  return intervals
    .map((interval) => ({
      user_id: interval.userId,
      status_id: interval.statusId,
      started_at: Math.max(interval.started, from),
      ended_at: Math.min(interval.ended, to),
    }))
    .filter((segment) => segment.ended_at > segment.started_at);
}

export async function statsStatusTime(db: Db, period: StatusPeriod, timeZone: string): Promise<StatsStatusTime> {
  const intervals = await statusIntervals(db, period);
  const [days, timeline] = [statusSeconds(period, intervals), statusTimeline(period, intervals)];
  return { from: period.days[0]!, to: period.days.at(-1)!, time_zone: timeZone, days, timeline };
}

/** The space's statuses by flag: which count as working time, which as offline. */
async function statusFlags(db: Db, spaceId: number) {
  const rows = rowsOf<{ id: number; offline: boolean; workinghours: boolean }>(
    await db.execute(sql`select id, offline, workinghours from user_statuses where space_id = ${spaceId}`),
  );
  return {
    working: new Set(rows.filter((row) => row.workinghours).map((row) => Number(row.id))),
    offline: new Set(rows.filter((row) => row.offline).map((row) => Number(row.id))),
  };
}

/** The users a request covers: the named members, or every member of the space, by id. */
async function membersOf(db: Db, period: StatusPeriod): Promise<number[]> {
  // Named users count only while members of the space (a stranger's id in `user_id[]` gets no row).
  const named = period.userIds === null ? sql`true` : usersIn(period, sql`user_id`);
  const rows = rowsOf<{ user_id: number }>(
    await db.execute(sql`select user_id from space_members where space_id = ${period.spaceId} and ${named} order by user_id`),
  );
  return rows.map((row) => Number(row.user_id));
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : null);

/**
 * Each day's items, in the items' order: an item is on day i when it starts before the day's end and `reaches` the
 * day's start (the first day is found by a binary search over the edges).
 */
function byDay<T>(
  edges: readonly number[],
  items: readonly T[],
  startOf: (item: T) => number,
  reaches: (item: T, start: number) => boolean,
) {
  const days: T[][] = Array.from({ length: edges.length - 1 }, () => []);
  for (const item of items) {
    const started = startOf(item);
    let low = 0;
    let high = days.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (edges[middle]! <= started) low = middle;
      else high = middle - 1;
    }
    for (let day = low; day < days.length && started < edges[day + 1]! && reaches(item, edges[day]!); day++)
      days[day]!.push(item);
  }
  return days;
}

/**
 * Planned (the schedule's slots in working statuses) against actual (time in working statuses) per user and day:
 * adherence is the planned time spent in a working status; a late start is the first working status after the day's
 * first planned start (minutes).
 */
export async function statsWorkingHours(db: Db, period: StatusPeriod, timeZone: string): Promise<StatsWorkingHours> {
  const { edges, days } = period;
  const [flags, userIds, intervals] = await Promise.all([
    statusFlags(db, period.spaceId),
    membersOf(db, period),
    statusIntervals(db, period),
  ]);
  const [seconds, timeline] = [statusSeconds(period, intervals), statusTimeline(period, intervals)];
  const rows: WorkingHoursDay[] = [];
  /** Seconds of plan spent working, per user: the totals' adherence from seconds, not from rounded percents. */
  const keptOf = new Map<number, number>();
  // Worked seconds per user and day, summed once (a year's rows filtered per user and day took seconds).
  const workedOf = new Map<string, number>();
  for (const row of seconds)
    if (flags.working.has(row.status_id))
      workedOf.set(`${row.user_id}|${row.date}`, (workedOf.get(`${row.user_id}|${row.date}`) ?? 0) + row.seconds);
  const slotsOf = await scheduleSlotsOf(db, userIds, period.spaceId, edges[0]! * 1000, edges.at(-1)! * 1000);
  for (const userId of userIds) {
    const userSlots = (slotsOf.get(userId) ?? [])
      .filter((slot) => flags.working.has(slot.statusId))
      .map((slot) => ({ started: Math.floor(slot.startedAt / 1000), ended: Math.floor(slot.endedAt / 1000) }));
    const userWorking = timeline.filter((segment) => segment.user_id === userId && flags.working.has(segment.status_id));
    // Only what overlaps a day counts in it: each slot and segment placed on its days once, in order (the first slot
    // and segment below are the same ones), not every one tested against every day.
    const slotsByDay = byDay(
      edges,
      userSlots,
      (slot) => slot.started,
      (slot, start) => slot.ended >= start,
    );
    const workingByDay = byDay(
      edges,
      userWorking,
      (segment) => segment.started_at,
      (segment, start) => segment.ended_at > start,
    );
    days.forEach((date, day) => {
      const [start, end] = [edges[day]!, edges[day + 1]!];
      const slots = slotsByDay[day]!;
      const working = workingByDay[day]!;
      const planned = slots.reduce((sum, slot) => sum + overlap(slot.started, slot.ended, start, end), 0);
      const worked = workedOf.get(`${userId}|${date}`) ?? 0;
      let kept = 0;
      for (const slot of slots)
        for (const segment of working)
          kept += overlap(Math.max(slot.started, start), Math.min(slot.ended, end), segment.started_at, segment.ended_at);
      keptOf.set(userId, (keptOf.get(userId) ?? 0) + kept);
      const first = slots.filter((slot) => slot.started >= start && slot.started < end).at(0)?.started;
      const began =
        first === undefined
          ? undefined
          : working.find((segment) => segment.started_at <= first && first < segment.ended_at)
            ? first
            : working.find((segment) => segment.started_at > first && segment.started_at < end)?.started_at;
      rows.push({
        date,
        user_id: userId,
        planned_min: Math.round(planned / 60),
        worked_min: Math.round(worked / 60),
        adherence_pct: percent(kept, planned),
        late_start_min: first === undefined || began === undefined ? null : Math.round((began - first) / 60),
      });
    });
  }
  const users = userIds.map((userId) => {
    const mine = rows.filter((row) => row.user_id === userId);
    const planned = mine.reduce((sum, row) => sum + row.planned_min, 0);
    const kept = (keptOf.get(userId) ?? 0) / 60;
    return {
      user_id: userId,
      planned_min: planned,
      worked_min: mine.reduce((sum, row) => sum + row.worked_min, 0),
      adherence_pct: percent(kept, planned),
      late_starts: mine.filter((row) => (row.late_start_min ?? 0) > STATS_LATE_GRACE_MIN).length,
    };
  });
  return { from: days[0]!, to: days.at(-1)!, time_zone: timeZone, days: rows, users };
}

/** Each operator's time online (a status not flagged offline) and working (flagged workinghours) over the period. */
export async function statsUsersTime(db: Db, period: StatusPeriod, timeZone: string): Promise<StatsUsersTime> {
  const [flags, userIds, intervals] = await Promise.all([
    statusFlags(db, period.spaceId),
    membersOf(db, period),
    statusIntervals(db, period),
  ]);
  const seconds = statusSeconds(period, intervals);
  const users = userIds.map((userId) => {
    const mine = seconds.filter((row) => row.user_id === userId);
    return {
      user_id: userId,
      online_s: mine.filter((row) => !flags.offline.has(row.status_id)).reduce((sum, row) => sum + row.seconds, 0),
      working_s: mine.filter((row) => flags.working.has(row.status_id)).reduce((sum, row) => sum + row.seconds, 0),
    };
  });
  return { from: period.days[0]!, to: period.days.at(-1)!, time_zone: timeZone, users };
}
