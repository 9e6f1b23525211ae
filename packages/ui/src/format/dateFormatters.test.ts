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

  it('writes a row date short: the time today in the zone, the day this year, the full date before', () => {
    const moscow = dateFormatters('ru', 'Europe/Moscow');
    // Now is 23 Nov 00:30 in Moscow: 21:00 UTC on the 22nd is still today there, 20:00 UTC is yesterday.
    expect(moscow.rowDate(Date.UTC(2026, 10, 22, 21, 5), LATE_EVENING_UTC)).toBe('00:05');
    expect(moscow.rowDate(Date.UTC(2026, 10, 22, 20, 0), LATE_EVENING_UTC)).toBe('22 нояб.');
    expect(moscow.rowDate({ s: Date.UTC(2025, 0, 5) / 1000 }, LATE_EVENING_UTC)).toBe('05.01.2025');
    expect(dateFormatters('en', 'America/New_York').rowDate(Date.UTC(2026, 10, 22, 20, 0), LATE_EVENING_UTC)).toBe('3:00 PM');
  });

  it('writes a wait in its largest whole unit, at least a minute', () => {
    expect(dateFormatters('ru', 'Europe/Moscow').waited(20)).toBe('1 мин');
    expect(dateFormatters('ru', 'Europe/Moscow').waited(3 * 3600 + 1800)).toBe('3 ч');
    expect(dateFormatters('en', 'Europe/Moscow').waited(125 * 60)).toBe('2 hr');
    expect(dateFormatters('en', 'Europe/Moscow').waited(2 * 86_400 + 5)).toBe('2 days');
  });
});
