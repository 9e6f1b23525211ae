// How a failed token request is shown on the login screen (spec §8 "Login 404 or 400", §7 error_type).
import type { ApiError } from '@console/api/client';

// spec §7, §8: a 400 with this error_type asks for the one-time code.
export const CODE_REQUIRED_ERROR_TYPE = 'code_required';

export type LoginError =
  // spec §8: the server's error text, shown inline.
  | { kind: 'server'; text: string }
  // spec §8: network failure without response; the UI shows the catalogue's text.
  | { kind: 'network' }
  // A locked sign-in (429 with Retry-After, README "Sign-in lockout"): the UI says the wait in the user's language.
  | { kind: 'wait'; seconds: number }
  // A 5xx, a malformed answer or anything unexpected; text is the server's when it sent one.
  | { kind: 'unknown'; text: string | null };

type ApiErrorShape = Pick<ApiError, 'kind' | 'status' | 'errorType' | 'serverText' | 'retryAfter'>;

// Structural check: machines only `import type` from the api package, so no instanceof.
function asApiError(error: unknown): ApiErrorShape | null {
  if (typeof error !== 'object' || error === null) return null;
  const candidate = error as Partial<Record<keyof ApiErrorShape, unknown>>;
  if (candidate.kind !== 'http' && candidate.kind !== 'network' && candidate.kind !== 'malformed') return null;
  const nullableString = (value: unknown): string | null => (typeof value === 'string' ? value : null);
  return {
    kind: candidate.kind,
    status: typeof candidate.status === 'number' ? candidate.status : null,
    errorType: nullableString(candidate.errorType),
    serverText: nullableString(candidate.serverText),
    retryAfter: typeof candidate.retryAfter === 'number' ? candidate.retryAfter : null,
  };
}

export function isCodeRequired(error: unknown): boolean {
  const apiError = asApiError(error);
  return apiError?.kind === 'http' && apiError.status === 400 && apiError.errorType === CODE_REQUIRED_ERROR_TYPE;
}

// spec §8: 404 and 400 are the server refusing the credentials (any 400 other than code_required).
export function isCredentialsRejected(error: unknown): boolean {
  const apiError = asApiError(error);
  if (apiError?.kind !== 'http' || isCodeRequired(error)) return false;
  return apiError.status === 400 || apiError.status === 404;
}

export function toLoginError(error: unknown): LoginError {
  const apiError = asApiError(error);
  if (apiError === null) return { kind: 'unknown', text: null };
  if (apiError.kind === 'network') return { kind: 'network' };
  if (apiError.status === 429 && apiError.retryAfter !== null) return { kind: 'wait', seconds: apiError.retryAfter };
  const rejected = apiError.kind === 'http' && (apiError.status === 400 || apiError.status === 404);
  if (rejected && apiError.serverText !== null) return { kind: 'server', text: apiError.serverText };
  return { kind: 'unknown', text: apiError.serverText };
}
