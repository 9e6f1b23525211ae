// The weekday's name in the page's language: 1 Monday … 7 Sunday (1 January 2024 was a Monday).
export function weekdayName(language: string, weekday: number, width: 'long' | 'short' = 'long'): string {
  const name = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
