import type { Space } from '@console/api/contract';

export interface CountsSettings {
  /** A space works with issues (it has issue statuses configured). */
  issuesEnabled: boolean;
  /** A space shows the monitoring count in the menu (spec §7: v1/counts with monitoring). */
  monitoringEnabled: boolean;
}

// spec §7: which counts the console polls, from the spaces' settings.
export function countsSettings(spaces: readonly Pick<Space, 'settings'>[]): CountsSettings {
  return {
    issuesEnabled: spaces.some((space) => space.settings.issues.statuses.length > 0),
    monitoringEnabled: spaces.some((space) => space.settings.monitoring_count),
  };
}
