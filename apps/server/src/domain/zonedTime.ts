// Wall-clock times of a time zone as instants (the demo schedule is written in the space's local hours; a stats day is
// its zone's day). @internationalized/date does the zone arithmetic (the console's timeline uses the same library, so
// both cut days at the same instants); these name what the server asks of it.
import { CalendarDateTime, fromAbsolute, toZoned } from '@internationalized/date';

type CalendarDay = { year: number; month: number; day: number };

/** The calendar date and time that `instant` (unix ms) shows in `timeZone`. */
export function zonedParts(instant: number, timeZone: string) {
  const { year, month, day, hour, minute, second } = fromAbsolute(instant, timeZone);
  return { year, month, day, hour, minute, second };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms. */
export function zoneOffset(instant: number, timeZone: string): number {
  return fromAbsolute(instant, timeZone).offset;
}

/**
 * The instant (unix ms) when `timeZone`'s wall clock shows `minute` minutes past midnight of `date`; days and minutes
 * may overflow (day 32, minute 1440). A time a daylight-saving change skips is the one just after it.
 */
export function zonedMinute(date: CalendarDay, minute: number, timeZone: string): number {
  const wall = new CalendarDateTime(date.year, date.month, 1).add({ days: date.day - 1, minutes: minute });
  return toZoned(wall, timeZone).toDate().getTime();
}

/** The instant (unix ms) when `timeZone`'s wall clock shows the given date and hour; days may overflow (day 32). */
export const zonedTime = (date: CalendarDay, hour: number, timeZone: string): number => zonedMinute(date, hour * 60, timeZone);

// A day's start never changes for a zone while the server runs, and every stats answer asks for each day of its period
// (a year: 367 starts, 6 ms): kept once asked, up to DAY_STARTS_KEPT (a year in 50 zones), then started afresh.
const DAY_STARTS_KEPT = 20_000;
const dayStarts = new Map<string, number>();

/** The instant (unix seconds) `timeZone`'s day `date` ("YYYY-MM-DD"; days may overflow, "2026-10-32") begins. */
export function zonedDayStart(date: string, timeZone: string): number {
  const key = `${timeZone} ${date}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    start = Math.floor(zonedTime({ year, month, day }, 0, timeZone) / 1000);
    if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return start;
}
