import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApiError, createClient } from '../src/client/index.ts';
import { DEMO_USERS } from '../src/mocks/fixtures.ts';
import { json } from './fakeFetch.ts';
import { sessionWithAccess } from './memorySession.ts';
import { propertySeed } from './seed.ts';

const HOSTS = ['https://h0.test/', 'https://h1.test/'];

// One request of the run: which hosts are up, and what an up host answers.
const step = fc.record({ up: fc.tuple(fc.boolean(), fc.boolean()), status: fc.constantFrom(200, 400, 401, 404, 500, 503) });

describe('host failover (spec §7, §8), property over the real client and a fake fetch', () => {
  it('tries each host at most once, succeeds iff a tried host is up, never retries an HTTP error, prefers the host that answered', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 }),
        fc.array(step, { minLength: 1, maxLength: 8 }),
        async (hostCount, steps) => {
          const hosts = HOSTS.slice(0, hostCount);
          let current = steps[0]!;
          let attempts: number[] = [];
          const fetchImpl = async (input: RequestInfo | URL): Promise<Response> => {
            const index = hosts.findIndex((host) => String(input).startsWith(host));
            attempts.push(index);
            if (!current.up[index]) throw new TypeError('fetch failed');
            return current.status === 200 ? json(DEMO_USERS[0]) : json({ error: `refused by ${index}` }, current.status);
          };
          const client = createClient({
            apiHosts: hosts,
            clientId: 'c',
            clientSecret: 's',
            session: sessionWithAccess(null),
            getLocale: () => 'ru',
            fetch: fetchImpl as typeof fetch,
          });
          let preferred = 0;

          for (const s of steps) {
            current = s;
            attempts = [];
            const order = hostCount === 2 ? [preferred, 1 - preferred] : [0];
            const firstUp = order.findIndex((host) => s.up[host]);
            const expectedAttempts = firstUp === -1 ? order : order.slice(0, firstUp + 1);
            const outcome = await client.me.get().then(
              () => 'ok' as const,
              (e: unknown) => e,
            );

            expect(attempts).toEqual(expectedAttempts);
            expect(new Set(attempts).size).toBe(attempts.length);
            const someTriedHostUp = attempts.some((host) => s.up[host]);
            if (!someTriedHostUp) {
              expect(outcome).toBeInstanceOf(ApiError);
              expect((outcome as ApiError).kind).toBe('network');
            } else if (s.status === 200) {
              expect(outcome).toBe('ok');
            } else {
              // An HTTP error is the answer: the last attempt was the answering host, no other host after it.
              expect(outcome).toMatchObject({ kind: 'http', status: s.status, serverText: `refused by ${attempts.at(-1)}` });
            }
            if (someTriedHostUp) preferred = attempts.at(-1)!;
            expect(client.preferredHost()).toBe(hosts[preferred]);
          }
        },
      ),
      propertySeed('host failover'),
    );
  });
});
