// Counts polling and idleness (spec §7 GET v1/counts, §9 "Idle time", "Counts polled every 120 s").

export { COUNTS_POLL_MS, IDLE_AFTER_MS } from '@console/spec';

export interface CountsPolling {
  /** The space shows issue counts. */
  issuesEnabled: boolean;
  /** The space shows the monitoring count. */
  monitoringEnabled: boolean;
  idle: boolean;
}

// spec §7: polled while issues or monitoring counts are enabled and the app is not idle.
export function shouldPollCounts({ issuesEnabled, monitoringEnabled, idle }: CountsPolling): boolean {
  return (issuesEnabled || monitoringEnabled) && !idle;
}
