import { parseDate } from '@internationalized/date';
import type { StatsStatusTime, StatusSegment } from '@console/api/contract';

// spec §2.3 stats/users/statuses (docs/stats.md "Status time"): the answer's timeline holds each stretch a user held a
// status, clipped to the period and now; a day's bar is its cut at the zone's day edges (DST-safe: a spring day has 23
// hours, so a bar's width is its own day's length).

/** The instant (unix s) a date ("YYYY-MM-DD") begins in a zone, as the server cuts its days (domain/zonedTime.ts). */
export function dayStartIn(date: string, timeZone: string): number {
  return Math.floor(parseDate(date).toDate(timeZone).getTime() / 1000);
}

const nextDate = (date: string) => parseDate(date).add({ days: 1 }).toString();

/** Every date of a period, both counted ("YYYY-MM-DD"; the answer's from and to, at most 366 days). */
export function periodDates(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to && dates.length <= 366; date = nextDate(date)) dates.push(date);
  return dates;
}

/** A stretch cut to one day: its instants and its place on the day's bar (fractions of the day, 0…1). */
export interface BarPiece {
  statusId: number;
  startedAt: number;
  endedAt: number;
  left: number;
  width: number;
}

/** One user's stretches on one day of the zone, cut at its edges. */
export function dayBar(segments: readonly StatusSegment[], date: string, timeZone: string): BarPiece[] {
  const start = dayStartIn(date, timeZone);
  const end = dayStartIn(nextDate(date), timeZone);
  const length = end - start;
  const pieces: BarPiece[] = [];
  for (const segment of segments) {
    const from = Math.max(segment.started_at, start);
    const to = Math.min(segment.ended_at, end);
    if (to <= from) continue;
    pieces.push({
      statusId: segment.status_id,
      startedAt: from,
      endedAt: to,
      left: (from - start) / length,
      width: (to - from) / length,
    });
  }
  return pieces;
}

/** The timeline by user, each user's stretches in order (the answer is ordered by user and start). */
export function segmentsByUser(time: StatsStatusTime): Map<number, StatusSegment[]> {
  const byUser = new Map<number, StatusSegment[]>();
  for (const segment of time.timeline) {
    const list = byUser.get(segment.user_id);
    if (list) list.push(segment);
    else byUser.set(segment.user_id, [segment]);
  }
  return byUser;
}

/** Seconds per user and status over the period (the sum of the answer's days). */
export function periodTotals(time: StatsStatusTime): Map<number, Map<number, number>> {
  const totals = new Map<number, Map<number, number>>();
  for (const day of time.days) {
    const user = totals.get(day.user_id) ?? new Map<number, number>();
    user.set(day.status_id, (user.get(day.status_id) ?? 0) + day.seconds);
    totals.set(day.user_id, user);
  }
  return totals;
}

/** The statuses the answer names, in the order given (the workspace's), unknown (deleted) ones after. */
export function statusIdsOf(time: StatsStatusTime, known: readonly number[]): number[] {
  const used = new Set([...time.days.map((day) => day.status_id), ...time.timeline.map((one) => one.status_id)]);
  return [...known.filter((id) => used.has(id)), ...[...used].filter((id) => !known.includes(id)).sort((a, b) => a - b)];
}
