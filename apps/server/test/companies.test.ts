// Companies on the server (spec §1, §3 Company; docs/companies.md): created, renamed and set by the administrator; a
// save begun before another's is refused with the company as it is now; deleting is refused while the company has
// accounts and for a space's last company; tags_mode limits the tags put on its comments; another workspace's ids 404.
import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { CompaniesResponse, Company, CompanyConflict, ErrorBody, Item } from '@console/api/contract';
import { companies, items, objects, spaceMembers, tags } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { createSpace } from './billingSupport.ts';
import { demoApp, demoCaller, ok } from './helpers.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

const opened = demoApp();
const { get, send } = demoCaller(
  () => opened.app,
  () => opened.database.db,
);
const admin = DEMO_EMAILS.admin;
const en = { 'accept-language': 'en' };
const SETTINGS = { items_assigned_to: null, status_open: false, tags_mode: 'any' as const };

describe('companies', () => {
  it('creates, renames and sets a company; the list shows it; a stale save is refused with the company as it is', async () => {
    const spaceId = await demoSpaceId(opened.database.db);
    const created = ok(await send(admin, 'POST', '/v1/companies', { space_id: spaceId, name: '  Филиал  ' }), Company);
    expect(created).toMatchObject({ space_id: spaceId, name: 'Филиал', settings: { status_open: true, tags_mode: 'any' } });
    const seen = { name: 'Филиал', settings: created.settings };
    const renamed = ok(await send(admin, 'PATCH', `/v1/companies/${created.id}`, { name: 'Север', seen }), Company);
    expect(renamed.name).toBe('Север');
    // The other administrator's form still began from 'Филиал': refused, nothing written.
    const stale = await send(admin, 'PATCH', `/v1/companies/${created.id}`, { settings: SETTINGS, seen }, en);
    expect(stale.statusCode).toBe(409);
    const conflict = CompanyConflict.parse(stale.json());
    expect(conflict.current.name).toBe('Север');
    expect(conflict.error).toMatch(/another administrator/);
    const set = ok(await send(admin, 'PATCH', `/v1/companies/${created.id}`, { settings: SETTINGS }), Company);
    expect(set.settings).toEqual(SETTINGS);
    const listed = ok(await get(DEMO_EMAILS.operator, '/v1/companies'), CompaniesResponse);
    expect(listed.items.find((one) => one.id === created.id)).toMatchObject({ name: 'Север', settings: SETTINGS });
  });

  it('assigns new items only to a member of the space', async () => {
    const { db } = opened.database;
    const spaceId = await demoSpaceId(db);
    const [company] = await db.select().from(companies).where(eq(companies.spaceId, spaceId));
    // A user who is no member of the space (here: none at all).
    const stranger = { id: 2_000_000 };
    const refused = await send(admin, 'PATCH', `/v1/companies/${company!.id}`, {
      settings: { ...SETTINGS, items_assigned_to: stranger.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(ErrorBody.parse(refused.json()).error_type).toBe('invalid_assignee');
    const [member] = await db.select().from(spaceMembers).where(eq(spaceMembers.spaceId, spaceId));
    const set = ok(
      await send(admin, 'PATCH', `/v1/companies/${company!.id}`, {
        settings: { ...SETTINGS, items_assigned_to: member!.userId },
      }),
      Company,
    );
    expect(set.settings.items_assigned_to).toBe(member!.userId);
  });

  it('refuses to delete a company with accounts, saying how many, and the last company of a space', async () => {
    const { db } = opened.database;
    const [withAccounts] = await db
      .select({ id: objects.companyId })
      .from(objects)
      .innerJoin(companies, eq(companies.id, objects.companyId))
      .where(eq(companies.spaceId, await demoSpaceId(db)));
    const count = await db.$count(objects, eq(objects.companyId, withAccounts!.id));
    const refused = await send(admin, 'DELETE', `/v1/companies/${withAccounts!.id}`, {}, en);
    expect(refused.statusCode).toBe(409);
    const body = ErrorBody.parse(refused.json());
    expect(body.error_type).toBe('company_has_accounts');
    expect(body.error).toContain(`(${count})`);
    expect(await db.$count(companies, eq(companies.id, withAccounts!.id))).toBe(1);

    const own = await createSpace(db, { name: 'One company', expiresAt: Date.now() + 86_400_000, members: [admin] });
    const only = ok(await send(admin, 'POST', '/v1/companies', { space_id: own.id, name: 'Единственная' }), Company);
    const last = await send(admin, 'DELETE', `/v1/companies/${only.id}`);
    expect(last.statusCode).toBe(409);
    expect(ErrorBody.parse(last.json()).error_type).toBe('last_company');
    const second = ok(await send(admin, 'POST', '/v1/companies', { space_id: own.id, name: 'Вторая' }), Company);
    expect((await send(admin, 'DELETE', `/v1/companies/${second.id}`)).statusCode).toBe(200);
    expect(await db.$count(companies, eq(companies.id, second.id))).toBe(0);
  });

  it("limits the tags put on the company's comments by tags_mode", async () => {
    const { db } = opened.database;
    const spaceId = await demoSpaceId(db);
    const [row] = await db
      .select()
      .from(items)
      .where(and(eq(items.spaceId, spaceId), isNull(items.parentId)))
      .limit(1);
    const [loose] = await db.insert(tags).values({ spaceId, name: 'Без группы' }).returning();
    const [company] = await db.select().from(companies).where(eq(companies.id, row!.companyId));
    await send(admin, 'PATCH', `/v1/companies/${company!.id}`, { settings: { ...company!.settings, tags_mode: 'grouped' } });
    const refused = await send(DEMO_EMAILS.operator, 'PATCH', `/v1/items/${row!.id}`, {
      version: row!.version,
      tags: [loose!.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(ErrorBody.parse(refused.json()).error_type).toBe('tag_not_allowed');
    await send(admin, 'PATCH', `/v1/companies/${company!.id}`, { settings: { ...company!.settings, tags_mode: 'any' } });
    const allowed = ok(
      await send(DEMO_EMAILS.operator, 'PATCH', `/v1/items/${row!.id}`, { version: row!.version, tags: [loose!.id] }),
      Item,
    );
    expect(allowed.tags).toContain(loose!.id);
  });
});

describe('another workspace', () => {
  it("answers 404 for another workspace's companies", async () => {
    const { db } = opened.database;
    const other = await createSpace(db, { name: 'Other companies workspace', expiresAt: Date.now() + 86_400_000 });
    const [theirs] = await db.insert(companies).values({ spaceId: other.id, name: 'Чужая', settings: SETTINGS }).returning();
    expect((await send(admin, 'POST', '/v1/companies', { space_id: other.id, name: 'X' })).statusCode).toBe(404);
    expect((await send(admin, 'PATCH', `/v1/companies/${theirs!.id}`, { name: 'X' })).statusCode).toBe(404);
    expect((await send(admin, 'DELETE', `/v1/companies/${theirs!.id}`)).statusCode).toBe(404);
  });
});
