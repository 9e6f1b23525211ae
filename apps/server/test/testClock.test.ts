// The server's clock as an end-to-end test input (docs/testing.md "The server's clock"): movable only with
// TEST_CLOCK=1 on loopback, by peers on this machine, and absent from any other server (docs/deployment.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { createTestClock, TEST_CLOCK_PATH, testClockFrom } from '../src/clock/testClock.ts';
import type { Database } from '../src/db/database.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { bearer, passwordGrant, sessionFor } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

const T0 = Date.UTC(2026, 0, 5, 9, 0);
const HOUR = 3_600_000;
let database: Database;
let real: number;
const clock = createTestClock(() => real);
let runs = 0;
let app: FastifyInstance;

beforeAll(async () => {
  real = T0;
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, testClock: { clock, runDue: async () => ++runs } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const move = (advance_ms: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: TEST_CLOCK_PATH, remoteAddress, payload: { advance_ms } });

describe('TEST_CLOCK', () => {
  it('is on only with 1, on loopback, without a public host or a mail transport', () => {
    expect(testClockFrom({}, '127.0.0.1')).toBe(false);
    expect(testClockFrom({ TEST_CLOCK: '0' }, '127.0.0.1')).toBe(false);
    expect(testClockFrom({ TEST_CLOCK: '1' }, '127.0.0.1')).toBe(true);
    expect(() => testClockFrom({ TEST_CLOCK: '1' }, '0.0.0.0')).toThrow(/loopback/);
    expect(() => testClockFrom({ TEST_CLOCK: '1', PUBLIC_HOST: 'console.example' }, '127.0.0.1')).toThrow();
    expect(() => testClockFrom({ TEST_CLOCK: '1', SMTP_URL: 'smtp://mail.example' }, '127.0.0.1')).toThrow();
    expect(() => testClockFrom({ TEST_CLOCK: 'yes' }, '127.0.0.1')).toThrow();
  });

  it('moves the app’s clock forward, runs the due jobs, and the app’s own answers follow it', async () => {
    const before = runs;
    expect((await app.inject({ method: 'GET', url: TEST_CLOCK_PATH, remoteAddress: '::1' })).json()).toEqual({ now: T0 });
    const answer = await move(2 * HOUR);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ now: T0 + 2 * HOUR, jobs_run: before + 1 });
    real += 1000; // real time keeps flowing on top of the offset
    expect(clock.now()).toBe(T0 + 2 * HOUR + 1000);
    // A token issued at the moved time expires by it: the app reads this clock, not Date.now.
    const session = await sessionFor(database.db, DEMO_EMAILS.operator, clock.now());
    expect((await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(session.access_token) })).statusCode).toBe(200);
    await move(2 * HOUR);
    expect((await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(session.access_token) })).statusCode).toBe(401);
  });

  it('takes a password grant signed in real time after a move, as in the server’s time; a stale one still fails', async () => {
    const grant = (signedAt: number) =>
      app.inject({ method: 'POST', url: '/v1/oauth2/token', payload: passwordGrant(DEMO_EMAILS.operator, { nowMs: signedAt }) });
    await move(HOUR);
    expect((await grant(real)).statusCode).toBe(200);
    expect((await grant(clock.now())).statusCode).toBe(200);
    expect((await grant(real - HOUR)).statusCode).toBe(400);
  });

  it('never goes back, nor jumps past a year', async () => {
    expect((await move(-1)).statusCode).toBe(400);
    expect((await move(1.5)).statusCode).toBe(400);
    expect((await move(367 * 24 * HOUR)).statusCode).toBe(400);
  });

  it('is 404 for a peer elsewhere, whatever its headers claim', async () => {
    const now = clock.now();
    for (const remoteAddress of ['203.0.113.7', '::ffff:10.0.0.5', '2001:db8::1']) {
      const answer = await app.inject({
        method: 'POST',
        url: TEST_CLOCK_PATH,
        remoteAddress,
        headers: { 'x-forwarded-for': '127.0.0.1', host: 'localhost' },
        payload: { advance_ms: HOUR },
      });
      expect(answer.statusCode, remoteAddress).toBe(404);
    }
    expect(clock.now()).toBe(now);
  });

  it('is absent from a server without TEST_CLOCK, and cannot be set up for a deployment', async () => {
    const plain = await buildApp({ db: database.db });
    try {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await plain.inject({
          method,
          url: TEST_CLOCK_PATH,
          remoteAddress: '127.0.0.1',
          payload: { advance_ms: 1 },
        });
        expect(answer.statusCode, method).toBe(404);
      }
      expect(plain.routePolicies.some((route) => route.url === TEST_CLOCK_PATH)).toBe(false);
    } finally {
      await plain.close();
    }
    const testClock = { clock, runDue: async () => 0 };
    await expect(buildApp({ db: database.db, testClock, publicHost: 'console.example' })).rejects.toThrow(/deployment/);
    await expect(
      buildApp({ db: database.db, testClock, smtp: { url: 'smtp://mail.example', from: 'no-reply@mail.example' } }),
    ).rejects.toThrow(/deployment/);
  });
});
