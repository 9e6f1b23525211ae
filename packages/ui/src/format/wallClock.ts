// Times of day ("09:00") and calendar days ("2026-12-31") as the API writes them (a shift, business hours, a holiday,
// an absence): no instant and no time zone, so formatted as UTC, in the interface's language like every date
// (dateFormatters.ts): "09:00" and "31 дек. 2026 г." in Russian, "9:00 AM" and "Dec 31, 2026" in English. The time
// and date fields read back what a person types in that language's way (parseWallTime, parseCalendarDay).

type Formats = { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat; numericDay: Intl.DateTimeFormat; hour12: boolean };
const made = new Map<string, Formats>();

function formatsOf(language: string): Formats {
  let formats = made.get(language);
  if (!formats) {
    const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' });
    formats = {
      time,
      day: new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
      numericDay: new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
      hour12: time.resolvedOptions().hour12 === true,
    };
    made.set(language, formats);
  }
  return formats;
}

const instantOfDay = (day: string) => new Date(`${day}T00:00:00Z`);
const pad = (n: number) => String(n).padStart(2, '0');

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

/** "YYYY-MM-DD" in the language's numeric form, as a date field shows it: 31.12.2026, 12/31/2026. */
export function numericDay(language: string, day: string): string {
  return formatsOf(language).numericDay.format(instantOfDay(day));
}

/** Whether the language writes times with AM/PM. */
export const usesDayPeriod = (language: string): boolean => formatsOf(language).hour12;

/**
 * A typed time of day as "HH:MM", or null: "9", "0930", "9:30", "21.30" in any language, "9:30 pm" / "9pm" where the
 * language writes AM/PM (and a 24-hour time there too).
 */
export function parseWallTime(text: string): string | null {
  const found = /^\s*(\d{1,2})(?:\s*[:.\s]?\s*(\d{2}))?\s*(?:([ap])\.?\s*m?\.?)?\s*$/i.exec(text);
  if (!found) return null;
  let hour = Number(found[1]);
  const minute = found[2] === undefined ? 0 : Number(found[2]);
  const period = found[3]?.toLowerCase();
  if (minute > 59) return null;
  if (period) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (period === 'p' ? 12 : 0);
  } else if (hour > 23) return null;
  return `${pad(hour)}:${pad(minute)}`;
}

/**
 * A typed day as "YYYY-MM-DD", or null: its numbers in the language's order (31.12.2026 in Russian, 12/31/2026 in
 * English), any separators; "2026-12-31" in any language.
 */
export function parseCalendarDay(language: string, text: string): string | null {
  const numbers = text.match(/\d+/g);
  if (!numbers || numbers.length !== 3) return null;
  let parts: Record<'year' | 'month' | 'day', number>;
  if (numbers[0]!.length === 4) {
    parts = { year: Number(numbers[0]), month: Number(numbers[1]), day: Number(numbers[2]) };
  } else {
    const order = formatsOf(language)
      .numericDay.formatToParts(0)
      .map((part) => part.type)
      .filter((type): type is 'year' | 'month' | 'day' => type === 'year' || type === 'month' || type === 'day');
    parts = Object.fromEntries(order.map((type, at) => [type, Number(numbers[at])])) as typeof parts;
  }
  if (parts.year < 1000 || parts.year > 9999) return null;
  const day = `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
  const date = instantOfDay(day);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : day;
}
