import { isInvalidRefreshAnswer } from '@console/spec';
import type { StoredToken, TokenResponse } from '../contract/auth.ts';
import { ApiError, SESSION_EXPIRED_ERROR_TYPE } from './errors.ts';
import type { ClientEvents } from './events.ts';
import type { ClientSession, RefreshLock } from './options.ts';
import { toStoredToken } from './token.ts';

export const REFRESH_LOCK_NAME = 'id_token-refresh';

// One refresh per expiry across tabs: Web Locks where the browser has them, else this tab alone.
export const defaultRefreshLock: RefreshLock = (run) => {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(REFRESH_LOCK_NAME, run) : run();
};

// spec §4 token classification (@console/spec): the token endpoint answers no other 404, so any 404 with an error
// body counts (an HTML 404 from a proxy does not).
export function isInvalidRefresh(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.serverText === null) return false;
  return error.status !== null && isInvalidRefreshAnswer(error.status, error.serverText);
}

export const sessionExpiredError = (cause?: unknown): ApiError =>
  new ApiError({ kind: 'http', status: 401, errorType: SESSION_EXPIRED_ERROR_TYPE, message: 'Session expired', cause });

export interface RefreshQueueDeps {
  session: ClientSession;
  lock: RefreshLock;
  /** POST v1/oauth2/token with grant_type=refresh_token (no bearer, never queued). */
  grant: (refreshToken: string) => Promise<TokenResponse>;
  now: () => number;
  events: ClientEvents;
}

export interface RefreshQueue {
  /** The running refresh, or null. Everyone who waits awaits this same promise, so they resume in the order they queued. */
  running(): Promise<StoredToken> | null;
  /** Joins the running refresh or starts one for the access token that got a 401. */
  refresh(staleAccessToken: string): Promise<StoredToken>;
}

export function createRefreshQueue({ session, lock, grant, now, events }: RefreshQueueDeps): RefreshQueue {
  let current: Promise<StoredToken> | null = null;

  const expire = (cause?: unknown): ApiError => {
    events.emit({ type: 'session.expired' });
    return sessionExpiredError(cause);
  };

  const run = (stale: string): Promise<StoredToken> =>
    lock(async () => {
      // Inside the lock: another tab may have refreshed while we waited for it; then adopt its token.
      const stored = session.read();
      if (stored !== null && stored.access_token !== stale) return stored;
      // spec §4: without a refresh token the session is over.
      if (!stored?.refresh_token) throw expire();
      let answer: TokenResponse;
      try {
        answer = await grant(stored.refresh_token);
      } catch (error) {
        // spec §4: an invalid refresh token ends the session; any other failure (network, 500) only fails the queue.
        throw isInvalidRefresh(error) ? expire(error) : error;
      }
      const token = toStoredToken(answer, now());
      session.write(token);
      events.emit({ type: 'token.refreshed', token });
      return token;
    });

  return {
    running: () => current,
    // Not async: the caller must await `current` itself, or the order of resumption would depend on wrapper ticks.
    refresh(stale) {
      if (current === null) {
        current = run(stale).finally(() => {
          current = null;
        });
      }
      return current;
    },
  };
}
