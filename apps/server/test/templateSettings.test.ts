// settings/templates on the server (spec §2.4): an editor with the templates flag lists, creates, edits and deletes
// the space's reply templates with their scope; GET v1/templates (the composer's source) answers the change; a save
// begun before another's is refused with the template as it is now; another workspace's ids answer 404.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  DEMO_TEMPLATE_ACCOUNT,
  DeletedResponse,
  ErrorBody,
  ManagedTemplate,
  TemplateConflict,
  TemplatesManageResponse,
  TemplatesResponse,
} from '@console/api/contract';
import { companies, objects, templates } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { createSpace } from './billingSupport.ts';
import { demoApp, demoCaller, ok } from './helpers.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

const opened = demoApp();
const { get, send } = demoCaller(
  () => opened.app,
  () => opened.database.db,
);
const { admin, operator, moderator } = DEMO_EMAILS;
const en = { 'accept-language': 'en' };
const fields = (extra: object = {}) => ({
  name: 'Спасибо',
  text: 'Спасибо, {author}!',
  provider: null,
  object_id: null,
  ...extra,
});

async function demoAccount() {
  const { db } = opened.database;
  const [row] = await db
    .select({ id: objects.id, provider: objects.provider })
    .from(objects)
    .innerJoin(companies, eq(companies.id, objects.companyId))
    .where(and(eq(companies.spaceId, await demoSpaceId(db)), eq(objects.name, DEMO_TEMPLATE_ACCOUNT)));
  return row!;
}

describe('template settings', () => {
  it('an operator (templates flag) creates, edits and deletes a template; the composer list follows', async () => {
    const spaceId = await demoSpaceId(opened.database.db);
    const created = ok(await send(operator, 'POST', '/v1/templates', { space_id: spaceId, ...fields() }), ManagedTemplate);
    expect(created).toMatchObject({ space_id: spaceId, provider: null, object_id: null, text: 'Спасибо, {author}!' });
    const listed = ok(await get(operator, `/v1/templates/manage?space_id=${spaceId}`), TemplatesManageResponse);
    expect(listed.items.map((one) => one.id)).toContain(created.id);

    const account = await demoAccount();
    const scoped = fields({ name: 'Спасибо VK', provider: account.provider, object_id: account.id });
    const edited = ok(
      await send(operator, 'PATCH', `/v1/templates/${created.id}`, { ...scoped, seen: fields() }),
      ManagedTemplate,
    );
    expect(edited).toMatchObject({ name: 'Спасибо VK', provider: account.provider, object_id: account.id });
    // The composer's source: the account's own template comes for that account only.
    const forAccount = ok(await get(operator, `/v1/templates?object_id=${account.id}`), TemplatesResponse);
    expect(forAccount.items.map((one) => one.name)).toContain('Спасибо VK');
    const otherNetwork = ok(await get(operator, '/v1/templates?provider=telegram'), TemplatesResponse);
    expect(otherNetwork.items.map((one) => one.name)).not.toContain('Спасибо VK');

    ok(await send(operator, 'DELETE', `/v1/templates/${created.id}`), DeletedResponse);
    const after = ok(await get(operator, `/v1/templates?object_id=${account.id}`), TemplatesResponse);
    expect(after.items.map((one) => one.id)).not.toContain(created.id);
  });

  it('a stale save is a 409 conflict with the template as it is now; without seen it writes over', async () => {
    const spaceId = await demoSpaceId(opened.database.db);
    const created = ok(await send(admin, 'POST', '/v1/templates', { space_id: spaceId, ...fields() }), ManagedTemplate);
    ok(
      await send(operator, 'PATCH', `/v1/templates/${created.id}`, fields({ text: 'Их текст', seen: fields() })),
      ManagedTemplate,
    );
    const refused = await send(admin, 'PATCH', `/v1/templates/${created.id}`, fields({ text: 'Мой', seen: fields() }), en);
    expect(refused.statusCode).toBe(409);
    const body = TemplateConflict.parse(refused.json());
    expect(body.current.text).toBe('Их текст');
    expect(body.error).toMatch(/someone else saved this template/);
    const seen = { name: body.current.name, text: body.current.text, provider: null, object_id: null };
    ok(await send(admin, 'PATCH', `/v1/templates/${created.id}`, fields({ text: 'Мой', seen })), ManagedTemplate);
  });

  it("refuses an account of another network than the scope's, an account without a network, and a blank text", async () => {
    const spaceId = await demoSpaceId(opened.database.db);
    const account = await demoAccount();
    const other = account.provider === 'telegram' ? 'vk' : 'telegram';
    const wrong = await send(
      admin,
      'POST',
      '/v1/templates',
      { space_id: spaceId, ...fields({ provider: other, object_id: account.id }) },
      en,
    );
    expect(wrong.statusCode).toBe(400);
    expect(ErrorBody.parse(wrong.json()).error).toBe("The account must be one of the chosen network's accounts");
    const noNetwork = await send(admin, 'POST', '/v1/templates', { space_id: spaceId, ...fields({ object_id: account.id }) });
    expect(noNetwork.statusCode).toBe(400);
    const blank = await send(admin, 'POST', '/v1/templates', { space_id: spaceId, ...fields({ text: '   ' }) });
    expect(blank.statusCode).toBe(400);
  });

  it('a member without the templates flag gets 403 (a moderator by default)', async () => {
    const spaceId = await demoSpaceId(opened.database.db);
    expect((await get(moderator, `/v1/templates/manage?space_id=${spaceId}`)).statusCode).toBe(403);
    expect((await send(moderator, 'POST', '/v1/templates', { space_id: spaceId, ...fields() })).statusCode).toBe(403);
  });
});

describe('another workspace', () => {
  it("answers 404 for another workspace's templates, its list and its accounts", async () => {
    const { db } = opened.database;
    const other = await createSpace(db, { name: 'Other templates workspace', expiresAt: Date.now() + 86_400_000 });
    const [theirs] = await db.insert(templates).values({ spaceId: other.id, name: 'Чужой', text: 'Чужой' }).returning();
    expect((await get(admin, `/v1/templates/manage?space_id=${other.id}`)).statusCode).toBe(404);
    expect((await send(admin, 'POST', '/v1/templates', { space_id: other.id, ...fields() })).statusCode).toBe(404);
    expect((await send(admin, 'PATCH', `/v1/templates/${theirs!.id}`, fields())).statusCode).toBe(404);
    expect((await send(admin, 'DELETE', `/v1/templates/${theirs!.id}`)).statusCode).toBe(404);
    const listed = ok(await get(admin, '/v1/templates/manage'), TemplatesManageResponse);
    expect(listed.items.map((one) => one.id)).not.toContain(theirs!.id);
    // An account of another workspace is not found as a scope either.
    // A copy of the demo VK account, in a company of the other workspace.
    const own = await demoAccount();
    const [{ id: _company, ...companyRow }] = (await db.select().from(companies).limit(1)) as [typeof companies.$inferSelect];
    const [company] = await db
      .insert(companies)
      .values({ ...companyRow, spaceId: other.id })
      .returning();
    const [{ id: _object, ...objectRow }] = (await db.select().from(objects).where(eq(objects.id, own.id))) as [
      typeof objects.$inferSelect,
    ];
    const [account] = await db
      .insert(objects)
      .values({ ...objectRow, companyId: company!.id })
      .returning();
    const spaceId = await demoSpaceId(db);
    const scoped = fields({ provider: 'vk', object_id: account!.id });
    expect((await send(admin, 'POST', '/v1/templates', { space_id: spaceId, ...scoped })).statusCode).toBe(404);
  });
});
