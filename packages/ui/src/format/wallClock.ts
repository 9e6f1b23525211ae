// Times of day ("09:00") and calendar days ("2026-12-31") as the API writes them (a shift, business hours, a holiday,
// an absence): no instant and no time zone, so formatted as UTC, in the interface's language like every date
// (dateFormatters.ts): "09:00" and "31 дек. 2026 г." in Russian, "9:00 AM" and "Dec 31, 2026" in English.

const made = new Map<string, { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

function formatsOf(language: string) {
  let formats = made.get(language);
  if (!formats) {
    formats = {
      time: new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }),
      day: new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
    };
    made.set(language, formats);
  }
  return formats;
}

const instantOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** "HH:MM" as the language writes a time of day. */
export function wallTime(language: string, time: string): string {
  return formatsOf(language).time.format(new Date(`1970-01-01T${time}:00Z`));
}

/** "YYYY-MM-DD" as the language writes a day. */
export function calendarDay(language: string, day: string): string {
  return formatsOf(language).day.format(instantOfDay(day));
}

/** Two days as one span ("17–19 Nov 2026"), or one day when they are the same. */
export function calendarDays(language: string, from: string, to: string): string {
  const format = formatsOf(language).day;
  return from === to ? format.format(instantOfDay(from)) : format.formatRange(instantOfDay(from), instantOfDay(to));
}
