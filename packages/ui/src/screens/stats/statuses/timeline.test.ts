import { describe, expect, it } from 'vitest';
import type { StatsStatusTime } from '@console/api/contract';
import { dayBar, dayStartIn, periodDates, periodTotals, statusIdsOf } from './timeline.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

// docs/stats.md "Status time": a day's bar is the timeline cut at the zone's day edges.
describe('status timeline', () => {
  it("finds a day's start in the zone, DST days included", () => {
    expect(dayStartIn('2026-11-20', 'Europe/Moscow')).toBe(at('2026-11-19T21:00:00Z'));
    expect(dayStartIn('2026-03-29', 'Europe/Berlin')).toBe(at('2026-03-28T23:00:00Z'));
    expect(dayStartIn('2026-03-30', 'Europe/Berlin')).toBe(at('2026-03-29T22:00:00Z'));
    // Chile skips midnight of 6 September 2026: the day begins at 01:00 (UTC-3), as the server's day edges do.
    expect(dayStartIn('2026-09-06', 'America/Santiago')).toBe(at('2026-09-06T04:00:00Z'));
  });

  it('cuts a stretch across midnight into both days, placed on each bar', () => {
    const segments = [{ user_id: 4, status_id: 1, started_at: at('2026-11-19T18:00:00Z'), ended_at: at('2026-11-19T23:00:00Z') }];
    const before = dayBar(segments, '2026-11-19', 'Europe/Moscow');
    const after = dayBar(segments, '2026-11-20', 'Europe/Moscow');
    expect(before).toEqual([
      { statusId: 1, startedAt: at('2026-11-19T18:00:00Z'), endedAt: at('2026-11-19T21:00:00Z'), left: 21 / 24, width: 3 / 24 },
    ]);
    expect(after).toEqual([
      { statusId: 1, startedAt: at('2026-11-19T21:00:00Z'), endedAt: at('2026-11-19T23:00:00Z'), left: 0, width: 2 / 24 },
    ]);
    expect(dayBar(segments, '2026-11-21', 'Europe/Moscow')).toEqual([]);
  });

  it('draws a 23-hour spring day over the whole bar', () => {
    const day = '2026-03-29';
    const segments = [{ user_id: 1, status_id: 2, started_at: 0, ended_at: at('2026-04-01T00:00:00Z') }];
    expect(dayBar(segments, day, 'Europe/Berlin')).toEqual([
      { statusId: 2, startedAt: at('2026-03-28T23:00:00Z'), endedAt: at('2026-03-29T22:00:00Z'), left: 0, width: 1 },
    ]);
  });

  it("sums a period's totals per user and orders the statuses as the workspace does, unknown last", () => {
    const time: StatsStatusTime = {
      from: '2026-11-19',
      to: '2026-11-20',
      time_zone: 'Europe/Moscow',
      days: [
        { date: '2026-11-19', user_id: 4, status_id: 9, seconds: 60 },
        { date: '2026-11-19', user_id: 4, status_id: 1, seconds: 100 },
        { date: '2026-11-20', user_id: 4, status_id: 1, seconds: 50 },
      ],
      timeline: [],
    };
    expect(periodTotals(time).get(4)).toEqual(
      new Map([
        [9, 60],
        [1, 150],
      ]),
    );
    expect(statusIdsOf(time, [2, 1])).toEqual([1, 9]);
    expect(periodDates('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
  });
});
