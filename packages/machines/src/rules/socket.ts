// Reconnect timing of the socket (spec §4, §7, §9 "Socket reconnect 2 s"; backoff after five failures).
import type { SOCKET_CLOSE_UNAUTHORIZED as ContractCloseUnauthorized } from '@console/api/contract';

/** spec §9: the socket reconnects 2 s after a close. */
export const SOCKET_RECONNECT_MS = 2000;
/** Only after this many failed attempts in a row does the delay start doubling. */
export const SOCKET_BACKOFF_AFTER_FAILURES = 5;
/** The doubling stops at 30 s. */
export const SOCKET_MAX_BACKOFF_MS = 30_000;

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
