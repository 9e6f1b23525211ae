import { parseStoredToken } from '@console/api/client';
import type { StoredToken } from '@console/api/contract';

// spec §3: the session token is kept in browser storage under the id_token entry.
export const ID_TOKEN_KEY = 'id_token';

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TokenStore {
  /** The stored token, or null; a corrupt entry counts as none and is removed. Same object while the entry is unchanged. */
  read(): StoredToken | null;
  write(token: StoredToken): void;
  clear(): void;
  /** Called on every change made here, and on changes from other tabs (the `storage` event). */
  subscribe(listener: () => void): () => void;
}

export function createTokenStore(
  storage: TokenStorage,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = null,
): TokenStore {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let cached: { raw: string | null; token: StoredToken | null } = { raw: null, token: null };

  const read = (): StoredToken | null => {
    const raw = storage.getItem(ID_TOKEN_KEY);
    if (raw === cached.raw) return cached.token;
    const token = raw === null ? null : parseStoredToken(raw);
    if (raw !== null && token === null) {
      storage.removeItem(ID_TOKEN_KEY);
      cached = { raw: null, token: null };
      return null;
    }
    cached = { raw, token };
    return token;
  };

  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key === ID_TOKEN_KEY || key === null) notify(); // key null: the other tab cleared all storage
  };

  return {
    read,
    write(token) {
      storage.setItem(ID_TOKEN_KEY, JSON.stringify(token));
      notify();
    },
    clear() {
      storage.removeItem(ID_TOKEN_KEY);
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
  };
}

// Outside a browser (node tests, server rendering) the default store keeps the token in memory.
function memoryStorage(): TokenStorage {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const hasWindow = typeof window !== 'undefined' && typeof window.localStorage !== 'undefined';

export const tokenStore: TokenStore = hasWindow
  ? createTokenStore(window.localStorage, window)
  : createTokenStore(memoryStorage());
