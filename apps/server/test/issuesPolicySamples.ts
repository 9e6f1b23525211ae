// Sample requests of the issues' endpoints (routes/issues.ts) for the role × endpoint test and the hostile-values
// test: each succeeds for every role its policy allows, on the demo space's seeded issues (seed/issues.ts); a call
// that consumes a record (a department's deletion) makes its own first.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { chats, departments, issueChats, issueItems, issues } from '../src/db/schema.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

/** The demo space's first open issue. */
async function openIssue(db: Db) {
  const [row] = await db
    .select()
    .from(issues)
    .where(and(eq(issues.spaceId, await demoSpaceId(db)), isNull(issues.closedAt)))
    .orderBy(asc(issues.id))
    .limit(1);
  if (!row) throw new Error('no demo issue');
  return row;
}

async function freshDepartment(db: Db): Promise<number> {
  const [row] = await db
    .insert(departments)
    .values({ spaceId: await demoSpaceId(db), name: 'Policy department' })
    .returning({ id: departments.id });
  return row!.id;
}

export const ISSUES_ROLE_SAMPLES: Record<string, RoleSample> = {
  'GET /v1/issues': async () => ({ method: 'GET', url: '/v1/issues?status[]=new&status[]=closed&assigned_to=0' }),
  'GET /v1/issues/authors': async () => ({ method: 'GET', url: '/v1/issues/authors' }),
  'GET /v1/issues/settings': async (db) => ({ method: 'GET', url: `/v1/issues/settings?space_id=${await demoSpaceId(db)}` }),
  'PUT /v1/issues/settings': async (db) => ({
    method: 'PUT',
    url: '/v1/issues/settings',
    payload: { space_id: await demoSpaceId(db), closing: ['closed'] },
  }),
  'POST /v1/issues/departments': async (db) => ({
    method: 'POST',
    url: '/v1/issues/departments',
    payload: { space_id: await demoSpaceId(db), name: 'Policy department' },
  }),
  'PATCH /v1/issues/departments/:id': async (db) => ({
    method: 'PATCH',
    url: `/v1/issues/departments/${await freshDepartment(db)}`,
    payload: { name: 'Policy renamed' },
  }),
  'DELETE /v1/issues/departments/:id': async (db) => ({
    method: 'DELETE',
    url: `/v1/issues/departments/${await freshDepartment(db)}`,
  }),
  'POST /v1/issues/bulk': async (db) => ({
    method: 'POST',
    url: '/v1/issues/bulk',
    payload: { ids: [(await openIssue(db)).id], status: (await openIssue(db)).status },
  }),
  'POST /v1/issues': async (db) => ({
    method: 'POST',
    url: '/v1/issues',
    payload: { space_id: await demoSpaceId(db), title: 'Policy issue' },
  }),
  'GET /v1/issues/:id': async (db) => ({ method: 'GET', url: `/v1/issues/${(await openIssue(db)).id}` }),
  // The version as it is now: the write changes nothing (the same priority), so every allowed role gets 200.
  'PATCH /v1/issues/:id': async (db) => {
    const issue = await openIssue(db);
    return { method: 'PATCH', url: `/v1/issues/${issue.id}`, payload: { seen: issue.version, priority: issue.priority } };
  },
  'GET /v1/issues/:id/comments': async (db) => ({ method: 'GET', url: `/v1/issues/${(await openIssue(db)).id}/comments` }),
  'POST /v1/issues/:id/comments': async (db) => ({
    method: 'POST',
    url: `/v1/issues/${(await openIssue(db)).id}/comments`,
    payload: { text: 'Policy comment' },
  }),
  'GET /v1/issues/:id/history': async (db) => ({ method: 'GET', url: `/v1/issues/${(await openIssue(db)).id}/history` }),
  'GET /v1/items/:id/issues': async (db) => {
    const [link] = await db.select().from(issueItems).orderBy(asc(issueItems.itemId)).limit(1);
    return { method: 'GET', url: `/v1/items/${link!.itemId}/issues` };
  },
  'GET /v1/chats/:id/issues': async (db) => {
    const [link] = await db
      .select({ chatId: issueChats.chatId })
      .from(issueChats)
      .innerJoin(chats, eq(chats.id, issueChats.chatId))
      .orderBy(asc(issueChats.chatId))
      .limit(1);
    return { method: 'GET', url: `/v1/chats/${link!.chatId}/issues` };
  },
};
