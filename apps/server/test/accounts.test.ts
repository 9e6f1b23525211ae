// Connecting accounts (spec §7 POST v1/{provider}/auth, POST v1/tpulse/check_auth; §8 limit and callback texts):
// the sandbox authorization page returns to the console's callback with a code (twitter: oauth_token and
// oauth_verifier) or an error; the code becomes an account in the user's space within the plan's account limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  ACCOUNT_PROVIDERS,
  AccountAuthResponse,
  AccountProvidersResponse,
  ObjectsResponse,
  ROLE_DEFAULT_FLAGS,
} from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import { createSandboxConnector, SANDBOX_CODE_TTL_MS } from '../src/accounts/sandbox.ts';
import { spaceUsage } from '../src/billing/usage.ts';
import type { Database } from '../src/db/database.ts';
import { companies, objects, spaceMembers, users } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { createClock, createSpace, DAY_MS } from './billingSupport.ts';
import { bearer, sessionFor } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
const clock = createClock(Date.now());
const connector = createSandboxConnector({ now: clock });
const HOST = { host: 'localhost:8080' };
const CALLBACK = (provider: string) => `http://localhost:8080/callback/${provider}`;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: clock, accountConnector: connector, ports: () => [8080, 8081] });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const as = async (email: string, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...bearer((await sessionFor(database.db, email)).access_token), ...options.headers } });

const connect = (email: string, provider: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  as(email, {
    method: 'POST',
    url: provider === 'tpulse' ? '/v1/tpulse/check_auth' : `/v1/${provider}/auth`,
    payload,
    headers,
  });

/** The sandbox page's decision, as the browser posts the form; answers the Location it sends the popup to. */
async function decide(provider: string, action: 'allow' | 'deny' | 'fail', extra: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: `/sandbox/connect/${provider}`,
    headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action, redirect_uri: CALLBACK(provider), ...extra }).toString(),
  });
  expect(response.statusCode).toBe(303);
  return new URL(response.headers.location as string);
}

describe('the sandbox authorization page', () => {
  it('is served for every provider, under the strict CSP, only for the console callback of this server', async () => {
    for (const provider of ACCOUNT_PROVIDERS) {
      const page = await app.inject({
        method: 'GET',
        url: `/sandbox/connect/${provider}?redirect_uri=${encodeURIComponent(CALLBACK(provider))}&state=company:1`,
        headers: HOST,
      });
      expect(page.statusCode, provider).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('name="action" value="allow"');
      expect(page.body).toContain('value="company:1"');
    }
    for (const bad of [
      'https://evil.example/callback/vk',
      CALLBACK('ok'),
      'javascript:alert(1)',
      'http://localhost:8080/other',
    ]) {
      const page = await app.inject({
        method: 'GET',
        url: `/sandbox/connect/vk?redirect_uri=${encodeURIComponent(bad)}`,
        headers: HOST,
      });
      expect(page.statusCode, bad).toBe(400);
    }
    expect((await app.inject({ method: 'GET', url: '/sandbox/connect/tiktok?redirect_uri=x', headers: HOST })).statusCode).toBe(
      400,
    );
  });

  it('returns a code and the state; denied and error give error and error_description; twitter its own parameters', async () => {
    const allowed = await decide('vk', 'allow', { state: 'company:7', name: 'Page' });
    expect(allowed.origin + allowed.pathname).toBe(CALLBACK('vk'));
    expect(allowed.searchParams.get('code')).toMatch(/\./);
    expect(allowed.searchParams.get('state')).toBe('company:7');
    const denied = await decide('facebook', 'deny');
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('error_description')).toBe('Пользователь отказал в доступе');
    const failed = await decide('ok', 'fail');
    expect(failed.searchParams.get('error')).toBe('server_error');
    const youtube = await decide('youtube', 'deny');
    expect([...youtube.searchParams.keys()]).toEqual(['error']);
    const twitter = await decide('twitter', 'allow');
    expect(twitter.searchParams.get('oauth_token')).toBeTruthy();
    expect(twitter.searchParams.get('oauth_verifier')).toBeTruthy();
    expect(twitter.searchParams.get('code')).toBeNull();
    expect((await decide('twitter', 'deny')).searchParams.get('denied')).toBeTruthy();
  });
});

