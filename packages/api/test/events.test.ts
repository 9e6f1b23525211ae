import { describe, expect, it, vi } from 'vitest';
import { createClient, type ClientEvent } from '../src/client/index.ts';
import { fakeFetch, json } from './fakeFetch.ts';
import { sessionWithAccess } from './memorySession.ts';
import { statusResource } from '../src/client/resources/status.ts';

function setup(answer: () => Response | 'network-error', access: string | null = 't') {
  const fake = fakeFetch(answer);
  const events: ClientEvent[] = [];
  const client = createClient({
    apiHosts: ['https://a.test/', 'https://b.test/'],
    clientId: 'c',
    clientSecret: 's',
    session: sessionWithAccess(access),
    getLocale: () => 'ru',
    fetch: fake.fetch,
  });
  const unsubscribe = client.subscribe((event) => events.push(event));
  return { client, events, unsubscribe };
}

describe('client events', () => {
  it('network.down on every total failure, network.up once when an answer arrives after it', async () => {
    let up = false;
    const { client, events } = setup(() => (up ? json({ error: 'nope' }, 500) : 'network-error'));
    const first = await client.me.get().catch((e: unknown) => e);
    await client.counts.get().catch(() => undefined);
    up = true;
    await client.me.get().catch(() => undefined); // an HTTP answer, even an error, means the network is back
    await client.me.get().catch(() => undefined);
    expect(events).toEqual([
      { type: 'network.down', error: first },
      { type: 'network.down', error: expect.anything() },
      { type: 'network.up' },
    ]);
    expect(first).toMatchObject({ kind: 'network' });
  });

  it('no network.down when the other host answers', async () => {
    let calls = 0;
    const { client, events } = setup(() => ((calls += 1) === 1 ? 'network-error' : json({ status: 1 })));
    await client.resource(statusResource).get();
    expect(events).toEqual([]);
  });

  it('forbidden on a 403 to the session, carrying the server text; not for a refused sign-in', async () => {
    const { client, events } = setup(() => json({ error: 'You have no access to this section' }, 403));
    const error = await client.counts.get().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, serverText: 'You have no access to this section' });
    await client.auth.passwordGrant({ username: 'blocked@demo.local', password: 'p' }).catch(() => undefined);
    expect(events).toEqual([{ type: 'forbidden', error }]);
  });

  it('a silent call (the status poll, spec §8) raises neither an outage nor no-access', async () => {
    const network = setup(() => 'network-error');
    await expect(network.client.resource(statusResource).get({ autoUpdate: true, silent: true })).rejects.toMatchObject({
      kind: 'network',
    });
    const forbidden = setup(() => json({ error: 'no' }, 403));
    await expect(forbidden.client.resource(statusResource).get({ autoUpdate: true, silent: true })).rejects.toMatchObject({
      status: 403,
    });
    expect([...network.events, ...forbidden.events]).toEqual([]);
  });

  it('a failing client error report is silent: no outage, no event of any kind', async () => {
    const report = { kind: 'error' as const, message: 'TypeError: x is undefined', url: '/' };
    for (const answer of [() => 'network-error' as const, () => json({ error: 'no' }, 403), () => json({ error: 'x' }, 500)]) {
      const { client, events } = setup(answer);
      await expect(client.clientErrors.report(report)).rejects.toMatchObject({ name: 'ApiError' });
      expect(events).toEqual([]);
    }
  });

  it('unsubscribe stops the events; a throwing listener does not break the request', async () => {
    vi.useFakeTimers(); // holds the asynchronous rethrow, which would otherwise fail the run as an uncaught error
    try {
      const { client, events, unsubscribe } = setup(() => json({ error: 'x' }, 403));
      client.subscribe(() => {
        throw new Error('listener failed');
      });
      await expect(client.me.get()).rejects.toMatchObject({ status: 403 });
      unsubscribe();
      await expect(client.me.get()).rejects.toMatchObject({ status: 403 });
      expect(events).toHaveLength(1);
      expect(vi.getTimerCount()).toBe(2); // the throwing listener stayed subscribed: one rethrow per request
    } finally {
      vi.clearAllTimers();
      vi.useRealTimers();
    }
  });
});
