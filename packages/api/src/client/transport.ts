import type * as z from 'zod/mini';
import { IDEMPOTENCY_KEY_HEADER } from '../contract/headers.ts';
import { ApiError } from './errors.ts';
import type { ClientEvents } from './events.ts';
import type { ClientOptions } from './options.ts';

export interface RequestSpec<S extends z.ZodMiniType> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Appended to the host: `v1/me`. */
  path: string;
  /** Sent as JSON; omit for an empty body. */
  body?: unknown;
  /** Default true: the session's bearer header (spec §7: all calls except where noted). False: none, no refresh. */
  auth?: boolean;
  /** Default true: wait for a running refresh and refresh on a 401. False sends the stored bearer as is (revoke). */
  refresh?: boolean;
  /** A background call whose failures are ignored (spec §8: the status poll): no outage or no-access event. */
  silent?: boolean;
  /** The logical request's Idempotency-Key when the caller keeps it across its own retries (the reply outbox). */
  idempotencyKey?: string;
  schema: S;
}

/** What one try of a logical request sends: the same key on every try (failover and the retry after a refresh). */
export interface Attempt {
  accessToken: string | null;
  idempotencyKey: string | null;
}

export interface Transport {
  /** Resolves with any HTTP answer; rejects with a network ApiError when no host answered. */
  send(spec: RequestSpec<z.ZodMiniType>, attempt: Attempt): Promise<Response>;
  preferredHost(): string;
}

const withSlash = (host: string): string => (host.endsWith('/') ? host : `${host}/`);

/**
 * How long one try on one host may take before it counts as a network error (spec §7, §8: then the other host is
 * tried once). Without it a connection that never answers would leave the request, and the screen, waiting forever.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

export function createTransport(options: ClientOptions, events: ClientEvents): Transport {
  const hosts = options.apiHosts.map(withSlash);
  if (hosts.length < 1 || hosts.length > 2) throw new Error('apiHosts must hold one or two base URLs');
  // Called with globalThis as `this`: a bare `window.fetch` throws 'Illegal invocation' otherwise. Looked up per
  // call when not given, so a fetch patched later (MSW in tests) is the one used.
  const fetchImpl = (input: string, init: RequestInit): Promise<Response> =>
    (options.fetch ?? globalThis.fetch).call(globalThis, input, init);
  const timeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  let preferred = 0;
  let down = false;

  const headersFor = (spec: RequestSpec<z.ZodMiniType>, attempt: Attempt): Record<string, string> => {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': options.getLocale() };
    if (attempt.accessToken) headers.Authorization = `Bearer ${attempt.accessToken}`;
    if (attempt.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = attempt.idempotencyKey;
    if (spec.body !== undefined) headers['Content-Type'] = 'application/json';
    return headers;
  };

  // spec §7, §8: on a network error without a response, retry once on the other host; an HTTP answer is final.
  // The first fetch is called synchronously, so tries started in some order reach the network in that order.
  async function send(spec: RequestSpec<z.ZodMiniType>, attempt: Attempt): Promise<Response> {
    const headers = headersFor(spec, attempt);
    const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
    const order = hosts.length === 2 ? [preferred, 1 - preferred] : [0];
    let lastCause: unknown;
    for (const index of order) {
      try {
        // Each host gets its own time limit; a try that runs out is aborted and counts as a network error.
        const init: RequestInit = { method: spec.method, headers, signal: AbortSignal.timeout(timeoutMs) };
        if (body !== undefined) init.body = body;
        const response = await fetchImpl(`${hosts[index]}${spec.path}`, init);
        preferred = index;
        if (down) {
          down = false;
          events.emit({ type: 'network.up' });
        }
        return response;
      } catch (cause) {
        lastCause = cause;
      }
    }
    const error = new ApiError({
      kind: 'network',
      message: `No answer from ${order.map((i) => hosts[i]).join(', ')}`,
      cause: lastCause,
    });
    if (spec.silent) throw error;
    down = true;
    events.emit({ type: 'network.down', error });
    throw error;
  }

  return { send, preferredHost: () => hosts[preferred]! };
}
