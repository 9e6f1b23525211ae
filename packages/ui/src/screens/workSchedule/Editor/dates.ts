/** "YYYY-MM-DD" of `now` on the wall clock of `timeZone`: the absence form's first dates. */
export function todayIn(now: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
}
