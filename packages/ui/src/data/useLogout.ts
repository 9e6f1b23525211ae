import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from './ApiProvider.tsx';
import { logout, type LogoutOptions } from './logout.ts';
import { tokenStore, type TokenStore } from './tokenStore.ts';

// Returns the logout step of spec §4; the caller then navigates to /login.
export function useLogout(store: TokenStore = tokenStore): (options?: LogoutOptions) => Promise<void> {
  const client = useApiClient();
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    (options?: LogoutOptions) =>
      logout(
        client,
        store,
        async () => {
          // Drop every cached answer without refetching: the next user must not see this one's data.
          await mutate(() => true, undefined, { revalidate: false });
          for (const key of [...cache.keys()]) cache.delete(key);
        },
        options,
      ),
    [client, store, cache, mutate],
  );
}
