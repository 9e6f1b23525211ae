import useSWR, { type SWRResponse } from 'swr';
import type { ApiClient, ApiError } from '@console/api/client';
import type { ConfigResponse, CountsResponse, User } from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { markConfigReceived } from './configFreshness.ts';

// SWR keys are named after the resource (architecture.md).
export const ME_KEY = 'v1/me';
export const CONFIG_KEY = 'v1/config';
export const COUNTS_KEY = 'v1/counts';

/** GET v1/me; pass false while signed out so nothing is requested. */
export function useMe(enabled = true): SWRResponse<User, ApiError> {
  const client = useApiClient();
  return useSWR<User, ApiError>(enabled ? ME_KEY : null, () => client.me.get());
}

/** GET v1/config?ts; pass false while signed out so nothing is requested. */
export function useConfig(enabled = true): SWRResponse<ConfigResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ConfigResponse, ApiError>(enabled ? CONFIG_KEY : null, () => client.config.get().then(markConfigReceived));
}

export interface CountsOptions {
  /** spec §7: counts are asked for only while issues or monitoring counts are enabled. */
  enabled: boolean;
  monitoring: boolean;
}

// At most one GET v1/counts in flight per client; whoever asks while one runs (the poll, the
// socket's refresh, a screen mounting) gets that request's answer.
const countsInFlight = new WeakMap<object, Map<boolean, Promise<CountsResponse>>>();

export function loadCounts(client: Pick<ApiClient, 'counts'>, monitoring: boolean): Promise<CountsResponse> {
  let running = countsInFlight.get(client);
  if (!running) countsInFlight.set(client, (running = new Map()));
  const current = running.get(monitoring);
  if (current) return current;
  const request = client.counts.get({ monitoring }).finally(() => running.delete(monitoring));
  running.set(monitoring, request);
  return request;
}

// No error retry: SWR's backoff would break the 120 s rhythm of spec §7 (the frame's poll asks again on time).
// Loaded on mount only when nothing is cached yet; the signed-in frame's poll keeps it fresh (useCountsPolling).
const COUNTS_SWR_OPTIONS = { shouldRetryOnError: false, revalidateIfStale: false, revalidateOnFocus: false } as const;

/** GET v1/counts (spec §7), shared by every reader; polled by the signed-in frame, refreshed by the socket. */
export function useCounts({ enabled, monitoring }: CountsOptions): SWRResponse<CountsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<CountsResponse, ApiError>(
    enabled ? [COUNTS_KEY, monitoring] : null,
    () => loadCounts(client, monitoring),
    COUNTS_SWR_OPTIONS,
  );
}

/** Matches every counts key (with or without monitoring) for `mutate(isCountsKey)`. */
export const isCountsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === COUNTS_KEY;
