// Sample requests of the comments inbox's endpoints for the role × endpoint test (policy.test.ts): each
// succeeds for every role its policy allows (the demo space's VK items allow every action).
import { and, asc, eq, isNull, like, not } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { ITEM_ACTIONS, type RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { itemAuthors, items, spaces, users } from '../src/db/schema.ts';
import { DEMO_SPACE_NAME, DEMO_USER_BY_ROLE } from '../src/seed.ts';
import { PNG_BASE64 } from './chatsPolicySamples.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

/** A fresh top-level VK item of the demo space, still new (every action and reply is allowed on VK). */
export async function vkItem(db: Db) {
  const [row] = await db
    .select()
    .from(items)
    .innerJoin(spaces, eq(spaces.id, items.spaceId))
    .where(
      and(
        eq(spaces.name, DEMO_SPACE_NAME),
        eq(items.provider, 'vk'),
        eq(items.status, 'new'),
        eq(items.excluded, false),
        eq(items.fromUs, false),
        isNull(items.parentId),
      ),
    )
    .orderBy(asc(items.id))
    .limit(1);
  if (!row) throw new Error('no VK demo item left');
  return row.items;
}

async function demoAuthor(db: Db) {
  const [row] = await db
    .select({ id: itemAuthors.id })
    .from(itemAuthors)
    .innerJoin(spaces, eq(spaces.id, itemAuthors.spaceId))
    .where(and(eq(spaces.name, DEMO_SPACE_NAME), not(like(itemAuthors.providerId, 'account:%'))))
    .orderBy(asc(itemAuthors.id))
    .limit(1);
  return row!.id;
}

/** Our reply written just now by the role's demo user, so it may edit it (its own, within VK's window). */
async function ownReply(db: Db, role: RoleName): Promise<number> {
  const parent = await vkItem(db);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER_BY_ROLE[role]));
  const [row] = await db
    .insert(items)
    .values({
      ...parent,
      id: undefined,
      parentId: parent.id,
      text: 'Policy reply',
      createdAt: new Date(Math.floor(Date.now() / 1000) * 1000),
      status: 'closed',
      fromUs: true,
      repliedBy: user!.id,
      delivery: 'sent',
      version: 1,
    })
    .returning({ id: items.id });
  return row!.id;
}

export const ITEMS_ROLE_SAMPLES: Record<string, RoleSample> = {
  'GET /v1/items/:id': async (db) => ({ method: 'GET', url: `/v1/items/${(await vkItem(db)).id}` }),
  'PATCH /v1/items/:id': async (db) => {
    const item = await vkItem(db);
    return { method: 'PATCH', url: `/v1/items/${item.id}`, payload: { version: item.version, tags: [1] } };
  },
  'PUT /v1/items/:id': async (db, role) => ({
    method: 'PUT',
    url: `/v1/items/${await ownReply(db, role)}`,
    payload: { text: 'Policy edit' },
  }),
  'POST /v1/items/:id/reply': async (db) => ({
    method: 'POST',
    url: `/v1/items/${(await vkItem(db)).id}/reply`,
    payload: { text: 'Policy' },
  }),
  'POST /v1/items/:id/attachments': async (db) => ({
    method: 'POST',
    url: `/v1/items/${(await vkItem(db)).id}/attachments`,
    payload: { name: 'policy.png', mime: 'image/png', data: PNG_BASE64 },
  }),
  'POST /v1/items/bulk': async (db) => ({
    method: 'POST',
    url: '/v1/items/bulk',
    payload: { ids: [(await vkItem(db)).id], add_tags: [1] },
  }),
  ...Object.fromEntries(
    ITEM_ACTIONS.map((action): [string, RoleSample] => [
      `POST /v1/items/:id/${action}`,
      async (db) => ({ method: 'POST', url: `/v1/items/${(await vkItem(db)).id}/${action}`, payload: {} }),
    ]),
  ),
  'GET /v1/authors/:id': async (db) => ({ method: 'GET', url: `/v1/authors/${await demoAuthor(db)}` }),
  'GET /v1/authors/:id/items': async (db) => ({ method: 'GET', url: `/v1/authors/${await demoAuthor(db)}/items` }),
  'POST /v1/authors/:id/block': async (db) => ({
    method: 'POST',
    url: `/v1/authors/${await demoAuthor(db)}/block`,
    payload: { duration: '1h', reason: 'spam' },
  }),
  'DELETE /v1/authors/:id/block': async (db) => ({ method: 'DELETE', url: `/v1/authors/${await demoAuthor(db)}/block` }),
  'PUT /v1/authors/:id/labels': async (db) => ({
    method: 'PUT',
    url: `/v1/authors/${await demoAuthor(db)}/labels`,
    payload: { labels: [1] },
  }),
  'POST /v1/authors/:id/notes': async (db) => ({
    method: 'POST',
    url: `/v1/authors/${await demoAuthor(db)}/notes`,
    payload: { text: 'Policy note' },
  }),
};

export const ITEMS_SAMPLES: Record<string, Sample> = {
  'GET /v1/items': { method: 'GET', url: '/v1/items?status[]=new&limit=5' },
  'GET /v1/items/authors': { method: 'GET', url: '/v1/items/authors?limit=5' },
  'GET /v1/usergroups': { method: 'GET', url: '/v1/usergroups' },
  'GET /v1/tags': { method: 'GET', url: '/v1/tags' },
  'GET /v1/users': { method: 'GET', url: '/v1/users' },
};
