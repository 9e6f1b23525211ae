import { describe, expect, it } from 'vitest';
import { dateFormatters } from './dateFormatters.ts';

// 22 Nov 2026 21:30 UTC: already the 23rd in Moscow, still the 22nd in New York.
const LATE_EVENING_UTC = Date.UTC(2026, 10, 22, 21, 30);

describe('dates (in the user effective time zone)', () => {
  it('writes the same instant as the day and time of the given zone', () => {
    expect(dateFormatters('en', 'Europe/Moscow').date(LATE_EVENING_UTC)).toBe('November 23, 2026');
    expect(dateFormatters('en', 'America/New_York').date(LATE_EVENING_UTC)).toBe('November 22, 2026');
    expect(dateFormatters('ru', 'Europe/Moscow').time(LATE_EVENING_UTC)).toBe('00:30');
    expect(dateFormatters('en', 'Asia/Tokyo').dateTime({ s: LATE_EVENING_UTC / 1000 })).toBe('November 23, 2026 at 6:30 AM');
  });

  it('writes the short form of threads and histories in the zone too (the item and chat pages had used the browser zone)', () => {
    expect(dateFormatters('ru', 'Europe/Moscow').dateTimeShort({ s: LATE_EVENING_UTC / 1000 })).toBe('23 нояб. 2026 г., 00:30');
    expect(dateFormatters('en', 'America/New_York').dateTimeShort(LATE_EVENING_UTC)).toBe('Nov 22, 2026, 4:30 PM');
    expect(dateFormatters('en', 'America/New_York')).toBe(dateFormatters('en', 'America/New_York'));
  });

  it('takes unix seconds as the API sends them', () => {
    const formatters = dateFormatters('ru', 'Europe/Moscow');
    expect(formatters.date({ s: LATE_EVENING_UTC / 1000 })).toBe(formatters.date(LATE_EVENING_UTC));
    expect(formatters.timeZone).toBe('Europe/Moscow');
  });
});
