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

// docs/templates.md: the tab that edits a template drops its own cache; another tab (its own client) keeps its answer
// until the 30 minutes are over, or until a reload (a new client).
describe('templates cache and template edits (spec §7, §9; docs/templates.md)', () => {
  const TEMPLATE = { id: 1, space_id: 7, name: 'Hello', text: 'Hello!', provider: null, object_id: null };

  function server() {
    let text = 'Hello!';
    let clock = 1_000_000;
    const calls: string[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      if (init?.method === 'PATCH') {
        text = (JSON.parse(String(init.body)) as { text: string }).text;
        return json({ ...TEMPLATE, text });
      }
      if (init?.method === 'DELETE') return json({ id: 1 });
      return json({ items: [{ id: 1, name: 'Hello', text, provider: null }] });
    }) as typeof globalThis.fetch;
    const tab = () =>
      createClient({
        apiHosts: ['https://a.test/'],
        clientId: 'c',
        clientSecret: 's',
        session: sessionWithAccess('t'),
        getLocale: () => 'ru',
        fetch,
        now: () => clock,
      });
    return { tab, calls, tick: (ms: number) => (clock += ms) };
  }
  const edit = { name: 'Hello', text: 'Hi!', provider: null, object_id: null };
  const textOf = async (client: ReturnType<ReturnType<typeof server>['tab']>) =>
    (await client.resource(templatesResource).list({ provider: 'vk' })).items[0]!.text;

  it('the editing tab drops its cache: its next list asks the server and shows the edit', async () => {
    const { tab, calls } = server();
    const editing = tab();
    expect(await textOf(editing)).toBe('Hello!');
    await editing.resource(templatesResource).update(1, edit);
    expect(await textOf(editing)).toBe('Hi!');
    expect(calls.filter((call) => call.startsWith('GET'))).toHaveLength(2);
  });

  it('a failed or refused write drops it too (the list may have changed meanwhile)', async () => {
    let fail = false;
    const calls: string[] = [];
    const client = createClient({
      apiHosts: ['https://a.test/'],
      clientId: 'c',
      clientSecret: 's',
      session: sessionWithAccess('t'),
      getLocale: () => 'ru',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
        if (fail) return json({ error: 'x', error_type: 'conflict', current: TEMPLATE }, 409);
        return json(ITEMS);
      }) as typeof fetch,
    });
    await client.resource(templatesResource).list({});
    fail = true;
    await expect(client.resource(templatesResource).remove(1)).rejects.toMatchObject({ status: 409 });
    fail = false;
    await client.resource(templatesResource).list({});
    expect(calls.filter((call) => call.startsWith('GET'))).toHaveLength(2);
  });

  it('another tab keeps its answer until its 30 minutes are over', async () => {
    const { tab, tick } = server();
    const other = tab();
    const editing = tab();
    expect(await textOf(other)).toBe('Hello!');
    await editing.resource(templatesResource).update(1, edit);
    tick(29 * 60_000);
    expect(await textOf(other)).toBe('Hello!');
    tick(61_000);
    expect(await textOf(other)).toBe('Hi!');
  });

  it('another tab sees the edit on reload (a new client starts with no cache)', async () => {
    const { tab } = server();
    const other = tab();
    expect(await textOf(other)).toBe('Hello!');
    await tab().resource(templatesResource).update(1, edit);
    expect(await textOf(other)).toBe('Hello!');
    const reloaded = tab();
    expect(await textOf(reloaded)).toBe('Hi!');
  });
});
