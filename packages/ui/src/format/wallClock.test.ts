import { describe, expect, it } from 'vitest';
import { calendarDay, calendarDays, numericDay, parseCalendarDay, parseWallTime, wallTime } from './wallClock.ts';

describe('wall-clock times and calendar days follow the interface language', () => {
  it('writes a time 24-hour in Russian and with AM/PM in English', () => {
    expect(wallTime('ru', '09:00')).toBe('09:00');
    expect(wallTime('ru', '18:30')).toBe('18:30');
    expect(wallTime('en', '09:00')).toBe('9:00 AM');
    expect(wallTime('en', '18:30')).toBe('6:30 PM');
  });

  it('writes a day in the language, never the ISO form', () => {
    expect(calendarDay('ru', '2026-12-31')).toBe('31 дек. 2026 г.');
    expect(calendarDay('en', '2026-12-31')).toBe('Dec 31, 2026');
  });

  it('writes a span of days as one range', () => {
    expect(calendarDays('en', '2026-11-17', '2026-11-19').replace(/\s/g, ' ')).toBe('Nov 17 – 19, 2026');
    expect(calendarDays('en', '2026-11-17', '2026-11-17')).toBe('Nov 17, 2026');
  });
});

describe('what a person types into a time or date field', () => {
  it('reads a time in 24 hours, or with AM/PM', () => {
    expect(parseWallTime('9')).toBe('09:00');
    expect(parseWallTime('09:30')).toBe('09:30');
    expect(parseWallTime('0930')).toBe('09:30');
    expect(parseWallTime('21.45')).toBe('21:45');
    expect(parseWallTime('9:30 PM')).toBe('21:30');
    expect(parseWallTime('12:00 am')).toBe('00:00');
    expect(parseWallTime('12pm')).toBe('12:00');
    expect(parseWallTime('9:00\u202fAM')).toBe('09:00');
  });

  it('refuses what is no time', () => {
    for (const text of ['', '24:00', '9:60', '13 pm', 'noon', '1:2:3']) expect(parseWallTime(text)).toBeNull();
  });

  it('reads a day in the language’s order, or in ISO form', () => {
    expect(parseCalendarDay('ru', '31.12.2026')).toBe('2026-12-31');
    expect(parseCalendarDay('en', '12/31/2026')).toBe('2026-12-31');
    expect(parseCalendarDay('en', '1/5/2027')).toBe('2027-01-05');
    expect(parseCalendarDay('ru', '2026-12-31')).toBe('2026-12-31');
    expect(numericDay('ru', '2027-01-05')).toBe('05.01.2027');
    expect(numericDay('en', '2027-01-05')).toBe('01/05/2027');
  });

  it('refuses a day that does not exist', () => {
    for (const text of ['', '31.02.2026', '12/31', '2026-13-01', '1.1.26']) expect(parseCalendarDay('ru', text)).toBeNull();
  });
});
