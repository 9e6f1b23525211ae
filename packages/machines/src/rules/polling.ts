// Counts polling and idleness (spec §7 GET v1/counts, §9 "Idle time", "Counts polled every 120 s").

/** spec §7, §9: GET v1/counts every 120 s. */
export const COUNTS_POLL_MS = 120_000;
/** spec §9: the app is idle after 1,200,000 ms without input. */
export const IDLE_AFTER_MS = 1_200_000;

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
