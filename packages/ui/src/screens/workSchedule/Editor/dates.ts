// An absence's days in the page's language ("17–19 Nov 2026"); the dates are calendar days, so read as UTC.
export function dayRange(language: string, from: string, to: string): string {
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  return from === to ? format.format(day(from)) : format.formatRange(day(from), day(to));
}

/** "YYYY-MM-DD" of `now` on the wall clock of `timeZone`: the absence form's first dates. */
export function todayIn(now: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
}
