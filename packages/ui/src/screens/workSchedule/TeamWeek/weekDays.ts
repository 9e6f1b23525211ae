// The seven days of the week that holds `now` in `timeZone`, Monday first, as the grid's columns.
export interface WeekDay {
  /** "YYYY-MM-DD" in the time zone. */
  date: string;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
}

export function weekDays(now: number, timeZone: string): WeekDay[] {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(new Date(now))
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day', number>;
  const today = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000;
  return [0, 1, 2, 3, 4, 5, 6].map((offset) => ({
    date: new Date(monday + offset * 86_400_000).toISOString().slice(0, 10),
    weekday: offset + 1,
  }));
}
