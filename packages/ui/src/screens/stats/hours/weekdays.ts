// ISO weekdays (1 Monday … 7 Sunday, contract STATS_WEEKDAYS) named in the interface language, never the browser's.
// 2024-01-01 was a Monday: the weekday's date in that week, read in UTC, names it; capitalised as a heading is
// (Russian names weekdays in lower case).
export function weekdayName(weekday: number, language: string, width: 'long' | 'short' = 'long'): string {
  const name = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2024, 0, weekday));
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
