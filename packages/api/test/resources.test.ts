import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createClient, defineResource, REFRESH_LOCK_NAME } from '../src/client/index.ts';
import { fakeFetch, json } from './fakeFetch.ts';
import { fakeApi } from './fakeApi.ts';
import { sessionWithAccess } from './memorySession.ts';
import { statusResource } from '../src/client/resources/status.ts';

const COUNTS = { issues_count: 3, issues_expired_count: 1, monitoring_count: 5, items_count: 12 };

function setup(body: unknown) {
  const fake = fakeFetch(() => json(body));
  const client = createClient({
    apiHosts: ['https://a.test/'],
    clientId: 'c',
    clientSecret: 's',
    session: sessionWithAccess('stored'),
    getLocale: () => 'en',
    fetch: fake.fetch,
  });
  return { client, calls: fake.calls };
}

describe('workspace resources (spec §7)', () => {
  it('counts: GET v1/counts, with ?monitoring=1 when asked', async () => {
    const { client, calls } = setup(COUNTS);
    await expect(client.counts.get()).resolves.toEqual(COUNTS);
    await client.counts.get({ monitoring: true });
    await client.counts.get({ monitoring: false });
    expect(calls.map((c) => [c.method, c.url, c.headers.authorization])).toEqual([
      ['GET', 'https://a.test/v1/counts', 'Bearer stored'],
      ['GET', 'https://a.test/v1/counts?monitoring=1', 'Bearer stored'],
      ['GET', 'https://a.test/v1/counts', 'Bearer stored'],
    ]);
  });

  it('status: GET v1/me/status, ?auto_update=1 for the automatic check; PUT with the update as JSON', async () => {
    const { client, calls } = setup({ status: 3 });
    await client.resource(statusResource).get();
    await client.resource(statusResource).get({ autoUpdate: true });
    await expect(client.resource(statusResource).put({ status: 3, space_id: 1 })).resolves.toEqual({ status: 3 });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', 'https://a.test/v1/me/status'],
      ['GET', 'https://a.test/v1/me/status?auto_update=1'],
      ['PUT', 'https://a.test/v1/me/status'],
    ]);
    expect(JSON.parse(calls[2]!.body!)).toEqual({ status: 3, space_id: 1 });
    expect(calls[2]!.headers['content-type']).toBe('application/json');
  });

  it('client_errors: POST v1/client_errors with the report and no bearer header', async () => {
    const { client, calls } = setup({});
    const report = { kind: 'chunk' as const, message: 'Loading chunk 3 failed', url: '/settings?x=1' };
    await expect(client.clientErrors.report(report)).resolves.toEqual({});
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://a.test/v1/client_errors', body: JSON.stringify(report) });
    expect(calls[0]!.headers.authorization).toBeUndefined();
  });

  it('a malformed counts answer is a malformed error, not a crash', async () => {
    await expect(setup({ issues_count: 'many' }).client.counts.get()).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('feature resources (client.resource)', () => {
  it("are made on first use, once per client, from the client's http and options", async () => {
    const make = vi.fn(({ http, options }: Parameters<Parameters<typeof defineResource>[0]>[0]) => ({
      clientId: options.clientId,
      counts: () => http.request({ method: 'GET', path: 'v1/counts', schema: z.unknown() }),
    }));
    const countsAgain = defineResource(make);
    const { client, calls } = setup(COUNTS);
    expect(make).not.toHaveBeenCalled();
    const made = client.resource(countsAgain);
    expect(client.resource(countsAgain)).toBe(made);
    expect(make).toHaveBeenCalledOnce();
    expect(made.clientId).toBe('c');
    await expect(made.counts()).resolves.toEqual(COUNTS);
    expect(calls.map((c) => [c.url, c.headers.authorization])).toEqual([['https://a.test/v1/counts', 'Bearer stored']]);
    const other = setup(COUNTS).client;
    expect(other.resource(countsAgain)).not.toBe(made);
  });

  it('clearCache drops the caches of every resource made so far, and only of this client', () => {
    const clears: string[] = [];
    const cached = (name: string) => defineResource(({ onClearCache }) => onClearCache(() => clears.push(name)));
    const first = cached('first');
    const second = cached('second');
    const { client } = setup(COUNTS);
    const other = setup(COUNTS).client;
    client.resource(first);
    other.resource(second);
    client.clearCache();
    expect(clears).toEqual(['first']);
    client.resource(second);
    client.clearCache();
    expect(clears).toEqual(['first', 'first', 'second']);
  });
});

describe('the default refresh lock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses Web Locks ('id_token-refresh') where the browser has them", async () => {
    const request = vi.fn((_name: string, run: () => Promise<unknown>) => run());
    vi.stubGlobal('navigator', { locks: { request } });
    const api = fakeApi();
    await api.client.me.get();
    expect(request).toHaveBeenCalledOnce();
    expect(request.mock.calls[0]![0]).toBe(REFRESH_LOCK_NAME);
    expect(REFRESH_LOCK_NAME).toBe('id_token-refresh');
  });

  it('runs the refresh directly without them', async () => {
    vi.stubGlobal('navigator', undefined);
    const api = fakeApi();
    await expect(api.client.me.get()).resolves.toMatchObject({ id: 1 });
    expect(api.grants()).toHaveLength(1);
  });
});
