import { describe, expect, it } from 'vitest';
import { dueSeconds, wallDue } from './dueTime.ts';

describe('the due date in the user zone', () => {
  it('reads an instant as the wall clock of the zone and back', () => {
    const at = Date.UTC(2026, 10, 22, 9, 0) / 1000;
    expect(wallDue(at, 'Europe/Moscow')).toEqual({ day: '2026-11-22', time: '12:00' });
    expect(dueSeconds({ day: '2026-11-22', time: '12:00' }, 'Europe/Moscow')).toBe(at);
    expect(dueSeconds({ day: '2026-11-22', time: '04:00' }, 'America/New_York')).toBe(at);
  });

  it('crosses a daylight-saving change', () => {
    const summer = dueSeconds({ day: '2026-07-01', time: '10:00' }, 'Europe/Berlin');
    expect(summer).toBe(Date.UTC(2026, 6, 1, 8, 0) / 1000);
    expect(wallDue(summer!, 'Europe/Berlin')).toEqual({ day: '2026-07-01', time: '10:00' });
  });

  it('refuses what does not read', () => {
    expect(dueSeconds({ day: '', time: '10:00' }, 'UTC')).toBeNull();
  });
});
