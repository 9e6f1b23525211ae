import * as z from 'zod/mini';
import { RequestIdParam } from './ids.ts';
import { IsoDate } from './workspaceHours.ts';

// spec §2.3 stats/users/statuses, users/{id}/statuses, my/statuses, users/workinghours, users/{id}/workinghours,
// userstime: operators' status time and schedule adherence (docs/stats.md "Status time"). The query is StatsQuery
// (space, period, zone; `user_id[]` narrows the operators); times are unix seconds, durations seconds or minutes.

export const STATS_USERS_STATUSES_PATH = 'v1/stats/users/statuses';
export const STATS_USER_STATUSES_PATH = 'v1/stats/users/:user_id/statuses';
export const STATS_MY_STATUSES_PATH = 'v1/stats/my/statuses';
export const STATS_USERS_WORKINGHOURS_PATH = 'v1/stats/users/workinghours';
export const STATS_USER_WORKINGHOURS_PATH = 'v1/stats/users/:user_id/workinghours';
export const STATS_USERSTIME_PATH = 'v1/stats/userstime';
/** A start later than this many minutes after the planned one counts as late (a choice: the spec names no grace). */
export const STATS_LATE_GRACE_MIN = 5;

export const StatsUserParams = z.object({ user_id: RequestIdParam });
export type StatsUserParams = z.infer<typeof StatsUserParams>;

/** Seconds one user spent in one status on one day of the zone (days and statuses without time are left out). */
export const StatusTimeDay = z.object({ date: IsoDate, user_id: z.int(), status_id: z.int(), seconds: z.int() });
export type StatusTimeDay = z.infer<typeof StatusTimeDay>;

/** One stretch of the timeline: the user held the status from started_at to ended_at (clipped to the period and now). */
export const StatusSegment = z.object({ user_id: z.int(), status_id: z.int(), started_at: z.int(), ended_at: z.int() });
export type StatusSegment = z.infer<typeof StatusSegment>;

export const StatsStatusTime = z.object({
  from: IsoDate,
  to: IsoDate,
  time_zone: z.string(),
  days: z.array(StatusTimeDay),
  /** Every status held in the period, by user and start: a timeline per day is its cut at the zone's day edges. */
  timeline: z.array(StatusSegment),
});
export type StatsStatusTime = z.infer<typeof StatsStatusTime>;

/** A day of a user's schedule against their status time (worked: time in statuses flagged `workinghours`). */
export const WorkingHoursDay = z.object({
  date: IsoDate,
  user_id: z.int(),
  planned_min: z.int(),
  worked_min: z.int(),
  /** Share of the planned working minutes spent in a working status (0…100); null with nothing planned. */
  adherence_pct: z.nullable(z.int()),
  /** Minutes from the day's first planned working start to the first working status at or after it; null: none planned. */
  late_start_min: z.nullable(z.int()),
});
export type WorkingHoursDay = z.infer<typeof WorkingHoursDay>;

export const WorkingHoursTotal = z.object({
  user_id: z.int(),
  planned_min: z.int(),
  worked_min: z.int(),
  adherence_pct: z.nullable(z.int()),
  /** Days whose late_start_min is over STATS_LATE_GRACE_MIN. */
  late_starts: z.int(),
});
export type WorkingHoursTotal = z.infer<typeof WorkingHoursTotal>;

export const StatsWorkingHours = z.object({
  from: IsoDate,
  to: IsoDate,
  time_zone: z.string(),
  /** One row per user and day of the period, days without plan or work included. */
  days: z.array(WorkingHoursDay),
  users: z.array(WorkingHoursTotal),
});
export type StatsWorkingHours = z.infer<typeof StatsWorkingHours>;

/** An operator's time over the period: online (any status not flagged offline) and working (flagged workinghours). */
export const UsersTimeRow = z.object({ user_id: z.int(), online_s: z.int(), working_s: z.int() });
export type UsersTimeRow = z.infer<typeof UsersTimeRow>;

export const StatsUsersTime = z.object({
  from: IsoDate,
  to: IsoDate,
  time_zone: z.string(),
  /** Every member of the space (narrowed by `user_id[]`), zeros included. */
  users: z.array(UsersTimeRow),
});
export type StatsUsersTime = z.infer<typeof StatsUsersTime>;

// The tables as the screens' table views and the CSV export (csvOf) write them.

export const statusTimeTable = (
  time: StatsStatusTime,
  headers: Record<'date' | 'user' | 'status' | 'minutes', string>,
  names: { user: (id: number) => string; status: (id: number) => string },
) => ({
  columns: [headers.date, headers.user, headers.status, headers.minutes],
  rows: time.days.map((day) => [day.date, names.user(day.user_id), names.status(day.status_id), Math.round(day.seconds / 60)]),
});

export const workingHoursTable = (
  hours: StatsWorkingHours,
  headers: Record<'date' | 'user' | keyof Omit<WorkingHoursDay, 'date' | 'user_id'>, string>,
  names: { user: (id: number) => string },
) => ({
  columns: [headers.date, headers.user, headers.planned_min, headers.worked_min, headers.adherence_pct, headers.late_start_min],
  rows: hours.days.map((day) => [
    day.date,
    names.user(day.user_id),
    day.planned_min,
    day.worked_min,
    day.adherence_pct,
    day.late_start_min,
  ]),
});

export const usersTimeTable = (
  time: StatsUsersTime,
  headers: Record<'user' | 'online_min' | 'working_min', string>,
  names: { user: (id: number) => string },
) => ({
  columns: [headers.user, headers.online_min, headers.working_min],
  rows: time.users.map((row) => [names.user(row.user_id), Math.round(row.online_s / 60), Math.round(row.working_s / 60)]),
});
