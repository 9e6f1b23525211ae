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
  return {
    timeZone,
    date: format({ dateStyle: 'long' }),
    dateTime: format({ dateStyle: 'long', timeStyle: 'short' }),
    dateTimeShort: format({ dateStyle: 'medium', timeStyle: 'short' }),
    time: format({ hour: '2-digit', minute: '2-digit' }),
  };
}
