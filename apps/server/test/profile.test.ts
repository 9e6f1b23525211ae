// The profile slice on the server: what the contract suite cannot see from outside — stored hashes only,
// link expiry, a confirmation link without a token for a two-factor user, the outbox switch, the password throttle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { companies, emailConfirmations, emailOutbox, objects, otpRecoveryCodes, spaces, users } from '../src/db/schema.ts';
import { CONFIRMATION_TTL_MS } from '../src/profile/mail.ts';
import { newRecoveryCodes, storeRecoveryCodes, useRecoveryCode } from '../src/profile/recoveryCodes.ts';
import { PROFILE_DEMO_EMAILS } from '../src/seed/profile.ts';
import { DEMO_EMAILS, DEMO_OTP_SECRET, DEMO_SPACE_NAME } from '../src/seed.ts';
import { PROFILE_SETTINGS } from './profilePolicySamples.ts';
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
      headers: { ...bearer(session.access_token), host: 'localhost:8080' },
      payload: { email: PROFILE_DEMO_EMAILS.unconfirmed },
    });
    expect(sent.statusCode).toBe(200);
    const user = await userOf(PROFILE_DEMO_EMAILS.unconfirmed);
    const [message] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id));
    expect(message?.link).toMatch(/^http:\/\/localhost(?::\d+)?\/confirm_email\/[A-Za-z0-9_-]{43}$/);
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

// spec §3 user settings: the company, account, network and tag defaults.
describe('my settings: the filter defaults', () => {
  const put = async (payload: object, language = 'ru') => {
    const session = await sessionFor(database.db, DEMO_EMAILS.operator);
    const headers = { ...bearer(session.access_token), 'accept-language': language };
    return app.inject({ method: 'PUT', url: '/v1/me/settings', headers, payload: { ...PROFILE_SETTINGS, ...payload } });
  };
  const demoSpaceRecords = async () => {
    const [space] = await database.db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
    const own = await database.db.select().from(companies).where(eq(companies.spaceId, space!.id));
    const accounts = await database.db.select().from(objects).where(eq(objects.companyId, own[0]!.id));
    return { companyId: own[0]!.id, objectId: accounts[0]!.id };
  };

  it("saves companies, accounts and networks of the user's own space, and keeps them", async () => {
    const { companyId, objectId } = await demoSpaceRecords();
    const saved = await put({ company_id: [companyId], object_id: [objectId], provider: ['vk', 'whatsapp'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject({ company_id: [companyId], object_id: [objectId], provider: ['vk', 'whatsapp'] });
    const stored = (await userOf(DEMO_EMAILS.operator)).settings;
    expect(stored).toMatchObject({ company_id: [companyId], object_id: [objectId], provider: ['vk', 'whatsapp'] });
    expect((await put({ company_id: [], object_id: [], provider: [] })).statusCode).toBe(200);
  });

  it('keeps our after_close choice (docs/answers.md) and leaves it as stored when a request omits it', async () => {
    const chosen = await put({ after_close: 'list' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().settings.after_close).toBe('list');
    expect((await put({})).json().settings.after_close).toBe('list');
    expect((await put({ after_close: 'sideways' })).statusCode).toBe(400);
    expect((await put({ after_close: 'next' })).json().settings.after_close).toBe('next');
  });

  it("refuses another space's company and account with a clear text, in the request's language", async () => {
    const [elsewhere] = await database.db.select().from(spaces).where(eq(spaces.name, 'Trial workspace'));
    const [company] = await database.db
      .insert(companies)
      .values({
        spaceId: elsewhere!.id,
        name: 'Elsewhere',
        settings: { items_assigned_to: null, status_open: true, tags_mode: 'any' },
      })
      .returning();
    const [account] = await database.db
      .insert(objects)
      .values({ companyId: company!.id, name: 'Elsewhere account', provider: 'vk', providerId: '77' })
      .returning();
    const { companyId } = await demoSpaceRecords();
    const before = (await userOf(DEMO_EMAILS.operator)).settings;
    const foreignCompany = await put({ company_id: [companyId, company!.id] });
    expect(foreignCompany.statusCode).toBe(400);
    expect(foreignCompany.json()).toEqual({ error: `Таких компаний нет в ваших пространствах: ${company!.id}` });
    const foreignAccount = await put({ object_id: [account!.id] }, 'en');
    expect(foreignAccount.statusCode).toBe(400);
    expect(foreignAccount.json()).toEqual({ error: `There are no such accounts in your spaces: ${account!.id}` });
    expect((await userOf(DEMO_EMAILS.operator)).settings).toEqual(before);
  });

  it('refuses a network outside the provider catalogue and any tag (none exist yet) with their own texts', async () => {
    const network = await put({ provider: ['vk', 'myspace'] });
    expect(network.statusCode).toBe(400);
    expect(network.json()).toEqual({ error: 'Такой соцсети нет в каталоге' });
    expect((await put({ provider: ['myspace'] }, 'en')).json()).toEqual({ error: 'There is no such network in the catalogue' });
    const tag = await put({ tag_id: [5] });
    expect(tag.statusCode).toBe(400);
    expect(tag.json()).toEqual({ error: 'Таких тегов нет в ваших пространствах: 5' });
  });

  it('refuses repeated, non-positive or too many ids as a malformed request', async () => {
    const { companyId } = await demoSpaceRecords();
    for (const payload of [
      { company_id: [companyId, companyId] },
      { object_id: [0] },
      { tag_id: Array.from({ length: 501 }, (_, i) => i + 1) },
      { provider: ['vk', 'vk'] },
    ]) {
      const answer = await put(payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(answer.json().error).toMatch(/^Некорректный запрос/);
    }
  });
});
