// User groups, tags and assignees (spec §1 "A user may be limited to content assigned to a user group",
// spec §7 GET v1/tags and v1/usergroups, and GET v1/users): a limited user sees and touches only the items of their
// groups, every other item answering 404 like an item of another space; tags of another space answer 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  AuthorsPage,
  Item,
  ItemDetail,
  ItemsBulkResult,
  ItemsPage,
  ObjectsWithTagsResponse,
  TagsResponse,
  UsergroupsResponse,
  UsersResponse,
} from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { chats, items, spaces, tags, usergroups, users } from '../src/db/schema.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { LIMITED_DEMO_USER, USERGROUP_NAMES } from '../src/seed/usergroups.ts';
import { WORKSPACE_DEMO_EMAILS } from '../src/seed/workspaces.ts';
import { demoCaller } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
const clock = Date.now();
const LIMITED = LIMITED_DEMO_USER.email;
const group = { own: 0, other: 0 };
let demoSpace = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => clock });
  const [space] = await database.db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  demoSpace = space!.id;
  const groups = await database.db.select().from(usergroups).where(eq(usergroups.spaceId, demoSpace));
  group.own = groups.find((g) => g.name === USERGROUP_NAMES[0])!.id;
  group.other = groups.find((g) => g.name === USERGROUP_NAMES[1])!.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const { get, send } = demoCaller(
  () => app,
  () => database.db,
  clock,
);

