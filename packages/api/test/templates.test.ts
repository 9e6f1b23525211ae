import { describe, expect, it } from 'vitest';
import { createClient } from '../src/client/index.ts';
import { json } from './fakeFetch.ts';
import { deferred, flush } from './fakeApi.ts';
import { sessionWithAccess } from './memorySession.ts';
import { TEMPLATES_CACHE_MS, templatesResource } from '../src/client/resources/templates.ts';

const ITEMS = { items: [{ id: 1, name: 'Hello', text: 'Hello!', provider: null }] };

function setup(answer: () => Response | Promise<Response> = () => json(ITEMS)) {
  let clock = 1_000_000;
  const calls: string[] = [];
  const client = createClient({
    apiHosts: ['https://a.test/'],
    clientId: 'c',
    clientSecret: 's',
    session: sessionWithAccess('t'),
    getLocale: () => 'ru',
    fetch: (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return answer();
    }) as typeof fetch,
    now: () => clock,
  });
  return { client, calls, tick: (ms: number) => (clock += ms) };
}

describe('templates cache (spec §7, §9: 30 min per identical params)', () => {
  it('is 1,800,000 ms', () => expect(TEMPLATES_CACHE_MS).toBe(1_800_000));

  it('hits at 29:59, misses at 30:01', async () => {
    const { client, calls, tick } = setup();
    const first = await client.resource(templatesResource).list({ provider: 'vk' });
    tick(29 * 60_000 + 59_000);
    expect(await client.resource(templatesResource).list({ provider: 'vk' })).toBe(first);
    expect(calls).toHaveLength(1);
    tick(2_000);
    await client.resource(templatesResource).list({ provider: 'vk' });
    expect(calls).toHaveLength(2);
  });

  it('identical params in another key order or with undefined values hit; different params miss', async () => {
    const { client, calls } = setup();
    await client.resource(templatesResource).list({ provider: 'vk', q: 'hi' });
    await client.resource(templatesResource).list({ q: 'hi', provider: 'vk', object_id: undefined });
    expect(calls).toEqual(['https://a.test/v1/templates?provider=vk&q=hi']);
    await client.resource(templatesResource).list({ provider: 'vk' });
    await client.resource(templatesResource).list({});
    expect(calls.slice(1)).toEqual(['https://a.test/v1/templates?provider=vk', 'https://a.test/v1/templates']);
  });

  it('identical calls in flight share one request', async () => {
    const held = deferred<Response>();
    const { client, calls } = setup(() => held.promise);
    const a = client.resource(templatesResource).list({ q: 'x' });
    const b = client.resource(templatesResource).list({ q: 'x' });
    held.resolve(json(ITEMS));
    expect(await a).toBe(await b);
    expect(calls).toHaveLength(1);
  });

  it('a failure is not cached', async () => {
    let fail = true;
    const { client, calls } = setup(() => (fail ? json({ error: 'boom' }, 500) : json(ITEMS)));
    await expect(client.resource(templatesResource).list({})).rejects.toMatchObject({ status: 500 });
    fail = false;
    await expect(client.resource(templatesResource).list({})).resolves.toEqual(ITEMS);
    expect(calls).toHaveLength(2);
  });

  it('clearCache drops it, and an answer in flight during the clear is not kept', async () => {
    const held = deferred<Response>();
    let holding = false;
    const { client, calls } = setup(() => (holding ? held.promise : json(ITEMS)));
    await client.resource(templatesResource).list({});
    client.clearCache();
    holding = true;
    const inFlight = client.resource(templatesResource).list({});
    await flush();
    client.clearCache();
    held.resolve(json(ITEMS));
    await inFlight;
    holding = false;
    await client.resource(templatesResource).list({});
    expect(calls).toHaveLength(3);
  });
});
