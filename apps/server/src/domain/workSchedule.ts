// A user's schedule as instants: the weekly grid of shifts laid on the calendar of their time zone (theirs if set,
// else the workspace's: issue "Time", spec §3 user time_zone), with absence days taken out; dated slots
// (working_hours) join them. GET v1/me/workinghours, the status check and the shift-start job read it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { absences, shifts, spaces, users } from '../db/schema.ts';
import { zonedMinute, zonedParts } from './zonedTime.ts';

export type Slot = { startedAt: number; endedAt: number; statusId: number };
type GridShift = { weekday: number; startMinute: number; endMinute: number; statusId: number };
type AbsenceDays = { startsOn: string; endsOn: string };
type CalendarDay = { year: number; month: number; day: number };

const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" and the ISO weekday of a calendar day (days may overflow). */
function dayOf(day: CalendarDay): { date: string; weekday: number } {
  const utc = new Date(Date.UTC(day.year, day.month - 1, day.day));
  return { date: utc.toISOString().slice(0, 10), weekday: ((utc.getUTCDay() + 6) % 7) + 1 };
}

/** The grid's shifts on the days around [from, to) in `timeZone`, but on absence days, overlapping [from, to). */
export function expandShifts(
  grid: readonly GridShift[],
  absent: readonly AbsenceDays[],
  timeZone: string,
  from: number,
  to: number,
): Slot[] {
  const first = zonedParts(from, timeZone);
  const days = Math.ceil((to - from) / DAY_MS) + 2;
  const slots: Slot[] = [];
  for (let offset = -1; offset <= days; offset += 1) {
    const day = { year: first.year, month: first.month, day: first.day + offset };
    const { date, weekday } = dayOf(day);
    if (absent.some((absence) => absence.startsOn <= date && date <= absence.endsOn)) continue;
    for (const shift of grid) {
      if (shift.weekday !== weekday) continue;
      const startedAt = zonedMinute(day, shift.startMinute, timeZone);
      const endedAt = zonedMinute(day, shift.endMinute, timeZone);
      if (endedAt > from && startedAt < to) slots.push({ startedAt, endedAt, statusId: shift.statusId });
    }
  }
  return slots;
}

/** The user's time zone if set, else the workspace's. */
export async function scheduleTimeZone(db: Db, userId: number, spaceId: number): Promise<string> {
  const [user] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  if (user?.timeZone) return user.timeZone;
  const [space] = await db.select({ timeZone: spaces.timeZone }).from(spaces).where(eq(spaces.id, spaceId));
  return space?.timeZone ?? 'UTC';
}

/** The user's slots in one space overlapping [from, to), by start: the grid's and the dated ones, absences taken out. */
export async function scheduleSlots(db: Db, userId: number, spaceId: number, from: number, to: number): Promise<Slot[]> {
  return (await scheduleSlotsOf(db, [userId], spaceId, from, to)).get(userId) ?? [];
}

/**
 * The same for several users at once (the statistics' working hours of a team over a year): five queries for all of
 * them, not four per user. Every named user gets an entry.
 */
export async function scheduleSlotsOf(
  db: Db,
  userIds: readonly number[],
  spaceId: number,
  from: number,
  to: number,
): Promise<Map<number, Slot[]>> {
  const result = new Map<number, Slot[]>(userIds.map((userId) => [userId, []]));
  if (userIds.length === 0) return result;
  const ids = [...new Set(userIds)];
  const [grids, absent, zones, space, dated] = await Promise.all([
    db
      .select()
      .from(shifts)
      .where(and(inArray(shifts.userId, ids), eq(shifts.spaceId, spaceId))),
    db
      .select({ userId: absences.userId, startsOn: absences.startsOn, endsOn: absences.endsOn })
      .from(absences)
      .where(and(inArray(absences.userId, ids), eq(absences.spaceId, spaceId))),
    db.select({ id: users.id, timeZone: users.timeZone }).from(users).where(inArray(users.id, ids)),
    db.select({ timeZone: spaces.timeZone }).from(spaces).where(eq(spaces.id, spaceId)),
    // The dated slots as one row of arrays per user (a team's year is thousands of slots: PGlite hands over arrays
    // faster than rows, and no Date is made per row).
    db.execute(sql`
      select user_id, array_agg(floor(extract(epoch from started_at) * 1000)::float8 order by started_at, id) as starts,
        array_agg(floor(extract(epoch from ended_at) * 1000)::float8 order by started_at, id) as ends,
        array_agg(status_id order by started_at, id) as statuses
      from working_hours
      where user_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and space_id = ${spaceId}
        and ended_at > ${new Date(from).toISOString()}::timestamptz and started_at < ${new Date(to).toISOString()}::timestamptz
      group by user_id`),
  ]);
  type Dated = { user_id: number; starts: number[]; ends: number[]; statuses: number[] };
  const datedOf = new Map((dated as unknown as { rows: Dated[] }).rows.map((row) => [Number(row.user_id), row]));
  // scheduleTimeZone's rule: the user's zone if set, else the workspace's.
  const spaceZone = space[0]?.timeZone ?? 'UTC';
  for (const userId of ids) {
    const timeZone = zones.find((user) => user.id === userId)?.timeZone || spaceZone;
    const grid = grids.filter((shift) => shift.userId === userId);
    const away = absent.filter((absence) => absence.userId === userId);
    const localDate = (instant: number) => {
      const p = zonedParts(instant, timeZone);
      return dayOf(p).date;
    };
    const mine = datedOf.get(userId);
    const datedSlots = (mine?.starts ?? [])
      .map((startedAt, i) => ({
        startedAt: Number(startedAt),
        endedAt: Number(mine!.ends[i]),
        statusId: Number(mine!.statuses[i]),
      }))
      .filter((slot) => !away.some((a) => a.startsOn <= localDate(slot.startedAt) && localDate(slot.startedAt) <= a.endsOn));
    result.set(
      userId,
      [...datedSlots, ...expandShifts(grid, away, timeZone, from, to)].sort((a, b) => a.startedAt - b.startedAt),
    );
  }
  return result;
}

/** The slot covering `now` that started last, or null. */
export function slotAt(slots: readonly Slot[], now: number): Slot | null {
  let found: Slot | null = null;
  for (const slot of slots) if (slot.startedAt <= now && now < slot.endedAt) found = slot;
  return found;
}
