import { describe, expect, it } from 'vitest';
import { createClient } from '../src/client/index.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../src/contract/headers.ts';
import { fakeFetch, json, type FetchCall } from './fakeFetch.ts';
import { fakeApi } from './fakeApi.ts';
import { sessionWithAccess } from './memorySession.ts';
import { statusResource } from '../src/client/resources/status.ts';
import { itemsResource } from '../src/client/resources/items.ts';

const keyOf = (call: FetchCall | undefined) => call?.headers['idempotency-key'];

function counter() {
  let n = 0;
  return () => `key-${String((n += 1)).padStart(4, '0')}`;
}

describe('Idempotency-Key (quality.md "Nothing is lost")', () => {
  it('the same key on the failover retry; another key for the next call', async () => {
    const fake = fakeFetch((call) => (call.url.startsWith('https://a.test/') ? 'network-error' : json({ status: 2 })));
    const client = createClient({
      apiHosts: ['https://a.test/', 'https://b.test/'],
      clientId: 'c',
      clientSecret: 's',
      session: sessionWithAccess('t'),
      getLocale: () => 'ru',
      fetch: fake.fetch,
      idempotencyKey: counter(),
    });
    await client.resource(statusResource).put({ status: 2 });
    await client.resource(statusResource).put({ status: 2 });
    expect(fake.calls.map((call) => [call.url.slice(0, 15), keyOf(call)])).toEqual([
      ['https://a.test/', 'key-0001'],
      ['https://b.test/', 'key-0001'],
      ['https://b.test/', 'key-0002'], // b answered, so it is tried first now
    ]);
  });

  it('the same key on the retry after a refresh; the refresh grant carries its own', async () => {
    const api = fakeApi({ client: { idempotencyKey: counter() } });
    await api.client.resource(statusResource).put({ status: 2 });
    expect(api.sends().map((send) => [send.token, send.key])).toEqual([
      ['old', 'key-0001'],
      ['new', 'key-0001'],
    ]);
    expect(keyOf(api.grants()[0])).toBe('key-0002');
  });

  // screens.md "Reply composer": a queued reply keeps its key, so the retry after a lost answer is the same request.
  it('a reply sent twice with the key its outbox kept carries that key both times', async () => {
    const fake = fakeFetch(() => 'network-error');
    const client = createClient({
      apiHosts: ['https://a.test/'],
      clientId: 'c',
      clientSecret: 's',
      session: sessionWithAccess('t'),
      getLocale: () => 'ru',
      fetch: fake.fetch,
      idempotencyKey: counter(),
    });
    for (let i = 0; i < 2; i += 1)
      await client
        .resource(itemsResource)
        .reply(7, { text: 'hi' }, { idempotencyKey: 'kept-key' })
        .catch(() => undefined);
    expect(fake.calls.map(keyOf)).toEqual(['kept-key', 'kept-key']);
  });

  it('the password grant, revoke and client_errors carry a key; GET requests carry none', async () => {
    const api = fakeApi({ valid: ['old'], client: { idempotencyKey: counter() } });
    await api.client.auth.passwordGrant({ username: 'u', password: 'p' });
    await api.client.auth.revoke();
    await api.client.clientErrors.report({ kind: 'error', message: 'm', url: '/' });
    await api.client.me.get();
    await api.client.counts.get();
    expect(api.calls.map(keyOf)).toEqual(['key-0001', 'key-0002', 'key-0003', undefined, undefined]);
  });

  it('by default a fresh UUID per call, valid for the server, also without crypto.randomUUID (plain http)', async () => {
    const api = fakeApi({ valid: ['old'] });
    await api.client.resource(statusResource).put({ status: 2 });
    await api.client.resource(statusResource).put({ status: 2 });
    const original = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', {
      value: { getRandomValues: original.getRandomValues.bind(original) },
      configurable: true,
    });
    try {
      await api.client.resource(statusResource).put({ status: 2 });
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
    const keys = api.calls.map(keyOf);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});
