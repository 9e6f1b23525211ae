import type * as z from 'zod/mini';
import { ApiError } from './errors.ts';
import { httpError, parseAnswer } from './answer.ts';
import type { ClientOptions } from './options.ts';

export interface RequestSpec<S extends z.ZodMiniType> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Appended to the host: `v1/me`. */
  path: string;
  /** Sent as JSON; omit for an empty body. */
  body?: unknown;
  /** Default true: a bearer header whenever a token exists (spec §7: all calls except where noted). */
  auth?: boolean;
  schema: S;
}

export interface Http {
  request<S extends z.ZodMiniType>(spec: RequestSpec<S>): Promise<z.output<S>>;
  /** The host later calls try first: the last one that answered. */
  preferredHost(): string;
}

const withSlash = (host: string): string => (host.endsWith('/') ? host : `${host}/`);

export function createHttp(options: ClientOptions): Http {
  const hosts = options.apiHosts.map(withSlash);
  if (hosts.length < 1 || hosts.length > 2) throw new Error('apiHosts must hold one or two base URLs');
  // Called with globalThis as `this`: a bare `window.fetch` throws 'Illegal invocation' otherwise. Looked up per
  // call when not given, so a fetch patched later (MSW in tests) is the one used.
  const fetchImpl = (input: string, init: RequestInit): Promise<Response> =>
    (options.fetch ?? globalThis.fetch).call(globalThis, input, init);
  let preferred = 0;

  const headersFor = (spec: RequestSpec<z.ZodMiniType>): Record<string, string> => {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': options.getLocale() };
    const token = spec.auth === false ? null : options.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (spec.body !== undefined) headers['Content-Type'] = 'application/json';
    return headers;
  };

  // spec §7, §8: on a network error without a response, retry once on the other host; an HTTP answer is final.
  async function send(spec: RequestSpec<z.ZodMiniType>): Promise<Response> {
    const init: RequestInit = { method: spec.method, headers: headersFor(spec) };
    if (spec.body !== undefined) init.body = JSON.stringify(spec.body);
    const order = hosts.length === 2 ? [preferred, 1 - preferred] : [0];
    let lastCause: unknown;
    for (const index of order) {
      try {
        const response = await fetchImpl(`${hosts[index]}${spec.path}`, init);
        preferred = index;
        return response;
      } catch (cause) {
        lastCause = cause;
      }
    }
    throw new ApiError({ kind: 'network', message: `No answer from ${order.map((i) => hosts[i]).join(', ')}`, cause: lastCause });
  }

  return {
    async request(spec) {
      const response = await send(spec);
      if (!response.ok) throw await httpError(response, spec.path);
      return parseAnswer(response, spec.path, spec.schema);
    },
    preferredHost: () => hosts[preferred]!,
  };
}
