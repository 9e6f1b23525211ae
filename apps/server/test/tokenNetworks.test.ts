// Networks without an authorization popup (docs/token-networks.md): POST v1/accounts/connect with the catalogue's
// connection fields; the sandbox's rule for valid and refused keys; keys stored sealed and never returned; the plan's
// account limit; cross-space 404. And TikTok (spec §2.1, §7): the sandbox page returns only to config.json's three
// redirect hosts, and POST v1/tiktok/auth connects the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { AccountAuthResponse, KEY_PROVIDERS, ObjectsResponse, ROLE_DEFAULT_FLAGS } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import { createSandboxConnector, SANDBOX_REFUSED_KEYS } from '../src/accounts/sandbox.ts';
import type { Database } from '../src/db/database.ts';
import { accountKeys, companies, spaceMembers, users } from '../src/db/schema.ts';
import { createTokenCipher } from '../src/integrations/tokenCipher.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { createClock, createSpace, DAY_MS } from './billingSupport.ts';
import { bearer, sessionFor } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
const clock = createClock(Date.now());
const cipher = createTokenCipher(Buffer.alloc(32, 7));
const HOST = { host: 'localhost:8080' };
const TIKTOK_HOSTS = ['https://console.omnidesk.example', 'https://app.omnidesk.example', 'http://localhost:8080'];
const TOKEN = `7012345678:${'AAHk_secret-Token'.padEnd(35, 'x')}`;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    db: database.db,
    now: clock,
    accountConnector: createSandboxConnector({ now: clock }),
    tokenCipher: cipher,
    ports: () => [8080, 8081],
  });
  await adminOfNewSpace(BIG, 99); // a custom plan: no account limit
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** An administrator of a new space of its own with one company (the demo space is at its plan's 30 accounts). */
async function adminOfNewSpace(email: string, tariffId: number) {
  const space = await createSpace(database.db, { name: email, expiresAt: clock.now + 30 * DAY_MS, tariffId, members: [] });
  const [demoAdmin] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAILS.admin));
  const [admin] = await database.db
    .insert(users)
    .values({ ...demoAdmin!, id: undefined, email })
    .returning();
  await database.db
    .insert(spaceMembers)
    .values({ spaceId: space.id, userId: admin!.id, role: 'administrator', roles: ROLE_DEFAULT_FLAGS.administrator });
  await database.db
    .insert(companies)
    .values({ spaceId: space.id, name: 'Keys Co', settings: { items_assigned_to: null, status_open: true, tags_mode: 'any' } });
  return email;
}
const BIG = 'keys-big@example.com';

const as = async (email: string, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...bearer((await sessionFor(database.db, email)).access_token), ...options.headers } });
const connectKeys = (payload: Record<string, unknown>, email: string = BIG) =>
  as(email, { method: 'POST', url: '/v1/accounts/connect', payload, headers: { 'accept-language': 'en' } });

/** Keys that fit each network's fields (digits, a uuid, a host… where a format is known). */
function validKeys(provider: (typeof KEY_PROVIDERS)[number]): Record<string, string> {
  const samples: Record<string, string> = {
    telegram: TOKEN,
    viber: '4453b6ac12345678-e02c5f12174805f9-daec9cbb5448c51f',
    icq: '001.3273522775.3640489041:751617484',
    package_name: 'ru.example.app',
    issuer_id: '57246542-96fe-1a63-e053-0824d011072a',
    key_id: provider.id === 'appstore' ? '2X9R4HXF34' : '12345',
    domain: 'support.example.com',
    api_key: provider.id === 'ozon' ? '0b5c8f5e-2f5f-4f9e-9a56-0c1b8e3a9d11' : 'key-123',
  };
  return Object.fromEntries(
    (provider.connection ?? []).map((field) => [
      field.name,
      samples[field.name === 'token' ? provider.id : field.name] ??
        (field.pattern?.source === '^\\d{1,20}$' ? '1234567' : `value-${field.name}`),
    ]),
  );
}

