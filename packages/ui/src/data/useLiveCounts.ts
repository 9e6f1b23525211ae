import type { SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import type { CountsResponse } from '@console/api/contract';
import { countsSettings } from '@console/machines/rules/countsSettings';
import { idleStore } from './idleState.ts';
import { useConfig, useCounts } from './resources.ts';

const isIdle = () => idleStore.get();

/** The counts of the signed-in user, polled as spec §7 says (enabled by the spaces' settings, paused while idle). */
export function useLiveCounts(): SWRResponse<CountsResponse, ApiError> & { enabled: boolean } {
  const { data: config } = useConfig();
  const settings = countsSettings(config?.spaces ?? []);
  const enabled = settings.issuesEnabled || settings.monitoringEnabled;
  return { ...useCounts({ enabled, monitoring: settings.monitoringEnabled, isIdle }), enabled };
}
