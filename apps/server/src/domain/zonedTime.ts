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

// A zone's answers never change while the server runs, and the stats ask the same ones again and again: each day's
// start and offset of a period (a year's hours endpoint: 1,800 offsets), and the team's working hours every shift's
// start and end on every day of every member (16,000 a request, 56 ms of the zone library's time in a profile of the
// bench's year). Kept once asked, up to KEPT each (days and shift edges of years in many zones), then started afresh.
const KEPT = 50_000;
function keeping(): (key: string, compute: () => number) => number {
  const kept = new Map<string, number>();
  return (key, compute) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = compute();
      if (kept.size >= KEPT) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}
const offsets = keeping();
const wallTimes = keeping();

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms. */
export function zoneOffset(instant: number, timeZone: string): number {
  return offsets(`${timeZone} ${instant}`, () => fromAbsolute(instant, timeZone).offset);
}

/**
 * The instant (unix ms) when `timeZone`'s wall clock shows `minute` minutes past midnight of `date`; days and minutes
 * may overflow (day 32, minute 1440). A time a daylight-saving change skips is the one just after it.
 */
export function zonedMinute(date: CalendarDay, minute: number, timeZone: string): number {
  return wallTimes(`${timeZone} ${date.year} ${date.month} ${date.day} ${minute}`, () => {
    const wall = new CalendarDateTime(date.year, date.month, 1).add({ days: date.day - 1, minutes: minute });
    return toZoned(wall, timeZone).toDate().getTime();
  });
}

/** The instant (unix ms) when `timeZone`'s wall clock shows the given date and hour; days may overflow (day 32). */
export const zonedTime = (date: CalendarDay, hour: number, timeZone: string): number => zonedMinute(date, hour * 60, timeZone);

/** The instant (unix seconds) `timeZone`'s day `date` ("YYYY-MM-DD"; days may overflow, "2026-10-32") begins. */
export function zonedDayStart(date: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Math.floor(zonedTime({ year, month, day }, 0, timeZone) / 1000);
}