describe('POST v1/{provider}/auth', () => {
  it('lists each provider with its authorization page on this server', async () => {
    const response = await as(DEMO_EMAILS.admin, { method: 'GET', url: '/v1/accounts/providers', headers: HOST });
    const { items } = AccountProvidersResponse.parse(response.json());
    expect(items.map((item) => item.id)).toEqual([...ACCOUNT_PROVIDERS]);
    expect(items[0]!.authorize_url).toBe('http://localhost:8080/sandbox/connect/vk');
  });

  it('connects the account into the company of the state, once; connecting it again updates it and clears its error', async () => {
    const [second] = await database.db.select().from(companies).where(eq(companies.name, 'Zerno Delivery'));
    const code = (await decide('vk', 'allow', { name: 'Zerno Reviews', state: `company:${second!.id}` })).searchParams;
    const first = await connect(DEMO_EMAILS.admin, 'vk', {
      code: code.get('code'),
      redirect_uri: CALLBACK('vk'),
      state: code.get('state'),
    });
    expect(first.statusCode).toBe(200);
    const body = AccountAuthResponse.parse(first.json());
    expect(body).toMatchObject({
      created: true,
      object: { name: 'Zerno Reviews', provider: 'vk', company: second!.id, error: null },
    });
    // A code works once.
    const replay = await connect(DEMO_EMAILS.admin, 'vk', { code: code.get('code') }, { 'accept-language': 'en' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error_type: 'provider_error' });

    await database.db.update(objects).set({ error: 'Token expired' }).where(eq(objects.id, body.object.id));
    const again = (await decide('vk', 'allow', { name: 'Zerno Reviews' })).searchParams.get('code');
    const updated = AccountAuthResponse.parse((await connect(DEMO_EMAILS.admin, 'vk', { code: again })).json());
    expect(updated).toMatchObject({ created: false, object: { id: body.object.id, error: null } });
    const list = ObjectsResponse.parse((await as(DEMO_EMAILS.admin, { method: 'GET', url: '/v1/objects' })).json());
    expect(list.items.filter((o) => o.name === 'Zerno Reviews')).toHaveLength(1);
  });

  it('reconnects the seeded broken account when the page is given its id (login_hint), clearing its error', async () => {
    const [broken] = await database.db.select().from(objects).where(eq(objects.provider, 'instagram'));
    expect(broken!.error).not.toBeNull();
    const page = await app.inject({
      method: 'GET',
      url: `/sandbox/connect/instagram?redirect_uri=${encodeURIComponent(CALLBACK('instagram'))}&login_hint=${broken!.providerId}`,
      headers: HOST,
    });
    expect(page.body).toContain(`name="account_id" maxlength="200" value="${broken!.providerId}"`);
    const code = (await decide('instagram', 'allow', { name: broken!.name, account_id: broken!.providerId })).searchParams;
    const answer = AccountAuthResponse.parse((await connect(DEMO_EMAILS.admin, 'instagram', { code: code.get('code') })).json());
    expect(answer).toMatchObject({ created: false, object: { id: broken!.id, error: null } });
  });

  it('exchanges twitter oauth_token and oauth_verifier, and tpulse check', async () => {
    const twitter = await decide('twitter', 'allow', { name: 'Zerno X' });
    const tw = await connect(DEMO_EMAILS.admin, 'twitter', {
      oauth_token: twitter.searchParams.get('oauth_token'),
      oauth_verifier: twitter.searchParams.get('oauth_verifier'),
    });
    expect(AccountAuthResponse.parse(tw.json()).object).toMatchObject({ provider: 'twitter', name: 'Zerno X' });
    const check = (await decide('tpulse', 'allow', { name: 'Zerno Pulse' })).searchParams.get('code')!;
    const pulse = await connect(DEMO_EMAILS.admin, 'tpulse', { check });
    expect(AccountAuthResponse.parse(pulse.json()).object).toMatchObject({ provider: 'tpulse', name: 'Zerno Pulse' });
    // A code is for its own network only.
    const vkCode = (await decide('vk', 'allow')).searchParams.get('code');
    expect((await connect(DEMO_EMAILS.admin, 'ok', { code: vkCode })).statusCode).toBe(400);
  });

  it('answers the spec §8 texts for a missing code, and twitter without its parameters', async () => {
    const missing = await connect(DEMO_EMAILS.admin, 'vk', { redirect_uri: CALLBACK('vk') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Отсутствует параметр code' });
    const twitter = await connect(DEMO_EMAILS.admin, 'twitter', { oauth_token: 'only-one' });
    expect(twitter.json()).toEqual({ error: 'missing required parameters' });
    expect((await connect(DEMO_EMAILS.admin, 'tpulse', {})).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const code = (await decide('slack', 'allow')).searchParams.get('code');
    clock.now += SANDBOX_CODE_TTL_MS + 1;
    const response = await connect(DEMO_EMAILS.admin, 'slack', { code }, { 'accept-language': 'en' });
    expect(response.json()).toEqual({
      error: 'The authorization code is invalid or has expired. Connect the account again.',
      error_type: 'provider_error',
    });
  });

  it("answers 404 for a company outside the user's spaces, 403 for a user without the settings role", async () => {
    const other = await createSpace(database.db, { name: 'Elsewhere', expiresAt: clock.now + DAY_MS });
    const [company] = await database.db
      .insert(companies)
      .values({
        spaceId: other.id,
        name: 'Elsewhere Inc',
        settings: { items_assigned_to: null, status_open: true, tags_mode: 'any' },
      })
      .returning();
    const code = (await decide('vk', 'allow')).searchParams.get('code');
    expect((await connect(DEMO_EMAILS.admin, 'vk', { code, company_id: company!.id })).statusCode).toBe(404);
    expect((await connect(DEMO_EMAILS.operator, 'vk', { code })).statusCode).toBe(403);
  });

  it('refuses a new account past the Start plan limit (spec §8), counts it in usage, and still reconnects one', async () => {
    const space = await createSpace(database.db, {
      name: 'Small',
      expiresAt: clock.now + DAY_MS,
      tariffId: 1,
      members: [],
    });
    const [admin] = await database.db
      .insert(users)
      .values({
        ...(await database.db.select().from(users).where(eq(users.email, DEMO_EMAILS.admin)))[0]!,
        id: undefined,
        email: 'small-admin@example.com',
      })
      .returning();
    await database.db
      .insert(spaceMembers)
      .values({ spaceId: space.id, userId: admin!.id, role: 'administrator', roles: ROLE_DEFAULT_FLAGS.administrator });
    await database.db.insert(companies).values({
      spaceId: space.id,
      name: 'Small Co',
      settings: { items_assigned_to: null, status_open: true, tags_mode: 'any' },
    });
    for (const name of ['One', 'Two']) {
      const code = (await decide('vk', 'allow', { name })).searchParams.get('code');
      expect((await connect('small-admin@example.com', 'vk', { code })).statusCode, name).toBe(200);
    }
    // Two popups race for the last place: exactly one account gets it.
    const [a, b] = await Promise.all(
      ['Three', 'Three bis'].map(async (name) => {
        const code = (await decide('vk', 'allow', { name })).searchParams.get('code');
        return connect('small-admin@example.com', 'vk', { code });
      }),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 400]);
    expect(await spaceUsage(database.db, space.id)).toMatchObject({ accounts: 3 });
    const code = (await decide('vk', 'allow', { name: 'Four' })).searchParams.get('code');
    const refused = await connect('small-admin@example.com', 'vk', { code }, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'The account limit of the current billing plan is reached (3). Choose a larger plan on the billing page.',
      error_type: 'accounts_limit_reached',
    });
    const reconnect = (await decide('vk', 'allow', { name: 'Two' })).searchParams.get('code');
    const again = await connect('small-admin@example.com', 'vk', { code: reconnect });
    expect(AccountAuthResponse.parse(again.json()).created).toBe(false);
  });
});
