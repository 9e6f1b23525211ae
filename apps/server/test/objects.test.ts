// GET v1/objects (?tags=true), GET v1/objects/{id}, GET v1/companies (spec §7): the accounts and companies of the
// user's spaces only; another space's account is a 404; the settings role decides roles.settings (spec §6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CompaniesResponse,
  ObjectsResponse,
  ObjectsWithTagsResponse,
  ROLE_DEFAULT_FLAGS,
  SocialObject,
} from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { companies, objects, spaceMembers, spaces, users } from '../src/db/schema.ts';
import { DEMO_EMAILS, DEMO_SPACE_SETTINGS } from '../src/seed.ts';
import { DEMO_BROKEN_OBJECT } from '../src/seed/objects.ts';
import { bearer, sessionFor } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
const EN = { 'accept-language': 'en' };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = async (email: string, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...bearer((await sessionFor(database.db, email)).access_token), ...headers } });

describe('GET v1/objects', () => {
  it('answers the demo accounts with their companies, uncached; the broken account carries its error', async () => {
    const response = await get(DEMO_EMAILS.admin, '/v1/objects');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = ObjectsResponse.parse(response.json());
    expect(Object.keys(response.json() as object).sort()).toEqual(['companies', 'items']);
    // The 'Зерно Медиа' accounts give the demo inbox comments of more networks; the
    // 'Зерно Маркет' ones give the demo chats of the remaining messengers and marketplaces.
    expect(body.items.map((o) => o.provider)).toEqual([
      'vk',
      'telegram',
      'instagram',
      'gmaps',
      'whatsapp',
      'facebook',
      'twitter',
      'ok',
      'youtube',
      'appstore',
      'viber',
      'max',
      'avito',
      'ozon',
      'wildberries',
      'discord',
    ]);
    expect(body.companies.map((c) => c.name)).toEqual(['Кофейня «Зерно»', 'Zerno Delivery', 'Зерно Медиа', 'Зерно Маркет']);
    const broken = body.items.find((o) => o.name === DEMO_BROKEN_OBJECT.name);
    expect(broken).toMatchObject({ error: DEMO_BROKEN_OBJECT.error, roles: { settings: true } });
    expect(body.items.filter((o) => o.error !== null)).toHaveLength(1);
  });

  it('sets roles.settings from the settings role', async () => {
    for (const [email, settings] of [
      [DEMO_EMAILS.reader, false],
      [DEMO_EMAILS.operator, false],
      [DEMO_EMAILS.admin, true],
    ] as const) {
      const body = ObjectsResponse.parse((await get(email, '/v1/objects')).json());
      expect(
        body.items.every((o) => o.roles.settings === settings),
        email,
      ).toBe(true);
    }
  });

  it('with tags=true adds the five lists (the space tags, labels and departments; the others empty until their features exist); another value is a 400', async () => {
    const full = ObjectsWithTagsResponse.parse((await get(DEMO_EMAILS.operator, '/v1/objects?tags=true')).json());
    expect(full).toMatchObject({ tag_groups: [], ai_agents: [] });
    expect(full.departments.map((department) => department.name)).toEqual(['Продажи', 'Сервис']);
    expect(full.tags.map((tag) => tag.name)).toEqual(['Доставка', 'Оплата', 'Приложение', 'Благодарность']);
    expect(full.labels.map((label) => label.name)).toEqual(['Постоянный клиент', 'Блогер']);
    expect(full.items).toHaveLength(16);
    const plain = (await get(DEMO_EMAILS.operator, '/v1/objects?tags=false')).json() as object;
    expect(Object.keys(plain).sort()).toEqual(['companies', 'items']);
    expect((await get(DEMO_EMAILS.operator, '/v1/objects?tags=yes')).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    for (const url of ['/v1/objects', '/v1/objects/1', '/v1/companies'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
  });
});

describe("scoped to the user's spaces", () => {
  let otherObjectId = 0;
  let loner = '';

  beforeAll(async () => {
    // Another space with its own company and account, and a user who belongs only to it.
    const [space] = await database.db
      .insert(spaces)
      .values({
        name: 'Other workspace',
        expiresAt: new Date(Date.now() + 86_400_000),
        tariff: { id: 1, name: 'Start' },
        settings: DEMO_SPACE_SETTINGS,
      })
      .returning();
    const [company] = await database.db
      .insert(companies)
      .values({
        spaceId: space!.id,
        name: 'Other company',
        settings: { items_assigned_to: null, status_open: true, tags_mode: 'any' },
      })
      .returning();
    const [object] = await database.db
      .insert(objects)
      .values({ companyId: company!.id, name: 'Other account', provider: 'vk', providerId: '1', error: 'Broken elsewhere' })
      .returning();
    otherObjectId = object!.id;
    const [admin] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAILS.admin));
    loner = 'other-admin@demo.local';
    const [user] = await database.db
      .insert(users)
      .values({ ...admin!, id: undefined, email: loner })
      .returning();
    await database.db
      .insert(spaceMembers)
      .values({ spaceId: space!.id, userId: user!.id, role: 'administrator', roles: ROLE_DEFAULT_FLAGS.administrator });
  });

  it("lists only the accounts and companies of the user's own spaces", async () => {
    const demo = ObjectsResponse.parse((await get(DEMO_EMAILS.admin, '/v1/objects')).json());
    expect(demo.items.map((o) => o.id)).not.toContain(otherObjectId);
    expect(demo.companies.map((c) => c.name)).not.toContain('Other company');
    const other = ObjectsResponse.parse((await get(loner, '/v1/objects')).json());
    expect(other.items.map((o) => o.name)).toEqual(['Other account']);
    expect(CompaniesResponse.parse((await get(loner, '/v1/companies')).json()).items.map((c) => c.name)).toEqual([
      'Other company',
    ]);
  });

  it("GET v1/objects/{id}: an account of the user's space; another space's id is a 404 like a missing one", async () => {
    const [first] = await database.db.select().from(objects).orderBy(asc(objects.id)).limit(1);
    const own = await get(DEMO_EMAILS.reader, `/v1/objects/${first!.id}`);
    expect(own.statusCode).toBe(200);
    expect(SocialObject.parse(own.json())).toMatchObject({ id: first!.id, roles: { settings: false } });
    const cross = await get(DEMO_EMAILS.admin, `/v1/objects/${otherObjectId}`, EN);
    const missing = await get(DEMO_EMAILS.admin, '/v1/objects/999999', EN);
    for (const answer of [cross, missing]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'Not found' });
    }
    expect((await get(loner, `/v1/objects/${otherObjectId}`)).statusCode).toBe(200);
    for (const bad of ['abc', '0', '-1', '2147483648'])
      expect((await get(DEMO_EMAILS.admin, `/v1/objects/${bad}`)).statusCode, bad).toBe(400);
  });

  it('a user without spaces gets empty lists', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAILS.admin));
    await database.db.insert(users).values({ ...admin!, id: undefined, email: 'nospace@demo.local' });
    expect(ObjectsResponse.parse((await get('nospace@demo.local', '/v1/objects')).json())).toEqual({ items: [], companies: [] });
    expect(CompaniesResponse.parse((await get('nospace@demo.local', '/v1/companies')).json())).toEqual({ items: [] });
  });
});

describe('the basic demo space (the shell seed)', () => {
  it('has a reader whose only space has every optional section off and no companies', async () => {
    const { ConfigResponse } = await import('@console/api/contract');
    const { BASIC_READER_EMAIL, BASIC_SPACE_NAME } = await import('../src/seed/shell.ts');
    const config = ConfigResponse.parse((await get(BASIC_READER_EMAIL, '/v1/config')).json());
    expect(config.spaces.map((s) => s.name)).toEqual([BASIC_SPACE_NAME]);
    expect(config.user.role).toBe('read_only');
    const { analytics, youscan, csi_menu, qa, issues } = config.spaces[0]!.settings;
    expect([analytics, youscan, csi_menu, qa, issues.statuses.length]).toEqual([false, false, false, false, 0]);
    expect(ObjectsResponse.parse((await get(BASIC_READER_EMAIL, '/v1/objects')).json())).toEqual({ items: [], companies: [] });
  });
});
