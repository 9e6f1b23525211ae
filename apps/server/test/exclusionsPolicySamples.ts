// Sample requests of accounts/{id}/exclude, exclude_messages and chats (routes/exclusions.ts) for the role × endpoint
// test and the hostile-values test: each succeeds for the administrator on the demo space's first account.
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { companies, objects } from '../src/db/schema.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

export async function demoAccountId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: objects.id })
    .from(objects)
    .innerJoin(companies, eq(companies.id, objects.companyId))
    .where(eq(companies.spaceId, await demoSpaceId(db)))
    .orderBy(asc(objects.id))
    .limit(1);
  return row!.id;
}

export const EXCLUSIONS_ROLE_SAMPLES: Record<string, RoleSample> = {
  'GET /v1/accounts/:id/exclude': async (db) => ({ method: 'GET', url: `/v1/accounts/${await demoAccountId(db)}/exclude` }),
  'PUT /v1/accounts/:id/exclude': async (db) => ({
    method: 'PUT',
    url: `/v1/accounts/${await demoAccountId(db)}/exclude`,
    payload: { words: ['policy'], author_ids: [], posts: [] },
  }),
  'GET /v1/accounts/:id/exclude/authors': async (db) => ({
    method: 'GET',
    url: `/v1/accounts/${await demoAccountId(db)}/exclude/authors?q=a`,
  }),
  'GET /v1/accounts/:id/exclude_messages': async (db) => ({
    method: 'GET',
    url: `/v1/accounts/${await demoAccountId(db)}/exclude_messages`,
  }),
  'PUT /v1/accounts/:id/exclude_messages': async (db) => ({
    method: 'PUT',
    url: `/v1/accounts/${await demoAccountId(db)}/exclude_messages`,
    payload: { words: ['policy'], author_ids: [] },
  }),
  'GET /v1/accounts/:id/exclude_messages/authors': async (db) => ({
    method: 'GET',
    url: `/v1/accounts/${await demoAccountId(db)}/exclude_messages/authors`,
  }),
  'GET /v1/accounts/:id/chats': async (db) => ({ method: 'GET', url: `/v1/accounts/${await demoAccountId(db)}/chats` }),
  'PUT /v1/accounts/:id/chats': async (db) => ({
    method: 'PUT',
    url: `/v1/accounts/${await demoAccountId(db)}/chats`,
    payload: { new_chats: 'all', assignee: null },
  }),
};
