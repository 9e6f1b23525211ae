// POST v1/oauth2/token, password grant: anti-bot sign, user lookup, password, two-factor, throttling, languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { TokenResponse, User } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import { makeSign } from '../src/auth/antiBot.ts';
import type { Database } from '../src/db/database.ts';
import { DEMO_EMAILS, DEMO_OTP_SECRET, DEMO_PASSWORD } from '../src/seed.ts';
import { bearer, CLIENT, passwordGrant, postToken } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
let clock = Date.now();
const EN = { 'accept-language': 'en' };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => clock });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('password grant', () => {
  it('signs in with JSON or a form, case-insensitively, and the token opens v1/me', async () => {
    const form = new URLSearchParams(passwordGrant(' Admin@Demo.Local ', { nowMs: clock })).toString();
    const response = await app.inject({
      method: 'POST',
      url: '/v1/oauth2/token',
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const token = TokenResponse.parse(response.json());
    expect(token).toMatchObject({ expires_in: 3600, token_type: 'bearer' });
    expect(token.access_token).not.toBe(token.refresh_token);
    const me = await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token.access_token) });
    expect(User.parse(me.json())).toMatchObject({ email: DEMO_EMAILS.admin, role: 'administrator', otp_enabled: false });
  });

  it('answers 404 "User not found" for an unknown user, in the request language (Russian by default)', async () => {
    const ru = await postToken(app, passwordGrant('nobody@demo.local', { nowMs: clock }));
    expect(ru.statusCode).toBe(404);
    expect(ru.json()).toEqual({ error: 'Пользователь не найден' });
    const en = await postToken(app, passwordGrant('nobody@demo.local', { nowMs: clock }), {
      'accept-language': 'en-GB,en;q=0.9,ru;q=0.5',
    });
    expect(en.json()).toEqual({ error: 'User not found' });
  });

  it('answers 400 with a clear text for a wrong password', async () => {
    const en = await postToken(app, passwordGrant(DEMO_EMAILS.reader, { password: 'wrong-pass-1', nowMs: clock }), EN);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ error: 'Incorrect email or password' });
    const ru = await postToken(app, passwordGrant(DEMO_EMAILS.reader, { password: 'wrong-pass-1', nowMs: clock }), {
      'accept-language': 'ru-RU',
    });
    expect(ru.json()).toEqual({ error: 'Неверный email или пароль' });
  });

  it('rejects a stale, future, forged or missing anti-bot sign with 400', async () => {
    const t = Math.floor(clock / 1000);
    const signs = {
      stale: makeSign(DEMO_EMAILS.admin, DEMO_PASSWORD, t - 301),
      future: makeSign(DEMO_EMAILS.admin, DEMO_PASSWORD, t + 301),
      forged: makeSign(DEMO_EMAILS.admin, 'another-password', t),
      malformed: 'abc.123',
    };
    for (const [name, sign] of Object.entries(signs)) {
      const response = await postToken(app, passwordGrant(DEMO_EMAILS.admin, { nowMs: clock, sign }), EN);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error, name).toMatch(/outdated or damaged/);
    }
    const { sign: _sign, ...unsigned } = passwordGrant(DEMO_EMAILS.admin, { nowMs: clock });
    const missing = await postToken(app, unsigned, EN);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/outdated or damaged/);
    // Still fresh at 300 s.
    const edge = await postToken(
      app,
      passwordGrant('nobody@demo.local', { sign: makeSign('nobody@demo.local', DEMO_PASSWORD, t - 300) }),
    );
    expect(edge.statusCode).toBe(404);
  });

  it('rejects an unknown client and a malformed request with 400 and a text', async () => {
    const badClient = await postToken(app, { ...passwordGrant(DEMO_EMAILS.admin, { nowMs: clock }), client_secret: 'nope' }, EN);
    expect(badClient.statusCode).toBe(400);
    expect(badClient.json()).toMatchObject({ error_type: 'invalid_client' });
    const noGrant = await postToken(app, { ...CLIENT, username: 'a' }, EN);
    expect(noGrant.statusCode).toBe(400);
    expect(noGrant.json().error).toMatch(/^Invalid request: grant_type/);
  });
});

