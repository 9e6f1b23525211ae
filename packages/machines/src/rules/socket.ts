// Reconnect timing of the socket (spec §4, §7, §9 "Socket reconnect 2 s"; backoff after five failures).
import type { SOCKET_CLOSE_UNAUTHORIZED as ContractCloseUnauthorized } from '@console/api/contract';
import { SOCKET_BACKOFF_AFTER_FAILURES, SOCKET_MAX_BACKOFF_MS, SOCKET_RECONNECT_MS } from '@console/spec';

// spec §9: reconnect 2 s; then the backoff the feature added (docs/spec-values.md).
export { SOCKET_BACKOFF_AFTER_FAILURES, SOCKET_MAX_BACKOFF_MS, SOCKET_RECONNECT_MS } from '@console/spec';

// The contract's value, typed against it (machines may not import api values): a change there fails typecheck.
const SOCKET_CLOSE_UNAUTHORIZED: typeof ContractCloseUnauthorized = 4401;

/**
 * Delay before the next attempt, given the failed attempts in a row so far (0 after a close of an open
 * connection): 2 s up to 4 failures, then 4, 8, 16 s, then 30 s.
 */
export function reconnectDelay(failures: number): number {
  const count = Number.isFinite(failures) ? Math.max(0, Math.floor(failures)) : 0;
  if (count < SOCKET_BACKOFF_AFTER_FAILURES) return SOCKET_RECONNECT_MS;
  const doublings = count - SOCKET_BACKOFF_AFTER_FAILURES + 1;
  return Math.min(SOCKET_RECONNECT_MS * 2 ** doublings, SOCKET_MAX_BACKOFF_MS);
}

// The server refused the access token (contract socket.ts): refresh it, then connect again.
export const isUnauthorizedClose = (code: number): boolean => code === SOCKET_CLOSE_UNAUTHORIZED;
