// quality.md "Nothing is lost": a repeated Idempotency-Key (per user, within 24 h) gets the first answer, and the
// handler does not run twice. Proven on routes registered only here, which count their calls.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_TTL_MS } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { idempotencyKeys, users } from '../src/db/schema.ts';
import { ApiFailure } from '../src/http/errors.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { bearer, sessionFor } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
let clock = Date.now();
let calls = 0;
let failNext = false;
let gate: Promise<void> = Promise.resolve();
let operator = '';
let analyst = '';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => clock, idempotency: { waitMs: 2_000, pollMs: 5 } });
  const guarded = { config: { policy: 'authenticated' as const } };
  app.post('/v1/test/act', guarded, async (_request, reply) => {
    calls += 1;
    await gate;
    if (failNext) {
      failNext = false;
      throw new Error('transient failure');
    }
    return reply.code(201).header('cache-control', 'no-store').send({ calls });
  });
  app.delete('/v1/test/act', guarded, async () => ({ deleted: ++calls }));
  app.put('/v1/test/refuse', guarded, async () => {
    calls += 1;
    throw new ApiFailure(400, 'badRequest');
  });
  await app.ready();
  operator = (await sessionFor(database.db, DEMO_EMAILS.operator, clock)).access_token;
  analyst = (await sessionFor(database.db, DEMO_EMAILS.analyst, clock)).access_token;
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => {
  calls = 0;
  gate = Promise.resolve();
});

