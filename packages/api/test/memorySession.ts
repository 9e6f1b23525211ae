import type { StoredToken } from '../src/contract/auth.ts';
import type { ClientSession } from '../src/client/index.ts';

/** A stored token for tests: `access` and `refresh` name the pair. */
export const storedToken = (access: string, refresh = `refresh-of-${access}`): StoredToken => ({
  access_token: access,
  refresh_token: refresh,
  expires_in: 3600,
  token_type: 'bearer',
  expires_at: 0,
});

export interface MemorySession extends ClientSession {
  /** Every token written by the client, in order. */
  writes: StoredToken[];
  /** Replaces the stored token from outside (another tab, a logout). */
  set(token: StoredToken | null): void;
}

// The id_token entry of one browser profile: every client given the same object shares it, as tabs do.
export function memorySession(initial: StoredToken | null = null): MemorySession {
  let token = initial;
  const writes: StoredToken[] = [];
  return {
    read: () => token,
    write(next) {
      writes.push(next);
      token = next;
    },
    set(next) {
      token = next;
    },
    writes,
  };
}

/** The access token only, as older tests set it: a session holding it with a refresh token. */
export const sessionWithAccess = (access: string | null): MemorySession =>
  memorySession(access === null ? null : storedToken(access));