describe('POST v1/accounts/connect', () => {
  it('connects every network of the catalogue without a popup by its keys; the sandbox names the account', async () => {
    for (const provider of KEY_PROVIDERS) {
      const response = await connectKeys({ provider: provider.id, keys: validKeys(provider) });
      expect(response.statusCode, `${provider.id}: ${response.body}`).toBe(200);
      const { object, created } = AccountAuthResponse.parse(response.json());
      expect(created, provider.id).toBe(true);
      expect(object).toMatchObject({ provider: provider.id, error: null });
      expect(object.name.startsWith(provider.name), object.name).toBe(true);
    }
  });

  it('keeps the keys sealed and never returns them; the same keys again update the account', async () => {
    const first = AccountAuthResponse.parse((await connectKeys({ provider: 'telegram', keys: { token: TOKEN } })).json());
    expect(first.created).toBe(false); // connected by the test above
    expect(JSON.stringify(first)).not.toContain(TOKEN);
    const [stored] = await database.db.select().from(accountKeys).where(eq(accountKeys.objectId, first.object.id));
    expect(stored!.keys['token']).not.toBe(TOKEN);
    expect(cipher.open(stored!.keys['token']!)).toBe(TOKEN);
    for (const url of ['/v1/objects', `/v1/objects/${first.object.id}`, '/v1/accounts/providers', '/v1/config']) {
      const answer = await as(BIG, { method: 'GET', url, headers: HOST });
      expect(answer.body, url).not.toContain(TOKEN);
      expect(answer.body, url).not.toContain(stored!.keys['token']);
    }
    const list = ObjectsResponse.parse((await as(BIG, { method: 'GET', url: '/v1/objects' })).json());
    expect(list.items.filter((o) => o.id === first.object.id)).toHaveLength(1);
  });

  it('refuses a missing key or one off the network’s format, naming the field', async () => {
    const missing = await connectKeys({ provider: 'telegram', keys: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Fill in the field token', error_type: 'invalid_key' });
    const malformed = await connectKeys({ provider: 'telegram', keys: { token: '12345:short' } });
    expect(malformed.json()).toEqual({
      error: "The field token does not match the network's format",
      error_type: 'invalid_key',
    });
    const ozon = await connectKeys({ provider: 'ozon', keys: { client_id: 'abc', api_key: 'k' } });
    expect(ozon.json()).toMatchObject({ error_type: 'invalid_key' });
    // A network with a popup is not connected by keys.
    expect((await connectKeys({ provider: 'vk', keys: { token: 'x' } })).statusCode).toBe(400);
  });

  it('shows the network’s refusal of a key it rejects (the sandbox: one containing “bad”)', async () => {
    const refused = await connectKeys({ provider: 'telegram', keys: { token: `1:${'bad'.padEnd(35, 'B')}` } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: `The network did not connect the account: ${SANDBOX_REFUSED_KEYS}`,
      error_type: 'provider_error',
    });
  });

  it("answers 404 for a company outside the user's spaces and 403 to a user without the settings role", async () => {
    const other = await createSpace(database.db, { name: 'Elsewhere keys', expiresAt: clock.now + DAY_MS });
    const [company] = await database.db
      .insert(companies)
      .values({
        spaceId: other.id,
        name: 'Elsewhere',
        settings: { items_assigned_to: null, status_open: true, tags_mode: 'any' },
      })
      .returning();
    const body = { provider: 'viber', keys: validKeys(KEY_PROVIDERS.find((p) => p.id === 'viber')!), company_id: company!.id };
    expect((await connectKeys(body)).statusCode).toBe(404);
    expect((await connectKeys({ ...body, company_id: undefined }, DEMO_EMAILS.operator)).statusCode).toBe(403);
    expect((await connectKeys({ ...body, company_id: undefined }, DEMO_EMAILS.admin)).statusCode).not.toBe(403);
  });

  it('refuses a new account past the plan’s account limit (spec §8) and still reconnects one', async () => {
    const small = await adminOfNewSpace('keys-small@example.com', 1); // Start: 3 accounts
    const bot = (n: number) => ({ provider: 'telegram', keys: { token: `${n}:${'t'.repeat(35)}` } });
    for (const n of [1, 2, 3]) expect((await connectKeys(bot(n), small)).statusCode, String(n)).toBe(200);
    const refused = await connectKeys(bot(4), small);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error_type: 'accounts_limit_reached' });
    expect(AccountAuthResponse.parse((await connectKeys(bot(2), small)).json()).created).toBe(false);
  });
});

describe('TikTok (spec §2.1, §7)', () => {
  const decide = (redirect: string) =>
    app.inject({
      method: 'POST',
      url: '/sandbox/connect/tiktok',
      headers: { ...HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        action: 'allow',
        name: 'Zerno TikTok',
        redirect_uri: redirect,
        state: 'http://localhost:8080',
      }).toString(),
    });

  it('the sandbox page returns to any of the three configured hosts, and to no other', async () => {
    for (const host of TIKTOK_HOSTS) {
      const page = await app.inject({
        method: 'GET',
        url: `/sandbox/connect/tiktok?redirect_uri=${encodeURIComponent(`${host}/callback/tiktok`)}`,
        headers: HOST,
      });
      expect(page.statusCode, host).toBe(200);
      const answer = await decide(`${host}/callback/tiktok`);
      expect(answer.statusCode, host).toBe(303);
      const location = new URL(answer.headers.location as string);
      expect(location.origin).toBe(host);
      expect(location.searchParams.get('state')).toBe('http://localhost:8080');
    }
    for (const bad of ['https://evil.example/callback/tiktok', 'https://console.omnidesk.example/callback/vk']) {
      expect((await decide(bad)).statusCode, bad).toBe(400);
    }
  });

  it('POST v1/tiktok/auth connects the account with the code', async () => {
    const location = new URL((await decide(`${TIKTOK_HOSTS[0]}/callback/tiktok`)).headers.location as string);
    const answer = await as(BIG, {
      method: 'POST',
      url: '/v1/tiktok/auth',
      payload: { code: location.searchParams.get('code'), redirect_uri: `${TIKTOK_HOSTS[0]}/callback/tiktok` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(AccountAuthResponse.parse(answer.json())).toMatchObject({
      created: true,
      object: { provider: 'tiktok', name: 'Zerno TikTok' },
    });
  });
});
