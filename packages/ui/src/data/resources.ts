import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import type {
  ConfigResponse,
  CountsResponse,
  ObjectsResponse,
  TemplatesQuery,
  TemplatesResponse,
  User,
} from '@console/api/contract';
import { COUNTS_POLL_MS } from '@console/machines/rules/polling';
import { useApiClient } from './ApiProvider.tsx';
import { markConfigReceived } from './configFreshness.ts';

// SWR keys are named after the resource (architecture.md).
export const ME_KEY = 'v1/me';
export const CONFIG_KEY = 'v1/config';
export const COUNTS_KEY = 'v1/counts';
export const TEMPLATES_KEY = 'v1/templates';
export const OBJECTS_KEY = 'v1/objects';

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
  /** spec §7: polled only while issues or monitoring counts are enabled… */
  enabled: boolean;
  monitoring: boolean;
  /** …and the app is not idle (read at each tick). */
  isIdle: () => boolean;
}

/** GET v1/counts every 120 s (spec §7, §9); SWR schedules the next poll after the last one ends: one in flight. */
export function useCounts({ enabled, monitoring, isIdle }: CountsOptions): SWRResponse<CountsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<CountsResponse, ApiError>(enabled ? [COUNTS_KEY, monitoring] : null, () => client.counts.get({ monitoring }), {
    refreshInterval: COUNTS_POLL_MS,
    isPaused: isIdle,
  });
}

/** GET v1/templates; the client caches each identical params for 30 min (spec §7). */
export function useTemplates(params: TemplatesQuery | null): SWRResponse<TemplatesResponse, ApiError> {
  const client = useApiClient();
  return useSWR<TemplatesResponse, ApiError>(params ? [TEMPLATES_KEY, params] : null, () => client.templates.list(params!));
}

/** GET v1/objects: the connected accounts and companies of the user's spaces (spec §7). */
export function useObjects(enabled = true): SWRResponse<ObjectsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ObjectsResponse, ApiError>(enabled ? OBJECTS_KEY : null, () => client.objects.list());
}

/** Matches every counts key (with or without monitoring) for `mutate(isCountsKey)`. */
export const isCountsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === COUNTS_KEY;
