import type { StoredToken } from '../contract/auth.ts';

export type ClientLocale = 'ru' | 'en';

/** Where the session token lives (spec §3: the id_token storage entry); packages/ui's tokenStore has this shape. */
export interface ClientSession {
  read(): StoredToken | null;
  write(token: StoredToken): void;
}

/** Runs `run` while holding the one refresh lock shared by every tab (Web Locks in a browser). */
export type RefreshLock = <T>(run: () => Promise<T>) => Promise<T>;

export interface ClientOptions {
  /** One or two API base URLs, each ending with '/' (paths such as `v1/me` are appended). */
  apiHosts: readonly string[];
  clientId: string;
  clientSecret: string;
  session: ClientSession;
  getLocale: () => ClientLocale;
  fetch?: typeof fetch;
  /** How long one try on one host may take; default REQUEST_TIMEOUT_MS (30 s). */
  requestTimeoutMs?: number;
  /** Milliseconds since the epoch; the sign's unix time, the config `ts`, expires_at and the templates cache use it. */
  now?: () => number;
  /** Default: `navigator.locks.request('id_token-refresh', run)` where Web Locks exist, else `run()`. */
  withRefreshLock?: RefreshLock;
  /** One key per logical POST, PUT, PATCH or DELETE (quality.md); default crypto.randomUUID(). */
  idempotencyKey?: () => string;
}
