export type ApiErrorKind = 'http' | 'network' | 'malformed';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number | null;
  errorType?: string | null;
  serverText?: string | null;
  /** The error answer's JSON as sent (fields beyond error and error_type, e.g. no_email's access_token). */
  data?: unknown;
  /** Seconds from the answer's Retry-After (a 429's wait), when it sent a number. */
  retryAfter?: number | null;
  cause?: unknown;
}

// The one error every client call rejects with (common brief: http status with the server's text and
// error_type, network failure without an answer, malformed 2xx answer).
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly errorType: string | null;
  readonly serverText: string | null;
  readonly data: unknown;
  readonly retryAfter: number | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.errorType = init.errorType ?? null;
    this.serverText = init.serverText ?? null;
    this.data = init.data ?? null;
    this.retryAfter = init.retryAfter ?? null;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** errorType of the ApiError every queued request rejects with when the session is over (spec §4 'Session expired'). */
export const SESSION_EXPIRED_ERROR_TYPE = 'session_expired';

export const isSessionExpired = (value: unknown): boolean => isApiError(value) && value.errorType === SESSION_EXPIRED_ERROR_TYPE;