let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${(keySeq += 1)}`;
const send = (token: string, key: string | null, options: Partial<InjectOptions> = {}) =>
  app.inject({
    method: 'POST',
    url: '/v1/test/act',
    ...options,
    headers: { ...bearer(token), ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }), 'accept-language': 'en' },
  });

describe('Idempotency-Key', () => {
  it('without a key, every request runs', async () => {
    expect((await send(operator, null)).json()).toEqual({ calls: 1 });
    expect((await send(operator, null)).json()).toEqual({ calls: 2 });
  });

  it('a repeat gets the first answer (status, body, headers) marked Idempotent-Replayed, and does not run again', async () => {
    const key = newKey();
    const first = await send(operator, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(operator, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ calls: 1 });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.headers['content-type']).toMatch(/application\/json/);
    expect(calls).toBe(1);
  });

  it('keys are per user: another user with the same key runs the handler', async () => {
    const key = newKey();
    await send(operator, key);
    const other = await send(analyst, key);
    expect(other.json()).toEqual({ calls: 2 });
    expect(other.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers 422 to the same key with another method or path, without running', async () => {
    const key = newKey();
    await send(operator, key);
    const otherMethod = await send(operator, key, { method: 'DELETE' });
    expect(otherMethod.statusCode).toBe(422);
    expect(otherMethod.json()).toEqual({
      error: 'This Idempotency-Key was already used for another request',
      error_type: 'idempotency_key_reused',
    });
    expect((await send(operator, key, { method: 'PUT', url: '/v1/test/refuse' })).statusCode).toBe(422);
    expect((await send(operator, key, { url: '/v1/test/act?other=1' })).statusCode).toBe(422);
    expect(calls).toBe(1);
  });

  it('answers 422 to the same key with another body, without running; the same body gets the first answer', async () => {
    const key = newKey();
    expect((await send(operator, key, { payload: { text: 'first' } })).json()).toEqual({ calls: 1 });
    const other = await send(operator, key, { payload: { text: 'second' } });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      error: 'This Idempotency-Key was already used for another request',
      error_type: 'idempotency_key_reused',
    });
    expect((await send(operator, key)).statusCode).toBe(422);
    const same = await send(operator, key, { payload: { text: 'first' } });
    expect([same.statusCode, same.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(calls).toBe(1);
  });

  it('answers 400 to a malformed key, without running', async () => {
    for (const bad of ['short', 'has space in it', 'ключ-ключ-ключ', 'x'.repeat(129), 'semi;colon;;']) {
      const response = await send(operator, bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error, bad).toMatch(/^Invalid Idempotency-Key header/);
    }
    expect(calls).toBe(0);
  });

  it('stores a 4xx answer too, but releases the key after a 5xx so the retry runs', async () => {
    const refused = newKey();
    const first = await send(operator, refused, { method: 'PUT', url: '/v1/test/refuse' });
    const again = await send(operator, refused, { method: 'PUT', url: '/v1/test/refuse' });
    expect([first.statusCode, again.statusCode]).toEqual([400, 400]);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(calls).toBe(1);

    const failing = newKey();
    failNext = true;
    expect((await send(operator, failing)).statusCode).toBe(500);
    const retry = await send(operator, failing);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(calls).toBe(3);
  });

  it('a concurrent duplicate waits for the running first request and gets its answer', async () => {
    const key = newKey();
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const first = send(operator, key);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the first now holds the key and waits at the gate
    const second = send(operator, key);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
    open();
    const [a, b] = await Promise.all([first, second]);
    expect(a.json()).toEqual({ calls: 1 });
    expect(b.json()).toEqual({ calls: 1 });
    expect(b.statusCode).toBe(201);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(calls).toBe(1);
  });

  it('answers 409 when the first request is still running after the wait', async () => {
    const impatient = await buildApp({ db: database.db, now: () => clock, idempotency: { waitMs: 30, pollMs: 5 } });
    let open = () => {};
    const held = new Promise<void>((resolve) => (open = resolve));
    impatient.post('/v1/test/slow', { config: { policy: 'authenticated' } }, async () => {
      await held;
      return { done: true };
    });
    const key = newKey();
    const headers = { ...bearer(operator), [IDEMPOTENCY_KEY_HEADER]: key, 'accept-language': 'en' };
    const first = impatient.inject({ method: 'POST', url: '/v1/test/slow', headers });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const busy = await impatient.inject({ method: 'POST', url: '/v1/test/slow', headers });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error_type).toBe('idempotency_key_in_progress');
    open();
    expect((await first).json()).toEqual({ done: true });
    await impatient.close();
  });

  it('takes over a claim abandoned by a process that died mid-request', async () => {
    const key = newKey();
    const [user] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAILS.operator));
    const abandonedAt = clock - 61_000; // older than the 60 s after which a claim without an answer is stale
    await database.db.insert(idempotencyKeys).values({
      userId: user?.id ?? 0,
      key,
      method: 'POST',
      path: '/v1/test/act',
      createdAt: new Date(abandonedAt),
      expiresAt: new Date(abandonedAt + IDEMPOTENCY_KEY_TTL_MS),
    });
    const response = await send(operator, key);
    expect(response.statusCode).toBe(201);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    expect(calls).toBe(1);
  });

  it('forgets a key after 24 h, and purges expired rows lazily', async () => {
    // Access tokens live 1 h: a fresh one of the same user at each step.
    const fresh = async () => (await sessionFor(database.db, DEMO_EMAILS.operator, clock)).access_token;
    const key = newKey();
    await send(operator, key);
    clock += IDEMPOTENCY_KEY_TTL_MS - 1;
    expect((await send(await fresh(), key)).headers['idempotent-replayed']).toBe('true');
    clock += 1;
    const later = await send(await fresh(), key);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json()).toEqual({ calls: 2 });

    const stale = newKey();
    await send(await fresh(), stale);
    clock += IDEMPOTENCY_KEY_TTL_MS + 60_000; // past expiry and the purge interval
    operator = await fresh();
    expect((await send(operator, newKey())).statusCode).toBe(201);
    const left = await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, stale));
    expect(left).toEqual([]);
  });

  it('ignores the header on public routes (no user to key it to)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/client_errors',
      payload: { kind: 'error', message: 'boom', url: '/' },
      headers: { [IDEMPOTENCY_KEY_HEADER]: 'bad key' },
    });
    expect(response.statusCode).toBe(200);
  });
});
