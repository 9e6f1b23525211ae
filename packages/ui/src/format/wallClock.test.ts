import { describe, expect, it } from 'vitest';
import { calendarDay, calendarDays, wallTime } from './wallClock.ts';

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
