// The profile slice on the server (issue 4): what the contract suite cannot see from outside — stored hashes only,
// link expiry, a confirmation link without a token for a two-factor user, the outbox switch, the password throttle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { emailConfirmations, emailOutbox, otpRecoveryCodes, users } from '../src/db/schema.ts';
import { CONFIRMATION_TTL_MS } from '../src/profile/mail.ts';
import { newRecoveryCodes, storeRecoveryCodes, useRecoveryCode } from '../src/profile/recoveryCodes.ts';
import { PROFILE_DEMO_EMAILS } from '../src/seed/profile.ts';
import { DEMO_EMAILS, DEMO_OTP_SECRET } from '../src/seed.ts';
import { bearer, CLIENT, sessionFor } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
let clock = Date.now();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => clock, throttle: { accountFailures: { limit: 3, windowMs: 60_000 } } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const userOf = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0]!;
const linkToken = (link: string | null) => (link ?? '').split('/confirm_email/')[1] ?? '';

describe('seed', () => {
  it('has an unconfirmed user and time zones on spaces (default Europe/Moscow) and none on users', async () => {
    expect((await userOf(PROFILE_DEMO_EMAILS.unconfirmed)).emailStatus).toBe(0);
    const session = await sessionFor(database.db, DEMO_EMAILS.admin);
    const config = (await app.inject({ method: 'GET', url: '/v1/config', headers: bearer(session.access_token) })).json();
    expect(config.spaces[0].time_zone).toBe('Europe/Moscow');
    expect(config.user.time_zone).toBeNull();
  });
});

describe('email confirmation', () => {
  it('keeps only a hash of the link token; the link points at the console; it expires after 72 h', async () => {
    const session = await sessionFor(database.db, PROFILE_DEMO_EMAILS.unconfirmed);
    const sent = await app.inject({
      method: 'POST',
      url: '/v1/send_confirm_email',
      headers: { ...bearer(session.access_token), host: 'console.example:8080' },
      payload: { email: PROFILE_DEMO_EMAILS.unconfirmed },
    });
    expect(sent.statusCode).toBe(200);
    const user = await userOf(PROFILE_DEMO_EMAILS.unconfirmed);
    const [message] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id));
    expect(message?.link).toMatch(/^http:\/\/console\.example:\d+\/confirm_email\/[A-Za-z0-9_-]{43}$/);
    const token = linkToken(message!.link);
    const rows = await database.db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    clock += CONFIRMATION_TTL_MS + 1;
    const late = await app.inject({ method: 'POST', url: '/v1/confirm_email', payload: { hash: token, ...CLIENT } });
    expect(late.statusCode).toBe(400);
    clock -= CONFIRMATION_TTL_MS + 1;
  });

  it('a two-factor user gets the message without a token (a link is not a second factor)', async () => {
    const otpUser = await userOf(DEMO_EMAILS.otp);
    await database.db.update(users).set({ emailStatus: 0 }).where(eq(users.id, otpUser.id));
    const session = await sessionFor(database.db, DEMO_EMAILS.otp);
    await app.inject({
      method: 'POST',
      url: '/v1/send_confirm_email',
      headers: bearer(session.access_token),
      payload: { email: DEMO_EMAILS.otp },
    });
    const [message] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, otpUser.id));
    const answer = await app.inject({
      method: 'POST',
      url: '/v1/confirm_email',
      payload: { hash: linkToken(message!.link), ...CLIENT },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'Email подтверждён' });
    expect((await userOf(DEMO_EMAILS.otp)).emailStatus).toBe(1);
  });

  it('needs the client credentials', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/v1/confirm_email',
      payload: { hash: 'x', client_id: 'console', client_secret: 'no' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error_type).toBe('invalid_client');
  });
});

describe('recovery codes', () => {
  it('are stored as salted hashes and each works once, typed in any case with spaces', async () => {
    const user = await userOf(PROFILE_DEMO_EMAILS.profile);
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    await storeRecoveryCodes(database.db, user.id, codes, clock);
    const rows = await database.db.select().from(otpRecoveryCodes).where(eq(otpRecoveryCodes.userId, user.id));
    for (const row of rows) expect(codes).not.toContain(row.codeHash);
    const typed = `${codes[3]!.slice(0, 3).toUpperCase()} ${codes[3]!.slice(3)}`;
    expect(await useRecoveryCode(database.db, user.id, typed, clock)).toBe(true);
    expect(await useRecoveryCode(database.db, user.id, codes[3]!, clock)).toBe(false);
    expect(await useRecoveryCode(database.db, user.id, 'zzzzzzz', clock)).toBe(false);
  });
});

describe('password change', () => {
  it('is throttled per account after repeated wrong current passwords (429 with Retry-After)', async () => {
    const session = await sessionFor(database.db, DEMO_EMAILS.moderator);
    const attempt = () =>
      app.inject({
        method: 'PUT',
        url: '/v1/me/password',
        headers: bearer(session.access_token),
        payload: { current_password: 'wrong-one-1', password: 'whatever-22', password_confirm: 'whatever-22' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('two-factor set-up', () => {
  it('keeps a new secret pending (two-factor stays off) until a code confirms it', async () => {
    const session = await sessionFor(database.db, DEMO_EMAILS.analyst);
    const setup = await app.inject({ method: 'POST', url: '/v1/me/otp/setup', headers: bearer(session.access_token) });
    expect(setup.statusCode).toBe(200);
    const user = await userOf(DEMO_EMAILS.analyst);
    expect(user.otpPendingSecret).toBe(setup.json().secret);
    expect(user.otpSecret).toBeNull();
    expect(setup.json().secret).not.toBe(DEMO_OTP_SECRET);
  });
});

describe('sandbox outbox switch', () => {
  it('GET v1/sandbox/outbox is not registered with sandboxOutbox: false', async () => {
    const closed = await buildApp({ db: database.db, sandboxOutbox: false });
    const session = await sessionFor(database.db, DEMO_EMAILS.admin);
    expect(
      (await closed.inject({ method: 'GET', url: '/v1/sandbox/outbox', headers: bearer(session.access_token) })).statusCode,
    ).toBe(404);
    await closed.close();
  });
});
