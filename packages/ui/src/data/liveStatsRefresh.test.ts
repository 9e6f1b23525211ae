import { describe, expect, it, vi } from 'vitest';
import { createThrottle, isLiveStatsKey, LIVE_STATS_REFRESH_MS } from './liveStatsRefresh.ts';

// docs/stats.md "Dashboard and live": the live figures revalidate at most once per LIVE_STATS_REFRESH_MS.
describe('liveStatsRefresh', () => {
  it('runs the first call at once and folds the calls of the wait into one at its end', () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn();
      const throttled = createThrottle(run, LIVE_STATS_REFRESH_MS);
      throttled();
      expect(run).toHaveBeenCalledTimes(1);
      throttled();
      throttled();
      vi.advanceTimersByTime(LIVE_STATS_REFRESH_MS - 1);
      expect(run).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledTimes(2);
      // Quiet past the wait: the next one runs at once again.
      vi.advanceTimersByTime(LIVE_STATS_REFRESH_MS);
      throttled();
      expect(run).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('knows the dashboard and live keys and no other', () => {
    expect(isLiveStatsKey('v1/stats/live?space_id=1')).toBe(true);
    expect(isLiveStatsKey('v1/stats/dashboard?space_id=1&tz=UTC')).toBe(true);
    expect(isLiveStatsKey('v1/stats/overall?space_id=1')).toBe(false);
    expect(isLiveStatsKey('v1/stats/lively')).toBe(false);
    expect(isLiveStatsKey(['v1/stats/live'])).toBe(false);
  });
});
