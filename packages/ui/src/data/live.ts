// The signed-in services (socket, polling, idleness, config freshness): a separate entry so that the /login
// chunk never carries them (quality.md budgets).
export {
  LiveConnectionProvider,
  useLiveConnection,
  useOptionalLiveConnection,
  type LiveConnection,
  type LiveConnectionProviderProps,
} from './LiveConnection.tsx';
export { useIdle, type Idle } from './useIdle.ts';
export { useConfigFreshness, configNeedsReload, CONFIG_FRESHNESS_CHECK_MS } from './configFreshness.ts';
export { useConfigErrors } from './useConfigErrors.ts';
export {
  useStatusAutoCheck,
  startStatusAutoCheck,
  applyUserStatus,
  recordManualStatusChange,
  manualStatusChange,
  lastStatusChange,
} from './userStatus.ts';
export { useViewers, viewersStore, createViewersStore, type Viewer } from './viewers.ts';
export { planSocketMessages, ISSUE_NOTIFICATION_MS, COMMENTS_FILTER_NOTIFICATION_MS } from './socketMessages.ts';
export { createFrameBatcher } from './frameBatcher.ts';
export { useLiveCounts, useCountsPolling } from './useLiveCounts.ts';
export { startCountsPolling, type CountsPollingInput } from './countsPolling.ts';
export { useStatusChange, useStatusSaved } from './statusChange.ts';
