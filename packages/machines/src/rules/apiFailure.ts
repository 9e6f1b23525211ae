// Reading a rejected actor's error without importing the api package's values (machines `import type` only).
import type { ApiError, SESSION_EXPIRED_ERROR_TYPE as ClientSessionExpired } from '@console/api/client';

type ApiFailure = Pick<ApiError, 'kind' | 'status' | 'errorType' | 'serverText'>;

// The client's value, typed against it (machines may not import api values): a change there fails typecheck.
const SESSION_EXPIRED_ERROR_TYPE: typeof ClientSessionExpired = 'session_expired';

// Structural check of the client's ApiError (common brief: kind, status, serverText).
function asApiFailure(error: unknown): ApiFailure | null {
  if (typeof error !== 'object' || error === null) return null;
  const candidate = error as Partial<Record<keyof ApiFailure, unknown>>;
  if (candidate.kind !== 'http' && candidate.kind !== 'network' && candidate.kind !== 'malformed') return null;
  return {
    kind: candidate.kind,
    status: typeof candidate.status === 'number' ? candidate.status : null,
    errorType: typeof candidate.errorType === 'string' ? candidate.errorType : null,
    serverText: typeof candidate.serverText === 'string' ? candidate.serverText : null,
  };
}

// spec §8: a network failure without any answer (after the other host was tried).
export const isNetworkFailure = (error: unknown): boolean => asApiFailure(error)?.kind === 'network';

export function isHttpStatus(error: unknown, status: number): boolean {
  const failure = asApiFailure(error);
  return failure?.kind === 'http' && failure.status === status;
}

// The server's `error` text, when the failure carries one.
export const serverTextOf = (error: unknown): string | null => asApiFailure(error)?.serverText ?? null;

// spec §4: the refresh token is gone or invalid; the client rejects with this and logs out.
export const isSessionExpired = (error: unknown): boolean => asApiFailure(error)?.errorType === SESSION_EXPIRED_ERROR_TYPE;
