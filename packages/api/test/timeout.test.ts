import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, REQUEST_TIMEOUT_MS, type ClientEvent, type ClientOptions } from '../src/client/index.ts';
import { fakeFetch, json, type FakeAnswer } from './fakeFetch.ts';
import { sessionWithAccess } from './memorySession.ts';
import { statusResource } from '../src/client/resources/status.ts';

function setup(answer: FakeAnswer, overrides: Partial<ClientOptions> = {}) {
  const fake = fakeFetch(answer);
  const events: ClientEvent[] = [];
  const client = createClient({
    apiHosts: ['https://a.test/', 'https://b.test/'],
    clientId: 'c',
    clientSecret: 's',
    session: sessionWithAccess('t'),
    getLocale: () => 'ru',
    fetch: fake.fetch,
    // A short limit keeps the test fast; the default is checked on its own below.
    requestTimeoutMs: 20,
    ...overrides,
  });
  client.subscribe((event) => events.push(event));
  return { client, calls: fake.calls, events };
}

const host = (url: string) => new URL(url).host;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('request time limit (spec §7, §8: a host that never answers is a network error)', () => {
  it('gives every try its own AbortSignal.timeout of REQUEST_TIMEOUT_MS (30 s) by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { client, calls } = setup(json({ status: 1 }), { requestTimeoutMs: undefined });
    await client.resource(statusResource).get();
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(calls[0]?.signal?.aborted).toBe(false);
  });

  it('a host that never answers times out and the other host is tried once; no outage is raised', async () => {
    const { client, calls, events } = setup((call) => (host(call.url) === 'a.test' ? 'hang' : json({ status: 3 })));
    await expect(client.resource(statusResource).get()).resolves.toEqual({ status: 3 });
    expect(calls.map((call) => host(call.url))).toEqual(['a.test', 'b.test']);
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(events).toEqual([]);
    // The host that answered is preferred from now on.
    await client.resource(statusResource).get();
    expect(host(calls[2]!.url)).toBe('b.test');
  });

  it('when both hosts time out the request fails as a network error and the outage is raised', async () => {
    const { client, calls, events } = setup('hang');
    const error = await client.me.get().catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'network' });
    expect(calls.map((call) => host(call.url))).toEqual(['a.test', 'b.test']);
    expect(events).toEqual([{ type: 'network.down', error }]);
  });

  it('a POST that timed out is retried on the other host with the same Idempotency-Key', async () => {
    const { client, calls } = setup((call) => (host(call.url) === 'a.test' ? 'hang' : json({ status: 2 })));
    await client.resource(statusResource).put({ status: 2, space_id: 1 });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers['idempotency-key']).toBeTruthy();
    expect(calls[1]?.headers['idempotency-key']).toBe(calls[0]?.headers['idempotency-key']);
  });
});
