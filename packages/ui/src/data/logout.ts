import type { ApiClient } from '@console/api/client';
import type { TokenStore } from './tokenStore.ts';
import { createValueStore } from './valueStore.ts';

export interface LogoutOptions {
  /** spec §4: the revoke call is skipped when the token is flagged invalid. */
  revoke?: boolean;
}

// True while a logout runs. Its listeners are told synchronously, before the revoke goes out: the live connection
// closes first (LiveConnection.tsx), and a 'session expired' caused by the revoke itself is not one (sessionEvents.ts).
export const logoutInProgress = createValueStore<boolean>(false);

// spec §4 Logout: close the socket, revoke (errors ignored, spec §7), remove the stored token, clear the session and
// every cache.
export async function logout(
  client: ApiClient,
  store: TokenStore,
  clearCache: () => Promise<void> | void,
  options: LogoutOptions = {},
): Promise<void> {
  logoutInProgress.set(true);
  try {
    if (options.revoke !== false && store.read() !== null) {
      await client.auth.revoke().catch(() => undefined);
    }
    store.clear();
    client.clearCache();
    await clearCache();
  } finally {
    logoutInProgress.set(false);
  }
}
