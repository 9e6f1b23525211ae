import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { statusResource } from '@console/api/client/status';
import type { StatusUpdate } from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { useOptionalLiveConnection } from './LiveConnection.tsx';
import { applyUserStatus, recordManualStatusChange } from './userStatus.ts';
import { useMountedRef } from './useMountedRef.ts';

/**
 * What follows a status the user saved (spec §4 "User status": saved on the server, then the socket is told): the
 * socket, the time of the manual change (the automatic check waits 600 s after it, spec §7), the cached user/config.
 */
export function useStatusSaved(now: () => number = Date.now): (status: number) => void {
  const { mutate } = useSWRConfig();
  const live = useOptionalLiveConnection();
  return useCallback(
    (status: number) => {
      const at = now();
      recordManualStatusChange(at);
      applyUserStatus(mutate, status, at);
      live?.statusChanged(status);
    },
    [mutate, live, now],
  );
}

/**
 * spec §7: PUT v1/me/status, then everything useStatusSaved does; rejects with the client's ApiError. A save answered
 * after the component that asked has gone (a logout, a story torn down) updates nothing: its caches went with it.
 */
export function useStatusChange(): (update: StatusUpdate) => Promise<void> {
  const client = useApiClient();
  const saved = useStatusSaved();
  const mounted = useMountedRef();
  return useCallback(
    async (update: StatusUpdate) => {
      const { status } = await client.resource(statusResource).put(update);
      if (status !== null && mounted.current) saved(status);
    },
    [client, saved, mounted],
  );
}
