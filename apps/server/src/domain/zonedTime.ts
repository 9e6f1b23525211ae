// Wall-clock times of a time zone as instants (the demo schedule is written in the space's local hours).

// One formatter per time zone, made once: building an Intl.DateTimeFormat costs far more than formatting with it, and
// the stats answers and the schedule call this for every day and shift (docs/testing.md, "Where the time goes").
const formatters = new Map<string, Intl.DateTimeFormat>();
const partsFormatter = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The calendar date and time that `instant` (unix ms) shows in `timeZone`. */
export function zonedParts(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(new Date(instant))
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms. */
export function zoneOffset(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant (unix ms) when `timeZone`'s wall clock shows the given date and hour; days may overflow (day 32). */
export function zonedTime(date: { year: number; month: number; day: number }, hour: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour);
  // Two passes settle the offset on either side of a daylight-saving change.
  const first = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(first, timeZone);
}
