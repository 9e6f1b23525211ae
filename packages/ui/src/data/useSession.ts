import { useSyncExternalStore } from 'react';
import type { StoredToken } from '@console/api/contract';
import { tokenStore, type TokenStore } from './tokenStore.ts';

export interface Session {
  token: StoredToken | null;
  /** spec §4 "Auth guard": signed in means a stored token exists. */
  isSignedIn: boolean;
}

// Re-renders when the id_token entry changes, in this tab or another.
export function useSession(store: TokenStore = tokenStore): Session {
  const token = useSyncExternalStore(store.subscribe, store.read, () => null);
  return { token, isSignedIn: token !== null };
}
