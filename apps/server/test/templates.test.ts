// spec §7 GET v1/templates (params): the reply templates of the user's space, for those who reply (spec §1, §6);
// object_id and provider narrow to the reply's network and account (a template for every network always matches),
// q finds the name or the text case-insensitively; another space's account answers 404.
import { describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { DEMO_SPACE_TEMPLATES, DEMO_TEMPLATE_ACCOUNT, TemplatesResponse } from '@console/api/contract';
import { companies, objects, spaceMembers, spaces, templates, users } from '../src/db/schema.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { bearer, demoApp, sessionFor } from './helpers.ts';

const demo = demoApp();

const get = async (email: string, query = '') =>
  demo.app.inject({
    method: 'GET',
    url: `/v1/templates${query}`,
    headers: bearer((await sessionFor(demo.database.db, email)).access_token),
  });
const names = async (query: string, email: string = DEMO_EMAILS.operator) => {
  const response = await get(email, query);
  expect(response.statusCode, response.body).toBe(200);
  return TemplatesResponse.parse(response.json()).items.map((t) => t.name);
};
const GENERAL = DEMO_SPACE_TEMPLATES.filter((t) => t.provider === null).map((t) => t.name);
const ofNetwork = (provider: string, withAccount = true) =>
  DEMO_SPACE_TEMPLATES.filter((t) => t.provider === provider && (withAccount || !t.ofAccount)).map((t) => t.name);

async function accountId(where: { name?: string; provider?: string }): Promise<number> {
  const [row] = await demo.database.db
    .select({ id: objects.id })
    .from(objects)
    .innerJoin(companies, eq(companies.id, objects.companyId))
    .innerJoin(spaces, eq(spaces.id, companies.spaceId))
    .where(
      and(
        eq(spaces.name, DEMO_SPACE_NAME),
        where.name === undefined ? undefined : eq(objects.name, where.name),
        where.provider === undefined ? undefined : eq(objects.provider, where.provider),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`no account ${JSON.stringify(where)}`);
  return row.id;
}

describe('GET v1/templates', () => {
  it('answers every template of the demo space per the contract, uncached by the browser', async () => {
    const response = await get(DEMO_EMAILS.operator);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = TemplatesResponse.parse(response.json());
    expect(body.items.map((t) => t.name)).toEqual(DEMO_SPACE_TEMPLATES.map((t) => t.name));
    expect(body.items.find((t) => t.name === 'Акция для подписчиков')).toMatchObject({ provider: 'vk' });
    expect(Object.keys(body.items[0]!).sort()).toEqual(['id', 'name', 'provider', 'text']);
  });

  it('provider keeps that network and the templates for every network (the long one is over X’s 280)', async () => {
    const twitter = await names('?provider=twitter');
    expect(twitter).toEqual([...GENERAL, ...ofNetwork('twitter')]);
    const long = DEMO_SPACE_TEMPLATES.find((t) => t.name === 'Извинения за задержку доставки')!;
    expect(twitter).toContain(long.name);
    expect(long.text.length).toBeGreaterThan(280);
    expect(await names('?provider=vk')).toEqual([...GENERAL, ...ofNetwork('vk')]);
    expect(await names('?provider=discord')).toEqual(GENERAL);
  });

  it('object_id keeps its network and its own templates; one account’s template is not another’s', async () => {
    const vk = await accountId({ name: DEMO_TEMPLATE_ACCOUNT });
    expect(await names(`?object_id=${vk}`)).toEqual([...GENERAL, ...ofNetwork('vk')]);
    expect(await names(`?object_id=${vk}&provider=vk`)).toEqual([...GENERAL, ...ofNetwork('vk')]);
    // A second VK account of the demo space: the network's templates, not the first account's own.
    const [company] = await demo.database.db
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(spaces, eq(spaces.id, companies.spaceId))
      .where(eq(spaces.name, DEMO_SPACE_NAME))
      .limit(1);
    const [other] = await demo.database.db
      .insert(objects)
      .values({ companyId: company!.id, name: 'Второе сообщество', provider: 'vk', providerId: '-1' })
      .returning({ id: objects.id });
    expect(await names(`?object_id=${other!.id}`)).toEqual([...GENERAL, ...ofNetwork('vk', false)]);
    const telegram = await accountId({ provider: 'telegram' });
    expect(await names(`?object_id=${telegram}`)).toEqual([...GENERAL, ...ofNetwork('telegram')]);
  });

  it('q finds the name or the text, case-insensitively (Cyrillic too), with % and _ literal', async () => {
    expect(await names('?q=%D0%9F%D0%A0%D0%98%D0%92%D0%95%D0%A2')).toEqual(['Приветствие']); // ПРИВЕТ
    expect(await names(`?q=${encodeURIComponent('промокоду вк10')}`)).toEqual(['Акция для подписчиков']);
    expect(await names(`?q=${encodeURIComponent('промокоду')}&provider=twitter`)).toEqual([]);
    expect(await names('?q=%25')).toEqual(DEMO_SPACE_TEMPLATES.filter((t) => t.text.includes('%')).map((t) => t.name));
    expect(await names('?q=_')).toEqual([]);
  });

  it('another space’s templates never show, its account answers 404; a malformed object_id 400', async () => {
    const [space] = await demo.database.db
      .select({ id: spaces.id })
      .from(spaces)
      .where(ne(spaces.name, DEMO_SPACE_NAME))
      .limit(1);
    const [company] = await demo.database.db
      .insert(companies)
      .values({ spaceId: space!.id, name: 'Чужая', settings: { items_assigned_to: null, status_open: true, tags_mode: 'any' } })
      .returning({ id: companies.id });
    const [foreign] = await demo.database.db
      .insert(objects)
      .values({ companyId: company!.id, name: 'Чужое сообщество', provider: 'vk', providerId: '-2' })
      .returning({ id: objects.id });
    await demo.database.db.insert(templates).values({ spaceId: space!.id, name: 'Чужой шаблон', text: 'Чужой', provider: null });
    expect(await names('')).not.toContain('Чужой шаблон');
    expect((await get(DEMO_EMAILS.operator, `?object_id=${foreign!.id}`)).statusCode).toBe(404);
    expect((await get(DEMO_EMAILS.operator, '?object_id=999999')).statusCode).toBe(404);
    expect((await get(DEMO_EMAILS.operator, '?object_id=abc')).statusCode).toBe(400);
  });

  it('is for the roles that reply with the items or the messages flag; the others get 403', async () => {
    expect((await get(DEMO_EMAILS.admin)).statusCode).toBe(200);
    for (const email of [DEMO_EMAILS.reader, DEMO_EMAILS.analyst, DEMO_EMAILS.moderator]) {
      expect((await get(email)).statusCode, email).toBe(403);
    }
    const [user] = await demo.database.db.select().from(users).where(eq(users.email, DEMO_EMAILS.otp));
    const [membership] = await demo.database.db.select().from(spaceMembers).where(eq(spaceMembers.userId, user!.id));
    const setFlags = (items: boolean, messages: boolean) =>
      demo.database.db
        .update(spaceMembers)
        .set({ roles: { ...membership!.roles, items, messages } })
        .where(eq(spaceMembers.userId, user!.id));
    await setFlags(false, true);
    expect((await get(DEMO_EMAILS.otp)).statusCode).toBe(200);
    await setFlags(true, false);
    expect((await get(DEMO_EMAILS.otp)).statusCode).toBe(200);
    await setFlags(false, false);
    expect((await get(DEMO_EMAILS.otp)).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await demo.app.inject({ method: 'GET', url: '/v1/templates' })).statusCode).toBe(401);
  });
});
