// docs/stats.md "Dashboard and live": the dashboard's and live screen's figures follow the socket. A message about
// items, chats, viewers or a status revalidates their SWR keys, at most once per LIVE_STATS_REFRESH_MS: the first at
// once, the ones during the wait folded into one at its end. The keys are spelled here (the contract's stats module
// would weigh on the socket's chunk); data/stats.ts builds them from the same paths.
import type { ScopedMutator } from 'swr';

/** At most one refresh of the live figures per this many milliseconds. */
export const LIVE_STATS_REFRESH_MS = 3000;

const LIVE_STATS_PATHS = ['v1/stats/dashboard', 'v1/stats/live'] as const;

/** Whether an SWR key is one of the live figures' (a path with its query string). */
export const isLiveStatsKey = (key: unknown): boolean =>
  typeof key === 'string' && LIVE_STATS_PATHS.some((path) => key === path || key.startsWith(`${path}?`));

/** A throttle of calls: the first runs at once, later ones within `ms` run once when the wait ends. */
export function createThrottle(run: () => void, ms: number) {
  let last = -Infinity;
  let pending: ReturnType<typeof setTimeout> | null = null;
  return () => {
    if (pending !== null) return;
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      run();
      return;
    }
    pending = setTimeout(() => {
      pending = null;
      last = Date.now();
      run();
    }, wait);
  };
}

let throttled: (() => void) | null = null;
let target: ScopedMutator | null = null;

/** The socket said something the live figures count changed: revalidate them (throttled). */
export function refreshLiveStats(mutate: ScopedMutator): void {
  target = mutate;
  throttled ??= createThrottle(() => void target?.(isLiveStatsKey), LIVE_STATS_REFRESH_MS);
  throttled();
}
