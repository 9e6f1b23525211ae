import type { ApiClient } from '@console/api/client';
import type { TokenStore } from './tokenStore.ts';

export interface LogoutOptions {
  /** spec §4: the revoke call is skipped when the token is flagged invalid. */
  revoke?: boolean;
}

// spec §4 Logout: revoke (errors ignored, spec §7), remove the stored token, clear the session and every cache.
// The socket closes because the session ends (LiveConnectionProvider follows the token store).
export async function logout(
  client: ApiClient,
  store: TokenStore,
  clearCache: () => Promise<void> | void,
  options: LogoutOptions = {},
): Promise<void> {
  if (options.revoke !== false && store.read() !== null) {
    await client.auth.revoke().catch(() => undefined);
  }
  store.clear();
  client.clearCache();
  await clearCache();
}
