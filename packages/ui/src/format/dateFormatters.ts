/** An instant: unix ms, or `{ s }` unix seconds as the API sends them (spec §3 expires_at). */
export type Instant = number | { s: number };

export interface Dates {
  timeZone: string;
  /** 22 November 2026 */
  date(instant: Instant): string;
  /** 22 November 2026, 12:00 */
  dateTime(instant: Instant): string;
  /** 12:00 */
  time(instant: Instant): string;
}

const ms = (instant: Instant): number => (typeof instant === 'number' ? instant : instant.s * 1000);

/** How the console writes dates: the interface language, in the user's effective time zone (issue 4). */
export function dateFormatters(language: string, timeZone: string): Dates {
  const format = (options: Intl.DateTimeFormatOptions) => {
    const formatter = new Intl.DateTimeFormat(language, { ...options, timeZone });
    return (instant: Instant) => formatter.format(ms(instant));
  };
  return {
    timeZone,
    date: format({ dateStyle: 'long' }),
    dateTime: format({ dateStyle: 'long', timeStyle: 'short' }),
    time: format({ hour: '2-digit', minute: '2-digit' }),
  };
}
