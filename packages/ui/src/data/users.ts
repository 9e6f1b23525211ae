import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { usersResource } from '@console/api/client/usergroups';
import type { UsersResponse } from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';

// SWR keys are named after the resource (architecture.md).
export const USERS_KEY = 'v1/users';

/** GET v1/users: the members of the user's spaces, whom an item can be assigned to. */
export function useUsers(enabled = true): SWRResponse<UsersResponse, ApiError> {
  const client = useApiClient();
  return useSWR<UsersResponse, ApiError>(enabled ? USERS_KEY : null, () => client.resource(usersResource).list());
}
