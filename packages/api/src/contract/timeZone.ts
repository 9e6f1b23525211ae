import * as z from 'zod/mini';

// A space has a time zone (IANA), a user may override it; this is the spaces' default.
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/** True for a time zone name Intl knows (IANA names and their aliases, and 'UTC'). */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TimeZone = z.string().check(z.refine(isTimeZone, { message: 'Unknown time zone' }));
export type TimeZone = z.infer<typeof TimeZone>;
