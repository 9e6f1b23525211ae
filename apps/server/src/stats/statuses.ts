// GET v1/stats/users/statuses, users/{id}/statuses, my/statuses, users/workinghours, users/{id}/workinghours and
// userstime (docs/stats.md "Status time"): seconds per day of the asked zone summed from stats_status_time's
// 15-minute buckets, plus each user's open interval (their current status, up to now) which no bucket holds yet.
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
import { scheduleSlots } from '../domain/workSchedule.ts';
import { dayEdges } from './overall.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
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

/** Each user's current status (their last change) when it is one of the space's: the interval no bucket holds yet. */
async function openIntervals(db: Db, period: StatusPeriod) {
  const rows = rowsOf<{ user_id: number; space_id: number; status_id: number; at: number }>(
    await db.execute(sql`
      select distinct on (user_id) user_id, space_id, status_id, at from status_changes
      where ${usersIn(period, sql`user_id`)} order by user_id, at desc, id desc`),
  );
  return rows
    .filter((row) => Number(row.space_id) === period.spaceId && Number(row.status_id) !== 0)
    .map((row) => ({
      userId: Number(row.user_id),
      statusId: Number(row.status_id),
      started: Number(row.at),
      ended: period.nowS,
    }));
}

/** Seconds per (day, user, status) of the period: the buckets' sums and the open intervals cut at the day edges. */
export async function statusSeconds(db: Db, period: StatusPeriod): Promise<StatusTimeDay[]> {
  const { edges, days } = period;
  const summed = rowsOf<{ day: number; user_id: number; status_id: number; seconds: number }>(
    await db.execute(sql`
      select width_bucket(bucket, array[${list(edges)}]::integer[]) as day, user_id, status_id, sum(seconds)::integer as seconds
      from stats_status_time
      where space_id = ${period.spaceId} and bucket >= ${edges[0]!} and bucket < ${edges.at(-1)!} and ${usersIn(period, sql`user_id`)}
      group by 1, 2, 3`),
  );
  const key = (day: number, userId: number, statusId: number) => `${day}:${userId}:${statusId}`;
  const total = new Map<string, StatusTimeDay>();
  const add = (day: number, userId: number, statusId: number, seconds: number) => {
    if (seconds <= 0) return;
    const found = total.get(key(day, userId, statusId));
    if (found) found.seconds += seconds;
    else total.set(key(day, userId, statusId), { date: days[day]!, user_id: userId, status_id: statusId, seconds });
  };
  for (const row of summed) add(Number(row.day) - 1, Number(row.user_id), Number(row.status_id), Number(row.seconds));
  for (const open of await openIntervals(db, period))
    days.forEach((_, day) =>
      add(day, open.userId, open.statusId, overlap(open.started, open.ended, edges[day]!, edges[day + 1]!)),
    );
  return [...total.values()].sort((a, b) => a.date.localeCompare(b.date) || a.user_id - b.user_id || a.status_id - b.status_id);
}

/** The statuses held in the period, from the changes themselves (a few a day each), clipped to the period and now. */
export async function statusTimeline(db: Db, period: StatusPeriod): Promise<StatusSegment[]> {
  const from = period.edges[0]!;
  const to = Math.min(period.edges.at(-1)!, period.nowS);
  const rows = rowsOf<StatusSegment>(
    await db.execute(sql`
      select user_id, status_id, greatest(at, ${from})::integer as started_at, least(coalesce(ended, ${period.nowS}), ${to})::integer as ended_at
      from (
        select user_id, space_id, status_id, at, lead(at) over (partition by user_id order by at, id) as ended
        from status_changes where ${usersIn(period, sql`user_id`)} and at < ${to}
      ) c
      where space_id = ${period.spaceId} and status_id <> 0 and coalesce(ended, ${period.nowS}) > ${from}
        and least(coalesce(ended, ${period.nowS}), ${to}) > greatest(at, ${from})
      order by user_id, at`),
  );
  return rows.map((row) => ({
    user_id: Number(row.user_id),
    status_id: Number(row.status_id),
    started_at: Number(row.started_at),
    ended_at: Number(row.ended_at),
  }));
}

export async function statsStatusTime(db: Db, period: StatusPeriod, timeZone: string): Promise<StatsStatusTime> {
  const [days, timeline] = await Promise.all([statusSeconds(db, period), statusTimeline(db, period)]);
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
 * Planned (the schedule's slots in working statuses) against actual (time in working statuses) per user and day:
 * adherence is the planned time spent in a working status; a late start is the first working status after the day's
 * first planned start (minutes).
 */
export async function statsWorkingHours(db: Db, period: StatusPeriod, timeZone: string): Promise<StatsWorkingHours> {
  const { edges, days } = period;
  const [flags, userIds, seconds, timeline] = await Promise.all([
    statusFlags(db, period.spaceId),
    membersOf(db, period),
    statusSeconds(db, period),
    statusTimeline(db, period),
  ]);
  const rows: WorkingHoursDay[] = [];
  /** Seconds of plan spent working, per user: the totals' adherence from seconds, not from rounded percents. */
  const keptOf = new Map<number, number>();
  // Worked seconds per user and day, summed once (a year's rows filtered per user and day took seconds).
  const workedOf = new Map<string, number>();
  for (const row of seconds)
    if (flags.working.has(row.status_id))
      workedOf.set(`${row.user_id}|${row.date}`, (workedOf.get(`${row.user_id}|${row.date}`) ?? 0) + row.seconds);
  for (const userId of userIds) {
    const userSlots = (await scheduleSlots(db, userId, period.spaceId, edges[0]! * 1000, edges.at(-1)! * 1000))
      .filter((slot) => flags.working.has(slot.statusId))
      .map((slot) => ({ started: Math.floor(slot.startedAt / 1000), ended: Math.floor(slot.endedAt / 1000) }));
    const userWorking = timeline.filter((segment) => segment.user_id === userId && flags.working.has(segment.status_id));
    days.forEach((date, day) => {
      const [start, end] = [edges[day]!, edges[day + 1]!];
      // Only what overlaps the day counts in it (order kept: the first slot and segment below are the same ones).
      const slots = userSlots.filter((slot) => slot.started < end && slot.ended >= start);
      const working = userWorking.filter((segment) => segment.started_at < end && segment.ended_at > start);
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
  const [flags, userIds, seconds] = await Promise.all([
    statusFlags(db, period.spaceId),
    membersOf(db, period),
    statusSeconds(db, period),
  ]);
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
