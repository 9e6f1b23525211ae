import { COUNTS_POLL_MS } from '@console/spec';
import { shouldPollCounts, type CountsPolling } from '@console/machines/rules/polling';

export interface CountsPollingInput {
  /** Asks for the counts once (at most one request in flight: see loadCounts). */
  poll: () => Promise<unknown>;
  /** The counts settings and idleness now; read at every tick. */
  settings: () => CountsPolling;
}

/**
 * spec §7, §9: GET v1/counts every 120 s when issues or monitoring counts are enabled and the app is not idle.
 * The next tick is set when the previous poll ended, whatever its outcome, so a slow answer never overlaps the next
 * one and an error keeps the rhythm (unlike SWR's refreshInterval, which stops while its cache holds an error).
 * Returns the stop function.
 */
export function startCountsPolling({ poll, settings }: CountsPollingInput): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (!stopped) timer = setTimeout(tick, COUNTS_POLL_MS);
  };
  function tick() {
    if (!shouldPollCounts(settings())) {
      schedule();
      return;
    }
    Promise.resolve().then(poll).then(schedule, schedule);
  }
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
