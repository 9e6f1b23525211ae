// Sample requests of settings/tags, tag_groups and labels (routes/tags.ts, routes/labels.ts) for the role × endpoint
// test and the hostile-values test: each succeeds for the administrator on the demo space; a call that consumes a
// record (an update, a delete) makes its own first.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { authorLabels, itemAuthors, labels, tagGroups, tags } from '../src/db/schema.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

async function freshTag(db: Db): Promise<number> {
  const [row] = await db
    .insert(tags)
    .values({ spaceId: await demoSpaceId(db), name: 'Policy tag' })
    .returning({ id: tags.id });
  return row!.id;
}
async function freshGroup(db: Db): Promise<number> {
  const [row] = await db
    .insert(tagGroups)
    .values({ spaceId: await demoSpaceId(db), name: 'Policy group' })
    .returning({ id: tagGroups.id });
  return row!.id;
}
async function freshLabel(db: Db): Promise<number> {
  const [row] = await db
    .insert(labels)
    .values({ spaceId: await demoSpaceId(db), name: 'Policy label' })
    .returning({ id: labels.id });
  return row!.id;
}
/** A fresh label carried by an author of the demo space. */
async function carriedLabel(db: Db): Promise<{ id: number; authorId: number }> {
  const id = await freshLabel(db);
  const [author] = await db
    .select({ id: itemAuthors.id })
    .from(itemAuthors)
    .where(eq(itemAuthors.spaceId, await demoSpaceId(db)));
  await db.insert(authorLabels).values({ authorId: author!.id, labelId: id });
  return { id, authorId: author!.id };
}

const TAG = { name: 'Policy', color: 'blue', group_id: null, parent_id: null };

export const TAGS_ROLE_SAMPLES: Record<string, RoleSample> = {
  'GET /v1/tags/manage': async (db) => ({ method: 'GET', url: `/v1/tags/manage?space_id=${await demoSpaceId(db)}` }),
  'POST /v1/tags': async (db) => ({ method: 'POST', url: '/v1/tags', payload: { space_id: await demoSpaceId(db), ...TAG } }),
  'PUT /v1/tags/:id': async (db) => ({ method: 'PUT', url: `/v1/tags/${await freshTag(db)}`, payload: TAG }),
  'DELETE /v1/tags/:id': async (db) => ({ method: 'DELETE', url: `/v1/tags/${await freshTag(db)}` }),
  'POST /v1/tags/:id/merge': async (db) => ({
    method: 'POST',
    url: `/v1/tags/${await freshTag(db)}/merge`,
    payload: { into_id: await freshTag(db) },
  }),
  'POST /v1/tag_groups': async (db) => ({
    method: 'POST',
    url: '/v1/tag_groups',
    payload: { space_id: await demoSpaceId(db), name: 'Policy' },
  }),
  'PUT /v1/tag_groups/:id': async (db) => ({
    method: 'PUT',
    url: `/v1/tag_groups/${await freshGroup(db)}`,
    payload: { name: 'Policy' },
  }),
  'DELETE /v1/tag_groups/:id': async (db) => ({ method: 'DELETE', url: `/v1/tag_groups/${await freshGroup(db)}` }),
  'GET /v1/labels/manage': async (db) => ({ method: 'GET', url: `/v1/labels/manage?space_id=${await demoSpaceId(db)}` }),
  'POST /v1/labels': async (db) => ({
    method: 'POST',
    url: '/v1/labels',
    payload: { space_id: await demoSpaceId(db), name: 'Policy', color: 'green' },
  }),
  'PUT /v1/labels/:id': async (db) => ({
    method: 'PUT',
    url: `/v1/labels/${await freshLabel(db)}`,
    payload: { name: 'Policy', color: 'green' },
  }),
  'DELETE /v1/labels/:id': async (db) => ({ method: 'DELETE', url: `/v1/labels/${await freshLabel(db)}` }),
  'GET /v1/labels/:id/authors': async (db) => ({ method: 'GET', url: `/v1/labels/${await freshLabel(db)}/authors` }),
  'DELETE /v1/labels/:id/authors/:author_id': async (db) => {
    const { id, authorId } = await carriedLabel(db);
    return { method: 'DELETE', url: `/v1/labels/${id}/authors/${authorId}` };
  },
};
