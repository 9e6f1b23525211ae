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