/** Every page of the list for a user (all statuses). */
async function everything(email: string, search = ''): Promise<Item[]> {
  const seen: Item[] = [];
  let cursor: string | null = null;
  const statuses = ['new', 'inprogress', 'open', 'closed', 'deleted', 'delayed', 'waiting'].map((s) => `status[]=${s}`);
  do {
    const url = `/v1/items?${statuses.join('&')}&limit=100${search}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await get(email, url);
    expect(response.statusCode, response.body).toBe(200);
    const page = ItemsPage.parse(response.json());
    seen.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return seen;
}

/** A fresh top-level VK item of the demo space in the group (or in none). */
async function vkItem(usergroupId: number | null) {
  const [row] = await database.db
    .select()
    .from(items)
    .where(
      and(
        eq(items.spaceId, demoSpace),
        eq(items.provider, 'vk'),
        isNull(items.parentId),
        eq(items.fromUs, false),
        eq(items.excluded, false),
        ne(items.status, 'deleted'),
        usergroupId === null ? isNull(items.usergroupId) : eq(items.usergroupId, usergroupId),
      ),
    )
    .orderBy(asc(items.id))
    .limit(1);
  if (!row) throw new Error('no such demo item');
  return row;
}

describe('GET v1/tags, v1/usergroups, v1/users and v1/objects?tags=true', () => {
  it('answer the records of the user’s spaces only', async () => {
    const tagsAnswer = TagsResponse.parse((await get(DEMO_EMAILS.operator, '/v1/tags')).json());
    const demoTags = await database.db.select().from(tags).where(eq(tags.spaceId, demoSpace)).orderBy(asc(tags.id));
    expect(tagsAnswer.tags).toEqual(demoTags.map((t) => ({ id: t.id, name: t.name, group_id: t.groupId })));

    const groups = UsergroupsResponse.parse((await get(DEMO_EMAILS.reader, '/v1/usergroups')).json());
    // The reader is in neither group (the operator, the administrator and the limited user are: seed/usergroups.ts).
    expect(groups.items).toEqual([
      { id: group.own, name: USERGROUP_NAMES[0], space_id: demoSpace, member: false },
      { id: group.other, name: USERGROUP_NAMES[1], space_id: demoSpace, member: false },
    ]);
    const limitedGroups = UsergroupsResponse.parse((await get(LIMITED, '/v1/usergroups')).json()).items;
    expect(limitedGroups.map((row) => row.member)).toEqual([true, false]);
    const objects = ObjectsWithTagsResponse.parse((await get(DEMO_EMAILS.reader, '/v1/objects?tags=true')).json());
    expect(objects.usergroups).toEqual(groups.items);

    const members = UsersResponse.parse((await get(DEMO_EMAILS.operator, '/v1/users')).json());
    const names = members.items.map((u) => u.name);
    expect(names).toContain(LIMITED_DEMO_USER.name);
    expect(members.items.every((u) => u.space_ids.length > 0)).toBe(true);
    // Someone of another space only: not listed.
    const stranger = WORKSPACE_DEMO_EMAILS.soonAdmin;
    const strangerRow = await database.db.select().from(users).where(eq(users.email, stranger));
    expect(members.items.map((u) => u.id)).not.toContain(strangerRow[0]!.id);
    const theirs = UsersResponse.parse((await get(stranger, '/v1/users')).json());
    expect(theirs.items.map((u) => u.name)).not.toContain(LIMITED_DEMO_USER.name);
    expect(UsergroupsResponse.parse((await get(stranger, '/v1/usergroups')).json()).items).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/v1/usergroups' })).statusCode).toBe(401);
  });
});

describe('a user limited to a user group', () => {
  it('lists only the items assigned to their group, and counts only those', async () => {
    const seen = await everything(LIMITED);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.every((item) => item.usergroup?.id === group.own)).toBe(true);
    const all = await everything(DEMO_EMAILS.operator);
    expect(all.length).toBeGreaterThan(seen.length);
    expect(all.some((item) => item.usergroup?.id === group.other)).toBe(true);
    // Like the space's counter, replies count too: those in a thread of the group.
    const [direct] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(items)
      .where(
        and(
          eq(items.spaceId, demoSpace),
          eq(items.status, 'new'),
          sql`coalesce((select r.usergroup_id from items r where r.id = ${items.parentId}), ${items.usergroupId}) = ${group.own}`,
        ),
      );
    expect((await get(LIMITED, '/v1/counts')).json().items_count).toBe(direct!.n);
  });

  it('answers 404 for any read or action on another item, exactly like an item of another space', async () => {
    const hidden = await vkItem(group.other);
    const unassigned = await vkItem(null);
    const stranger = WORKSPACE_DEMO_EMAILS.soonAdmin;
    for (const row of [hidden, unassigned]) {
      const requests: Array<[InjectOptions['method'], string, object?]> = [
        ['GET', `/v1/items/${row.id}`],
        ['PATCH', `/v1/items/${row.id}`, { version: row.version, priority: 'high' }],
        ['POST', `/v1/items/${row.id}/reply`, { text: 'hi' }],
        ['POST', `/v1/items/${row.id}/like`],
        ['POST', `/v1/items/${row.id}/hide`],
      ];
      for (const [method, url, payload] of requests) {
        const limited = await send(LIMITED, method, url, payload);
        const outsider = await send(stranger, method, url, payload);
        expect([limited.statusCode, limited.json()], `${method} ${url}`).toEqual([outsider.statusCode, outsider.json()]);
        expect(limited.statusCode).toBe(404);
      }
    }
    const own = await vkItem(group.own);
    expect((await get(LIMITED, `/v1/items/${own.id}`)).statusCode).toBe(200);
  });

  it('sees the thread of an item of their group, and a reply in it by its id', async () => {
    const [reply] = await database.db
      .select({ id: items.id, parentId: items.parentId })
      .from(items)
      .where(and(isNotNull(items.parentId), eq(items.spaceId, demoSpace)))
      .orderBy(asc(items.id));
    const [root] = await database.db.select().from(items).where(eq(items.id, reply!.parentId!));
    const expected = root!.usergroupId === group.own ? 200 : 404;
    expect((await get(LIMITED, `/v1/items/${reply!.id}`)).statusCode).toBe(expected);
  });

  it('lists only their group’s items among an author’s comments', async () => {
    const own = await vkItem(group.own);
    const response = await get(LIMITED, `/v1/authors/${own.authorId}/items`);
    const page = ItemsPage.parse(response.json());
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.usergroup?.id === group.own)).toBe(true);
  });

  it('sees only the authors of their group’s items and of the chats in their reach; another author answers 404', async () => {
    const page = AuthorsPage.parse((await get(LIMITED, '/v1/items/authors?limit=100')).json());
    const everyone = AuthorsPage.parse((await get(DEMO_EMAILS.operator, '/v1/items/authors?limit=100')).json());
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThan(everyone.items.length);
    const ownAuthors = await database.db
      .selectDistinct({ id: items.authorId })
      .from(items)
      .where(and(eq(items.usergroupId, group.own), isNull(items.parentId)));
    // The chats in their reach (chatsUsergroups.test.ts): their group's and their own.
    const limitedId = (await database.db.select().from(users).where(eq(users.email, LIMITED)))[0]!.id;
    const chatAuthors = await database.db
      .selectDistinct({ id: chats.authorId })
      .from(chats)
      .where(
        or(
          and(eq(chats.assigneeType, 'usergroup'), eq(chats.assigneeId, group.own)),
          and(eq(chats.assigneeType, 'user'), eq(chats.assigneeId, limitedId)),
        ),
      );
    const allowed = new Set([...ownAuthors, ...chatAuthors].map((row) => row.id));
    expect(page.items.every((author) => allowed.has(author.id))).toBe(true);
    const stranger = everyone.items.find((author) => !allowed.has(author.id))!;
    expect((await get(LIMITED, `/v1/authors/${stranger.id}`)).statusCode).toBe(404);
    expect((await get(DEMO_EMAILS.operator, `/v1/authors/${stranger.id}`)).statusCode).toBe(200);
  });

  it('changes their group’s items in bulk and gets the others listed as not found', async () => {
    const own = await vkItem(group.own);
    const hidden = await vkItem(group.other);
    const response = await send(LIMITED, 'POST', '/v1/items/bulk', { ids: [own.id, hidden.id], status: 'inprogress' });
    const result = ItemsBulkResult.parse(response.json());
    expect(result.items.map((i) => i.id)).toEqual([own.id]);
    expect(result.failed).toEqual([{ id: hidden.id, error: 'Не найдено' }]);
    const [untouched] = await database.db.select().from(items).where(eq(items.id, hidden.id));
    expect(untouched!.version).toBe(hidden.version);
  });

  it('may hand an item only to their own group (403 otherwise); others may choose any group of the space', async () => {
    const own = await vkItem(group.own);
    const refused = await send(LIMITED, 'PATCH', `/v1/items/${own.id}`, { version: own.version, usergroup_id: group.other });
    expect(refused.statusCode).toBe(403);
    const none = await send(
      LIMITED,
      'PATCH',
      `/v1/items/${own.id}`,
      { version: own.version, usergroup_id: null },
      { 'accept-language': 'en' },
    );
    expect(none.statusCode).toBe(403);
    expect(none.json().error).toBe('You can assign comments only to your own groups');

    const free = await vkItem(null);
    const moved = await send(DEMO_EMAILS.operator, 'PATCH', `/v1/items/${free.id}`, {
      version: free.version,
      usergroup_id: group.own,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(Item.parse(moved.json()).usergroup).toEqual({ id: group.own, name: USERGROUP_NAMES[0] });
    const detail = ItemDetail.parse((await get(LIMITED, `/v1/items/${free.id}`)).json());
    expect(detail.history[0]).toMatchObject({ field: 'usergroup', from: null, to: String(group.own) });

    const bogus = await send(DEMO_EMAILS.operator, 'PATCH', `/v1/items/${free.id}`, {
      version: free.version + 1,
      usergroup_id: 999_999,
    });
    expect(bogus.statusCode).toBe(400);
  });

  it('GET v1/objects?tags=true tells a limited user the groups an item may go to, so the assign choice matches the 403', async () => {
    const limited = ObjectsWithTagsResponse.parse((await get(LIMITED, '/v1/objects?tags=true')).json());
    expect(limited.usergroup_limit).toEqual({ space_ids: [demoSpace], usergroup_ids: [group.own] });
    const free = ObjectsWithTagsResponse.parse((await get(DEMO_EMAILS.operator, '/v1/objects?tags=true')).json());
    expect(free.usergroup_limit).toBeUndefined();
  });
});

describe('tag validation', () => {
  it('answers 400 naming the tags that are not of the item’s space, in the request’s language', async () => {
    const [space] = await database.db.select().from(spaces).where(ne(spaces.id, demoSpace)).limit(1);
    const [foreign] = await database.db.insert(tags).values({ spaceId: space!.id, name: 'Чужой тег' }).returning();
    const [mine] = await database.db.select().from(tags).where(eq(tags.spaceId, demoSpace)).limit(1);
    const row = await vkItem(null);
    const patch = (language: string, tagIds: number[]) =>
      send(
        DEMO_EMAILS.operator,
        'PATCH',
        `/v1/items/${row.id}`,
        { version: row.version, tags: tagIds },
        { 'accept-language': language },
      );
    const ru = await patch('ru', [mine!.id, foreign!.id, 999_999]);
    expect(ru.statusCode).toBe(400);
    expect(ru.json().error).toBe(`Теги ${foreign!.id}, 999999 не относятся к пространству комментария`);
    const en = await patch('en', [foreign!.id]);
    expect(en.json().error).toBe(`Tags ${foreign!.id} do not belong to the comment's space`);
    const [unchanged] = await database.db.select().from(items).where(eq(items.id, row.id));
    expect(unchanged!.version).toBe(row.version);

    const bulk = await send(DEMO_EMAILS.operator, 'POST', '/v1/items/bulk', { ids: [row.id], add_tags: [foreign!.id] });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().error).toBe(`Теги ${foreign!.id} не относятся к пространству комментария`);
    const ok = await patch('ru', [mine!.id]);
    expect(ok.statusCode).toBe(200);
  });
});
