import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClient, type ApiClient, type ClientEvent, type RefreshLock } from '../src/client/index.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../src/contract/headers.ts';
import { memorySession, storedToken, type MemorySession } from './memorySession.ts';
import { propertySeed } from './seed.ts';
import { statusResource } from '../src/client/resources/status.ts';
import { templatesResource } from '../src/client/resources/templates.ts';

// quality.md: N concurrent 401s give exactly one refresh, every request retried once, none lost; the real client
// over a fake fetch whose every answer is released by fast-check's scheduler in an order it chooses.
const NEW_PAIR = { access_token: 'new', refresh_token: 'r-new', expires_in: 3600, token_type: 'bearer' };

// A minimal Response: its body is read in microtasks only, so the scheduler sees all the client's work.
const answer = (status: number, body: unknown): Response =>
  ({ ok: status >= 200 && status < 300, status, body: null, text: async () => JSON.stringify(body) }) as unknown as Response;

interface Send {
  token: string | null;
  key: string | null;
}

interface World {
  store: MemorySession;
  refreshCalls: number;
  refreshAnswered: boolean;
  sends: Map<number, Send[]>;
  /** Requests certainly queued for the refresh, in the order they queued (a 401 or a start while it ran). */
  queued: number[];
  /** Requests in the order their send with the new token reached the network (each sends it once). */
  retried: number[];
}

// Request i is a PUT v1/me/status (status i + 1) when i is even, else GET v1/templates?q=r<i>: both identify it.
const requestOf = (client: ApiClient, i: number): Promise<number> =>
  i % 2 === 0
    ? client
        .resource(statusResource)
        .put({ status: i + 1 })
        .then((answer) => answer.status! - 1)
    : client
        .resource(templatesResource)
        .list({ q: `r${i}` })
        .then((answer) => answer.items[0]!.id);

function fakeFetch(s: fc.Scheduler, world: World): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    if (url.endsWith('v1/oauth2/token')) {
      world.refreshCalls += 1;
      return s.schedule(Promise.resolve(), 'refresh answer').then(() => {
        world.refreshAnswered = true;
        return answer(200, NEW_PAIR);
      });
    }
    const id = url.includes('templates')
      ? Number(new URL(url).searchParams.get('q')!.slice(1))
      : JSON.parse(String(init?.body)).status - 1;
    const token = headers.get('Authorization')?.replace('Bearer ', '') ?? null;
    const sends = world.sends.get(id) ?? [];
    world.sends.set(id, [...sends, { token, key: headers.get(IDEMPOTENCY_KEY_HEADER) }]);
    if (token === 'new') world.retried.push(id);
    return s.schedule(Promise.resolve(), `answer ${id} (${token})`).then(() => {
      if (token !== 'new') {
        if (!world.refreshAnswered && world.store.read()?.access_token === 'old') world.queued.push(id);
        return answer(401, { error: 'Access token has expired' });
      }
      return url.includes('templates')
        ? answer(200, { items: [{ id, name: 't', text: 't', provider: null }] })
        : answer(200, { status: id + 1 });
    });
  }) as typeof fetch;
}

const newWorld = (): World => ({
  store: memorySession(storedToken('old', 'r-old')),
  refreshCalls: 0,
  refreshAnswered: false,
  sends: new Map(),
  queued: [],
  retried: [],
});

const clientFor = (world: World, fetchImpl: typeof fetch, events: ClientEvent[], lock?: RefreshLock): ApiClient => {
  const client = createClient({
    apiHosts: ['https://api.test/'],
    clientId: 'c',
    clientSecret: 's',
    session: world.store,
    getLocale: () => 'ru',
    fetch: fetchImpl,
    ...(lock ? { withRefreshLock: lock } : {}),
  });
  client.subscribe((event) => events.push(event));
  return client;
};

// Launches every request at a moment the scheduler picks, lets it release everything, and reports each outcome.
async function runAll(s: fc.Scheduler, n: number, clientOf: (i: number) => ApiClient, world: World) {
  const outcomes = new Map<number, { ok: true; value: number } | { ok: false; error: unknown }>();
  for (let i = 0; i < n; i += 1) {
    void s.schedule(Promise.resolve(), `start ${i}`).then(() => {
      if (world.refreshCalls > 0 && !world.refreshAnswered) world.queued.push(i); // starts while the refresh runs
      requestOf(clientOf(i), i).then(
        (value) => outcomes.set(i, { ok: true, value }),
        (error: unknown) => outcomes.set(i, { ok: false, error }),
      );
    });
  }
  await s.waitIdle();
  return outcomes;
}

function expectEachRetriedOnceNoneLost(world: World, outcomes: Awaited<ReturnType<typeof runAll>>, n: number) {
  expect(world.refreshCalls).toBe(1);
  expect(world.store.writes.map((token) => token.access_token)).toEqual(['new']);
  expect([...outcomes.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
  for (const [id, outcome] of outcomes) {
    expect(outcome).toEqual({ ok: true, value: id });
    const sends = world.sends.get(id)!;
    // Sent with the old token and retried once with the new one, or sent once with the new one.
    expect(sends.map((send) => send.token)).toEqual(sends[0]!.token === 'old' ? ['old', 'new'] : ['new']);
    // quality.md: the retry after the refresh carries the same Idempotency-Key.
    expect(new Set(sends.map((send) => send.key)).size).toBe(1);
    expect(sends[0]!.key === null).toBe(id % 2 === 1);
  }
  const keys = [...world.sends.values()].map((sends) => sends[0]!.key).filter((key) => key !== null);
  expect(new Set(keys).size).toBe(keys.length);
}

describe('refresh queue (spec §4, §8), property over the real client, fast-check scheduler', () => {
  it('N in 1..50 concurrent requests on an expired token: one refresh, each retried at most once, in queue order, none lost', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 50 }), async (s, n) => {
        const world = newWorld();
        const events: ClientEvent[] = [];
        const client = clientFor(world, fakeFetch(s, world), events);
        const outcomes = await runAll(s, n, () => client, world);
        expectEachRetriedOnceNoneLost(world, outcomes, n);
        expect(world.retried.filter((id) => world.queued.includes(id))).toEqual(world.queued);
        expect(events).toEqual([{ type: 'token.refreshed', token: world.store.writes[0] }]);
      }),
      propertySeed('refresh queue'),
    );
  });

  it('two tabs sharing one store and one lock: one refresh in all, the other tab adopts the token', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(fc.boolean(), { minLength: 1, maxLength: 50 }), async (s, tabs) => {
        const world = newWorld();
        let tail: Promise<unknown> = Promise.resolve();
        const lock: RefreshLock = (run) => {
          const result = tail.then(run);
          tail = result.catch(() => undefined);
          return result;
        };
        const events: ClientEvent[] = [];
        const fetchImpl = fakeFetch(s, world);
        const clients = [clientFor(world, fetchImpl, events, lock), clientFor(world, fetchImpl, events, lock)];
        const outcomes = await runAll(s, tabs.length, (i) => clients[tabs[i] ? 1 : 0]!, world);
        expectEachRetriedOnceNoneLost(world, outcomes, tabs.length);
        expect(events.map((event) => event.type)).toEqual(['token.refreshed']);
      }),
      propertySeed('refresh queue, two tabs'),
    );
  });
});
