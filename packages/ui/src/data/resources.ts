import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import type { ConfigResponse, User } from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';

// SWR keys are named after the resource (architecture.md).
export const ME_KEY = 'v1/me';
export const CONFIG_KEY = 'v1/config';

/** GET v1/me; pass false while signed out so nothing is requested. */
export function useMe(enabled = true): SWRResponse<User, ApiError> {
  const client = useApiClient();
  return useSWR<User, ApiError>(enabled ? ME_KEY : null, () => client.me.get());
}

/** GET v1/config?ts; pass false while signed out so nothing is requested. */
export function useConfig(enabled = true): SWRResponse<ConfigResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ConfigResponse, ApiError>(enabled ? CONFIG_KEY : null, () => client.config.get());
}
