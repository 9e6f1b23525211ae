// The demo schedule is written in a space's local hours: wall-clock times of a time zone as instants.
import { describe, expect, it } from 'vitest';
import { zonedDayStart, zonedMinute, zonedParts, zonedTime, zoneOffset } from '../src/domain/zonedTime.ts';

const iso = (ms: number) => new Date(ms).toISOString();

describe('zonedTime', () => {
  it('Moscow is UTC+3 all year', () => {
    expect(iso(zonedTime({ year: 2026, month: 11, day: 22 }, 9, 'Europe/Moscow'))).toBe('2026-11-22T06:00:00.000Z');
    expect(iso(zonedTime({ year: 2026, month: 7, day: 1 }, 0, 'Europe/Moscow'))).toBe('2026-06-30T21:00:00.000Z');
    expect(zoneOffset(Date.UTC(2026, 0, 1), 'Europe/Moscow')).toBe(3 * 3_600_000);
  });

  it('follows daylight saving on both sides of the change, and days past the month’s end roll over', () => {
    // Berlin moves from UTC+1 to UTC+2 at 02:00 on 29 March 2026.
    expect(iso(zonedTime({ year: 2026, month: 3, day: 28 }, 9, 'Europe/Berlin'))).toBe('2026-03-28T08:00:00.000Z');
    expect(iso(zonedTime({ year: 2026, month: 3, day: 29 }, 9, 'Europe/Berlin'))).toBe('2026-03-29T07:00:00.000Z');
    expect(iso(zonedTime({ year: 2026, month: 10, day: 32 }, 9, 'Europe/Moscow'))).toBe('2026-11-01T06:00:00.000Z');
  });

  it('starts a day whose midnight a daylight-saving change skips at the change, not an hour before it', () => {
    // Chile moves from UTC-4 to UTC-3 at midnight of 6 September 2026: that day begins at 01:00, 04:00 UTC; 03:00 UTC
    // is still 23:00 of the 5th (a day edge there put the 5th's last hour on the 6th).
    expect(iso(zonedTime({ year: 2026, month: 9, day: 6 }, 0, 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
    expect(iso(zonedTime({ year: 2026, month: 9, day: 7 }, 0, 'America/Santiago'))).toBe('2026-09-07T03:00:00.000Z');
  });

  it('gives a day’s start in seconds, the same when asked again, past the month’s end too', () => {
    const start = Date.parse('2026-09-06T04:00:00.000Z') / 1000;
    expect(zonedDayStart('2026-09-06', 'America/Santiago')).toBe(start);
    expect(zonedDayStart('2026-09-06', 'America/Santiago')).toBe(start);
    expect(zonedDayStart('2026-10-32', 'Europe/Moscow')).toBe(Date.parse('2026-10-31T21:00:00.000Z') / 1000);
    expect(zonedDayStart('2026-11-01', 'Europe/Moscow')).toBe(zonedDayStart('2026-10-32', 'Europe/Moscow'));
  });

  it('keeps each answer apart: asked again, a zone, day, minute or instant that differs gives its own', () => {
    const day = { year: 2026, month: 3, day: 29 };
    const asked = () => [
      zonedMinute(day, 540, 'Europe/Berlin'),
      zonedMinute(day, 540, 'Europe/Moscow'),
      zonedMinute({ ...day, day: 28 }, 540, 'Europe/Berlin'),
      zonedMinute(day, 541, 'Europe/Berlin'),
      zonedMinute({ year: 2026, month: 2, day: 57 }, 540, 'Europe/Berlin'),
      zoneOffset(Date.UTC(2026, 2, 29, 7), 'Europe/Berlin'),
      zoneOffset(Date.UTC(2026, 2, 29, 7), 'Europe/Moscow'),
      zoneOffset(Date.UTC(2026, 2, 28, 7), 'Europe/Berlin'),
    ];
    const first = asked();
    expect(first.slice(0, 5).map(iso)).toEqual([
      '2026-03-29T07:00:00.000Z',
      '2026-03-29T06:00:00.000Z',
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:01:00.000Z',
      '2026-03-29T07:00:00.000Z',
    ]);
    expect(first.slice(5)).toEqual([2 * 3_600_000, 3 * 3_600_000, 3_600_000]);
    expect(asked()).toEqual(first);
  });

  it('reads the local date of an instant', () => {
    expect(zonedParts(Date.UTC(2026, 10, 22, 22, 30), 'Europe/Moscow')).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      hour: 1,
      minute: 30,
      second: 0,
    });
  });
});