describe('two-factor sign-in', () => {
  const codeAt = (ms: number) => generate({ secret: DEMO_OTP_SECRET, epoch: Math.floor(ms / 1000) });

  it('asks for the code (400 code_required), refuses a wrong one, accepts the current one once', async () => {
    const noCode = await postToken(app, passwordGrant(DEMO_EMAILS.otp, { nowMs: clock }), EN);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toEqual({ error: 'Enter the code from your authenticator app', error_type: 'code_required' });

    const current = await codeAt(clock);
    const wrong = String((Number(current) + 1) % 1_000_000).padStart(6, '0');
    const wrongAnswer = await postToken(app, passwordGrant(DEMO_EMAILS.otp, { nowMs: clock, code: wrong }));
    expect(wrongAnswer.statusCode).toBe(400);
    expect(wrongAnswer.json()).toEqual({ error: 'Неверный код', error_type: 'code_required' });

    const ok = await postToken(app, passwordGrant(DEMO_EMAILS.otp, { nowMs: clock, code: current }));
    expect(ok.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(ok.json().access_token) });
    expect(me.json()).toMatchObject({ email: DEMO_EMAILS.otp, otp_enabled: true });

    // Replay: the same code (same time step) is refused, even a few seconds later.
    clock += 5_000;
    const replay = await postToken(app, passwordGrant(DEMO_EMAILS.otp, { nowMs: clock, code: current }), EN);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: 'Invalid code', error_type: 'code_required' });

    // The next time step's code works.
    clock += 30_000;
    const next = await postToken(app, passwordGrant(DEMO_EMAILS.otp, { nowMs: clock, code: await codeAt(clock) }));
    expect(next.statusCode).toBe(200);
  });
});

describe('throttling', () => {
  it('locks an account after too many failures with 429 and Retry-After, until the window passes', async () => {
    let now = clock;
    const strict = await buildApp({
      db: database.db,
      now: () => now,
      throttle: { accountFailures: { limit: 2, windowMs: 60_000 } },
    });
    for (let i = 0; i < 2; i += 1) {
      const failed = await postToken(strict, passwordGrant(DEMO_EMAILS.analyst, { password: 'wrong-pass-1', nowMs: now }));
      expect(failed.statusCode).toBe(400);
    }
    const locked = await postToken(strict, passwordGrant(DEMO_EMAILS.analyst, { nowMs: now }), EN);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(locked.json().error).toMatch(/^Too many attempts\. Try again in \d+ s\.$/);
    // Another account is not affected.
    expect((await postToken(strict, passwordGrant('nobody@demo.local', { nowMs: now }))).statusCode).toBe(404);
    now += 61_000;
    expect((await postToken(strict, passwordGrant(DEMO_EMAILS.analyst, { nowMs: now }))).statusCode).toBe(200);
    await strict.close();
  });

  it('limits token requests per IP with 429 and Retry-After', async () => {
    let now = clock;
    const strict = await buildApp({ db: database.db, now: () => now, throttle: { ipRequests: { limit: 3, windowMs: 60_000 } } });
    for (let i = 0; i < 3; i += 1)
      expect((await postToken(strict, passwordGrant('nobody@demo.local', { nowMs: now }))).statusCode).toBe(404);
    now += 10_000;
    const limited = await postToken(strict, passwordGrant('nobody@demo.local', { nowMs: now }));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('50');
    expect(limited.json().error).toBe('Слишком много попыток. Повторите через 50 с.');
    now += 50_001;
    expect((await postToken(strict, passwordGrant('nobody@demo.local', { nowMs: now }))).statusCode).toBe(404);
    await strict.close();
  });
});
