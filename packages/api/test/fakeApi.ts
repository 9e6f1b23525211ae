import { createClient, type ApiClient, type ClientEvent, type ClientOptions } from '../src/client/index.ts';
import { DEMO_USERS } from '../src/mocks/fixtures.ts';
import { json, type FetchCall } from './fakeFetch.ts';
import { memorySession, storedToken, type MemorySession } from './memorySession.ts';

export type Answer = Response | 'network-error';

/** A fake API whose access token 'old' has expired: the refresh grant answers whatever `refresh` says. */
export interface FakeApiOptions {
  /** The refresh grant's answer; a promise keeps the refresh running until the test settles it. */
  refresh?: (call: FetchCall) => Answer | Promise<Answer>;
  /** Access tokens the API accepts (default: 'new'). */
  valid?: readonly string[];
  session?: MemorySession;
  client?: Partial<ClientOptions>;
}

export const NEW_PAIR = { access_token: 'new', refresh_token: 'r-new', expires_in: 600, token_type: 'bearer' };
export const NOW = 1_795_338_000_000;

export interface FakeApi {
  client: ApiClient;
  session: MemorySession;
  calls: FetchCall[];
  events: ClientEvent[];
  /** Calls to the token endpoint. */
  grants(): FetchCall[];
  /** Calls that are not grants, with the bearer each carried. */
  sends(): { url: string; token: string | null; key: string | null }[];
}

export function fakeApi(options: FakeApiOptions = {}): FakeApi {
  const session = options.session ?? memorySession(storedToken('old', 'r-old'));
  const valid = options.valid ?? ['new'];
  const calls: FetchCall[] = [];
  const events: ClientEvent[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
    const call: FetchCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? init.body : null,
      signal: init?.signal ?? null,
    };
    calls.push(call);
    const result = call.url.endsWith('v1/oauth2/token')
      ? await (options.refresh ?? (() => json(NEW_PAIR)))(call)
      : call.url.endsWith('v1/client_errors') || valid.includes(call.headers.authorization?.slice('Bearer '.length) ?? '')
        ? json(answerFor(call.url))
        : json({ error: 'Access token has expired' }, 401);
    if (result === 'network-error') throw new TypeError('fetch failed');
    return result;
  };
  const client = createClient({
    apiHosts: ['https://a.test/', 'https://b.test/'],
    clientId: 'c',
    clientSecret: 's',
    session,
    getLocale: () => 'en',
    fetch: fetchImpl as typeof fetch,
    now: () => NOW,
    ...options.client,
  });
  client.subscribe((event) => events.push(event));
  const isGrant = (call: FetchCall) => call.url.endsWith('v1/oauth2/token');
  return {
    client,
    session,
    calls,
    events,
    grants: () => calls.filter(isGrant),
    sends: () =>
      calls
        .filter((call) => !isGrant(call))
        .map((call) => ({
          url: call.url,
          token: call.headers.authorization?.slice('Bearer '.length) ?? null,
          key: call.headers['idempotency-key'] ?? null,
        })),
  };
}

const answerFor = (url: string): unknown => {
  if (url.includes('v1/me/status')) return { status: 2 };
  if (url.includes('v1/counts')) return { issues_count: 1, issues_expired_count: 0, monitoring_count: 0, items_count: 2 };
  if (url.includes('v1/client_errors') || url.includes('v1/oauth2/revoke')) return {};
  if (url.includes('v1/templates')) return { items: [] };
  return DEMO_USERS[0];
};

/** A promise the test settles, for an answer that arrives when the test says. */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Lets every pending microtask and timer-free continuation run. */
export const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Records how a promise settled, without awaiting it. */
export function track<T>(promise: Promise<T>): { state: 'pending' | 'fulfilled' | 'rejected'; value?: T; error?: unknown } {
  const record: { state: 'pending' | 'fulfilled' | 'rejected'; value?: T; error?: unknown } = { state: 'pending' };
  promise.then(
    (value) => Object.assign(record, { state: 'fulfilled', value }),
    (error: unknown) => Object.assign(record, { state: 'rejected', error }),
  );
  return record;
}
