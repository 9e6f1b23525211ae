// POST v1/client_errors: public, small bodies, limited per IP, one structured warn line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { bearer, sessionFor } from './helpers.ts';
import { captureLogs } from './logCapture.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
let clock = Date.now();
const logs = captureLogs('warn');

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    db: database.db,
    now: () => clock,
    logger: logs.logger,
    clientErrorsLimit: { limit: 5, windowMs: 60_000 },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const report = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/v1/client_errors', payload: payload as object, headers, remoteAddress });
const clientErrorLines = () => logs.lines().filter((line) => line.msg === 'client error');

describe('POST v1/client_errors', () => {
  it('logs one warn line with kind, message, scrubbed url, truncated stack, and the user of a valid bearer', async () => {
    const session = await sessionFor(database.db, DEMO_EMAILS.analyst, clock);
    const stack = `TypeError: x is undefined\n${'    at render (app.js:1:1)\n'.repeat(200)}`;
    const response = await report(
      { kind: 'error', message: 'x is undefined', url: '/login/vk?code=oauth-code-1&state=s', stack, release: 'abc123' },
      bearer(session.access_token),
      '10.0.0.2',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    const [line] = clientErrorLines();
    expect(line?.level).toBe(40);
    const logged = line?.clientError as Record<string, unknown>;
    expect(logged).toMatchObject({
      kind: 'error',
      message: 'x is undefined',
      url: '/login/vk?code=[redacted]&state=s',
      release: 'abc123',
    });
    expect(typeof logged.userId).toBe('number');
    expect(String(logged.stack).length).toBeLessThan(2100);
    expect(String(logged.stack)).toMatch(/more]$/);
    expect(logs.text()).not.toContain('oauth-code-1');
    expect(logs.text()).not.toContain(session.access_token);

    await report({ kind: 'chunk', message: 'Loading chunk 3 failed', url: '/items' }, bearer('not-a-token'), '10.0.0.2');
    expect((clientErrorLines()[1]?.clientError as Record<string, unknown>).userId).toBeNull();
  });

  it('answers 400 to a report that breaks the contract, 413 above 16 KB', async () => {
    expect((await report({ kind: 'oops', message: 'm', url: '/' }, {}, '10.0.0.3')).statusCode).toBe(400);
    expect((await report({ kind: 'error', url: '/' }, {}, '10.0.0.3')).statusCode).toBe(400);
    const big = await report(
      { kind: 'error', message: 'm', url: '/', stack: 'x'.repeat(17 * 1024) },
      { 'accept-language': 'en' },
      '10.0.0.4',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'The request is too large' });
  });

  it('limits reports per IP with 429 and Retry-After, other addresses unaffected, until the window passes', async () => {
    const ok = { kind: 'unhandledrejection', message: 'm', url: '/' };
    for (let i = 0; i < 5; i += 1) expect((await report(ok, {}, '10.0.0.9')).statusCode).toBe(200);
    const limited = await report(ok, { 'accept-language': 'en' }, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json()).toEqual({ error: 'Too many requests. Try again in 60 s.' });
    expect((await report(ok, {}, '10.0.0.10')).statusCode).toBe(200);
    clock += 60_001;
    expect((await report(ok, {}, '10.0.0.9')).statusCode).toBe(200);
  });
});
