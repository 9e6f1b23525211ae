import { describe, expect, it } from 'vitest';
import { channelDrillHref, drillHref } from './drill.ts';
import {
  defaultStatsLists,
  periodProblem,
  presetOf,
  presetPeriod,
  readStatsFilters,
  statsQueryOf,
  todayIn,
  writeStatsFilters,
} from './statsFilters.ts';

const TODAY = '2026-03-15';
const NONE = defaultStatsLists(null);

describe('stats period and filters (docs/stats.md "Screens")', () => {
  it('gives the presets as whole days ending today', () => {
    expect(presetPeriod('last7', TODAY)).toEqual({ from: '2026-03-09', to: TODAY });
    expect(presetPeriod('lastMonth', TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('thisMonth', TODAY)).toEqual({ from: '2026-03-01', to: TODAY });
    expect(presetPeriod('last365', TODAY)).toEqual({ from: '2025-03-16', to: TODAY });
    expect(presetOf({ from: '2026-03-14', to: '2026-03-14' }, TODAY)).toBe('yesterday');
    expect(presetOf({ from: '2026-03-02', to: '2026-03-03' }, TODAY)).toBeNull();
  });

  it("takes today from the user's zone", () => {
    const lateUtc = Date.UTC(2026, 2, 15, 22, 30);
    expect(todayIn('UTC', lateUtc)).toBe('2026-03-15');
    expect(todayIn('Europe/Moscow', lateUtc)).toBe('2026-03-16');
  });

  it('refuses a reversed period and one over 366 days', () => {
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('order');
    expect(periodProblem({ from: '2025-03-15', to: '2026-03-15' })).toBeNull(); // 366 days
    expect(periodProblem({ from: '2025-03-14', to: '2026-03-15' })).toBe('tooLong');
  });

  it('reads the URL, the settings when it chooses no filter, and writes it back', () => {
    const defaults = defaultStatsLists({ object_id: [3], company_id: [], provider: ['vk'], tag_id: [] });
    expect(readStatsFilters('', TODAY, defaults)).toEqual({ period: presetPeriod('last30', TODAY), lists: defaults });
    const filters = readStatsFilters('from=2026-01-01&to=2026-01-31&tag_id[]=7&tag_id[]=x&user_id[]=5', TODAY, defaults);
    expect(filters.period).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(filters.lists).toEqual({ ...NONE, tag_id: ['7'], user_id: ['5'] });
    const search = writeStatsFilters('space_id=1', filters);
    expect(readStatsFilters(search, TODAY, defaults)).toEqual(filters);
    expect(new URLSearchParams(search).get('space_id')).toBe('1');
  });

  it('asks the API with the lists that choose something', () => {
    const filters = { period: { from: '2026-01-01', to: '2026-01-02' }, lists: { ...NONE, provider: ['vk', 'tg'] } };
    expect(statsQueryOf(1, filters, 'UTC')).toEqual({
      space_id: 1,
      from: '2026-01-01',
      to: '2026-01-02',
      tz: 'UTC',
      'provider[]': ['vk', 'tg'],
    });
  });

  it('links a count to the comments it counts: the event filter in the period and zone, the filters it shares', () => {
    const period = { from: '2026-01-01', to: '2026-01-02' };
    expect(drillHref('received', period, { ...NONE, object_id: ['3'], user_id: ['5'] }, 'Europe/Moscow')).toBe(
      '/items?event=received&event_from=2026-01-01&event_to=2026-01-02&event_tz=Europe%2FMoscow&object_id%5B%5D=3',
    );
    // An operator's count: the event by that operator.
    expect(drillHref('replied', period, { ...NONE, user_id: ['5'] }, 'UTC')).toBe(
      '/items?event=replied&event_from=2026-01-01&event_to=2026-01-02&event_tz=UTC&event_user_id=5',
    );
  });

  it('links a chats count under a company to the chats of that company, and under a tag to none (chats have no tags)', () => {
    const period = { from: '2026-01-01', to: '2026-01-02' };
    expect(channelDrillHref('received', period, { ...NONE, company_id: ['2'] }, 'UTC', 'chats')).toBe(
      '/chats?event=received&event_from=2026-01-01&event_to=2026-01-02&event_tz=UTC&company_id%5B%5D=2',
    );
    expect(channelDrillHref('received', period, { ...NONE, tag_id: ['4'] }, 'UTC', 'chats')).toBeNull();
    // A post's number: its comments (the comments list only).
    expect(drillHref('received', period, { ...NONE, object_id: ['3'] }, 'UTC', 'comments', 9)).toBe(
      '/items?event=received&event_from=2026-01-01&event_to=2026-01-02&event_tz=UTC&object_id%5B%5D=3&post_id%5B%5D=9',
    );
    expect(channelDrillHref('received', period, { ...NONE, tag_id: ['4'] }, 'UTC', 'comments')).toBe(
      '/items?event=received&event_from=2026-01-01&event_to=2026-01-02&event_tz=UTC&tag_id%5B%5D=4',
    );
  });
});
