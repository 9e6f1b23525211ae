import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScopedMutator } from 'swr';
import { applySocketMessages } from './liveSocket.ts';
import { LIVE_STATS_REFRESH_MS } from './liveStatsRefresh.ts';
import { CONFIG_KEY, ME_KEY } from './resources.ts';
import { planSocketMessages } from './socketMessages.ts';

// docs/stats.md "Dashboard and live", docs/socket.md: `members.status` (ours: another member's status) revalidates
// the live figures and leaves the user's own status alone; the user's own `status` (spec §7) sets it, and refreshes
// the figures too.
describe('a status message and the live figures', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const apply = (messages: Parameters<typeof applySocketMessages>[0]) => {
    const mutate = vi.fn((..._args: unknown[]) => Promise.resolve()) as unknown as ScopedMutator & ReturnType<typeof vi.fn>;
    applySocketMessages(messages, { mutate, openIssueLabel: 'Open' });
    // At once, or at the end of an earlier refresh's wait (at most one per LIVE_STATS_REFRESH_MS).
    vi.advanceTimersByTime(LIVE_STATS_REFRESH_MS);
    const keys = (mutate.mock.calls as unknown[][]).map(([key]) => key);
    const filters = keys.filter((key): key is (key: unknown) => boolean => typeof key === 'function');
    return { keys, revalidates: (key: string) => filters.some((filter) => filter(key)) };
  };

  it("another member's status revalidates the dashboard and live, not the user's own status", () => {
    expect(planSocketMessages([{ method: 'members.status', user_id: 7, status: 3 }])).toMatchObject({
      status: undefined,
      memberStatus: true,
    });
    const { keys, revalidates } = apply([{ method: 'members.status', user_id: 7, status: 3 }]);
    expect(revalidates('v1/stats/live?space_id=1&tz=Europe%2FMoscow')).toBe(true);
    expect(revalidates('v1/stats/dashboard?space_id=1')).toBe(true);
    expect(revalidates('v1/stats/overall?space_id=1')).toBe(false);
    expect(keys).not.toContain(ME_KEY);
    expect(keys).not.toContain(CONFIG_KEY);
  });

  it('the user’s own status sets it and revalidates the live figures too', () => {
    const { keys, revalidates } = apply([{ method: 'status', status: 2 }]);
    expect(keys).toContain(ME_KEY);
    expect(keys).toContain(CONFIG_KEY);
    expect(revalidates('v1/stats/live?space_id=1')).toBe(true);
  });
});
