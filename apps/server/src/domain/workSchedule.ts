// A user's schedule as instants: the weekly grid of shifts laid on the calendar of their time zone (theirs if set,
// else the workspace's: issue "Time", spec §3 user time_zone), with absence days taken out; dated slots
// (working_hours) join them. GET v1/me/workinghours, the status check and the shift-start job read it.
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { absences, shifts, spaces, users, workingHours } from '../db/schema.ts';
import { zoneOffset, zonedParts } from './zonedTime.ts';

export type Slot = { startedAt: number; endedAt: number; statusId: number };
type GridShift = { weekday: number; startMinute: number; endMinute: number; statusId: number };
type AbsenceDays = { startsOn: string; endsOn: string };
type CalendarDay = { year: number; month: number; day: number };

const DAY_MS = 86_400_000;

/** The instant when `timeZone`'s wall clock shows `minute` minutes past midnight of `day` (days may overflow). */
export function zonedMinute(day: CalendarDay, minute: number, timeZone: string): number {
  const wall = Date.UTC(day.year, day.month - 1, day.day, 0, minute);
  const first = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(first, timeZone);
}

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
  const mine = (table: typeof shifts | typeof absences) => and(eq(table.userId, userId), eq(table.spaceId, spaceId));
  const [grid, absent, timeZone, dated] = await Promise.all([
    db.select().from(shifts).where(mine(shifts)),
    db.select({ startsOn: absences.startsOn, endsOn: absences.endsOn }).from(absences).where(mine(absences)),
    scheduleTimeZone(db, userId, spaceId),
    db
      .select()
      .from(workingHours)
      .where(
        and(
          eq(workingHours.userId, userId),
          eq(workingHours.spaceId, spaceId),
          gt(workingHours.endedAt, new Date(from)),
          lt(workingHours.startedAt, new Date(to)),
        ),
      )
      .orderBy(asc(workingHours.startedAt), asc(workingHours.id)),
  ]);
  const localDate = (instant: number) => {
    const p = zonedParts(instant, timeZone);
    return dayOf(p).date;
  };
  const datedSlots = dated
    .map((row) => ({ startedAt: row.startedAt.getTime(), endedAt: row.endedAt.getTime(), statusId: row.statusId }))
    .filter((slot) => !absent.some((a) => a.startsOn <= localDate(slot.startedAt) && localDate(slot.startedAt) <= a.endsOn));
  return [...datedSlots, ...expandShifts(grid, absent, timeZone, from, to)].sort((a, b) => a.startedAt - b.startedAt);
}

/** The slot covering `now` that started last, or null. */
export function slotAt(slots: readonly Slot[], now: number): Slot | null {
  let found: Slot | null = null;
  for (const slot of slots) if (slot.startedAt <= now && now < slot.endedAt) found = slot;
  return found;
}
