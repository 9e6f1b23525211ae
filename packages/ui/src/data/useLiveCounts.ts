import { useEffect, useRef } from 'react';
import type { SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import type { CountsResponse } from '@console/api/contract';
import { countsSettings, type CountsSettings } from '@console/machines/rules/countsSettings';
import { idleStore } from './idleState.ts';
import { startCountsPolling } from './countsPolling.ts';
import { useConfig, useCounts } from './resources.ts';

type LiveCounts = SWRResponse<CountsResponse, ApiError> & { enabled: boolean; settings: CountsSettings };

/** The counts of the signed-in user (spec §7), for any screen that shows them; enabled by the spaces' settings. */
export function useLiveCounts(): LiveCounts {
  const { data: config } = useConfig();
  const settings = countsSettings(config?.spaces ?? []);
  const enabled = settings.issuesEnabled || settings.monitoringEnabled;
  return { ...useCounts({ enabled, monitoring: settings.monitoringEnabled }), enabled, settings };
}

/**
 * spec §7, §9: GET v1/counts every 120 s while issues or monitoring counts are enabled and the app is not idle.
 * Runs in the signed-in frame, so it polls on every signed-in page; screens read the same SWR key.
 */
export function useCountsPolling(): void {
  const { settings, enabled, mutate } = useLiveCounts();
  // The latest settings, read at every tick (a config reload may change them without restarting the rhythm).
  const latest = useRef(settings);
  useEffect(() => {
    latest.current = settings;
  });
  useEffect(() => {
    if (!enabled) return;
    return startCountsPolling({ poll: () => mutate(), settings: () => ({ ...latest.current, idle: idleStore.get() }) });
  }, [enabled, mutate]);
}
