/** An instant: unix ms, or `{ s }` unix seconds as the API sends them (spec §3 expires_at). */
export type Instant = number | { s: number };

export interface Dates {
  timeZone: string;
  /** 22 November 2026 */
  date(instant: Instant): string;
  /** 22 November 2026, 12:00 */
  dateTime(instant: Instant): string;
  /** 22 Nov 2026, 12:00: where many are shown (a thread, a history). */
  dateTimeShort(instant: Instant): string;
  /** 12:00 */
  time(instant: Instant): string;
  /** Where a row has little room: 12:00 today, 22 Nov this year, 22.11.2025 before (the full date goes in a title). */
  rowDate(instant: Instant, now: Instant): string;
  /** A wait in its largest whole unit, at least a minute: 5 min, 3 h, 2 days. */
  waited(seconds: number): string;
}

const ms = (instant: Instant): number => (typeof instant === 'number' ? instant : instant.s * 1000);

// One set per language and zone: making a formatter costs far more than formatting (a virtual thread formats as it
// scrolls, and each of its rows asks for the set).
const made = new Map<string, Dates>();

/** How the console writes dates: the interface language, in the user's effective time zone. */
export function dateFormatters(language: string, timeZone: string): Dates {
  const key = `${language} ${timeZone}`;
  const known = made.get(key);
  if (known) return known;
  const dates = makeFormatters(language, timeZone);
  made.set(key, dates);
  return dates;
}

function makeFormatters(language: string, timeZone: string): Dates {
  const format = (options: Intl.DateTimeFormatOptions) => {
    const formatter = new Intl.DateTimeFormat(language, { ...options, timeZone });
    return (instant: Instant) => formatter.format(ms(instant));
  };
  const time = format({ hour: '2-digit', minute: '2-digit' });
  const shortTime = format({ timeStyle: 'short' });
  const dayMonth = format({ day: 'numeric', month: 'short' });
  const numericDate = format({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const dayKey = format({ year: 'numeric', month: '2-digit', day: '2-digit' });
  const yearOf = format({ year: 'numeric' });
  const unit = (name: string) => new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' });
  const units = { minute: unit('minute'), hour: unit('hour'), day: unit('day') };
  return {
    timeZone,
    date: format({ dateStyle: 'long' }),
    dateTime: format({ dateStyle: 'long', timeStyle: 'short' }),
    dateTimeShort: format({ dateStyle: 'medium', timeStyle: 'short' }),
    time,
    rowDate: (instant, now) =>
      dayKey(instant) === dayKey(now)
        ? shortTime(instant)
        : yearOf(instant) === yearOf(now)
          ? dayMonth(instant)
          : numericDate(instant),
    waited: (seconds) => {
      const minutes = Math.max(1, Math.floor(seconds / 60));
      if (minutes < 60) return units.minute.format(minutes);
      const hours = Math.floor(minutes / 60);
      return hours < 24 ? units.hour.format(hours) : units.day.format(Math.floor(hours / 24));
    },
  };
}
