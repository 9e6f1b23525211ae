// Sample requests of settings/workinghours (business hours, holidays, user statuses) for the role × endpoint test
// (policy.test.ts) and the hostile-values test: each succeeds for the administrator on the demo space.
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { companies, objects, spaces, userStatuses } from '../src/db/schema.ts';
import { DEMO_SPACE_NAME } from '../src/seed.ts';
import { workspaceSettingsOf } from '../src/workspace/settings.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

export async function demoSpaceId(db: Db): Promise<number> {
  const [space] = await db.select({ id: spaces.id }).from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  if (!space) throw new Error('no demo space');
  return space.id;
}

/** The demo space's first account of a network. */
export async function demoAccountId(db: Db, provider: string): Promise<number> {
  const [row] = await db
    .select({ id: objects.id })
    .from(objects)
    .innerJoin(companies, eq(companies.id, objects.companyId))
    .where(and(eq(companies.spaceId, await demoSpaceId(db)), eq(objects.provider, provider)))
    .orderBy(asc(objects.id))
    .limit(1);
  if (!row) throw new Error(`no demo account of ${provider}`);
  return row.id;
}

const STATUS = { name: 'Policy', color: '#336699', hidden: false, offline: false };

/** A status of the demo space no user holds and no shift sets, made for the sample. */
async function freshStatus(db: Db, spaceId: number): Promise<number> {
  const [row] = await db
    .insert(userStatuses)
    .values({ spaceId, name: { ru: 'Проба', en: 'Probe' }, color: '#123456', position: 99 })
    .returning({ id: userStatuses.id });
  return row!.id;
}

export const WORKSPACE_ROLE_SAMPLES: Record<string, RoleSample> = {
  'GET /v1/spaces/:id': async (db) => ({ method: 'GET', url: `/v1/spaces/${await demoSpaceId(db)}` }),
  // The demo space's settings as they are, saved again.
  'PUT /v1/spaces/:id': async (db) => {
    const [space] = await db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
    const { id, ...payload } = workspaceSettingsOf(space!);
    return { method: 'PUT', url: `/v1/spaces/${id}`, payload };
  },
  'GET /v1/spaces/:id/email': async (db) => ({ method: 'GET', url: `/v1/spaces/${await demoSpaceId(db)}/email` }),
  'PUT /v1/spaces/:id/email': async (db) => ({
    method: 'PUT',
    url: `/v1/spaces/${await demoSpaceId(db)}/email`,
    payload: { name: 'Demo support', address: 'support@demo.local', reply_to: null },
  }),
  'GET /v1/spaces/:id/workinghours': async (db) => ({ method: 'GET', url: `/v1/spaces/${await demoSpaceId(db)}/workinghours` }),
  'PUT /v1/spaces/:id/workinghours': async (db) => ({
    method: 'PUT',
    url: `/v1/spaces/${await demoSpaceId(db)}/workinghours`,
    payload: {
      business_hours: [{ weekday: 1, opens_at: '09:00', closes_at: '18:00' }],
      holidays: [{ date: '2027-01-01', name: 'New Year' }],
    },
  }),
  'GET /v1/spaces/:id/statuses': async (db) => ({ method: 'GET', url: `/v1/spaces/${await demoSpaceId(db)}/statuses` }),
  'POST /v1/spaces/:id/statuses': async (db) => ({
    method: 'POST',
    url: `/v1/spaces/${await demoSpaceId(db)}/statuses`,
    payload: STATUS,
  }),
  'PUT /v1/spaces/:id/statuses/order': async (db) => {
    const spaceId = await demoSpaceId(db);
    const rows = await db
      .select({ id: userStatuses.id })
      .from(userStatuses)
      .where(eq(userStatuses.spaceId, spaceId))
      .orderBy(asc(userStatuses.position), asc(userStatuses.id));
    return { method: 'PUT', url: `/v1/spaces/${spaceId}/statuses/order`, payload: { ids: rows.map((row) => row.id) } };
  },
  'PUT /v1/spaces/:id/statuses/:status_id': async (db) => {
    const spaceId = await demoSpaceId(db);
    return { method: 'PUT', url: `/v1/spaces/${spaceId}/statuses/${await freshStatus(db, spaceId)}`, payload: STATUS };
  },
  'DELETE /v1/spaces/:id/statuses/:status_id': async (db) => {
    const spaceId = await demoSpaceId(db);
    return { method: 'DELETE', url: `/v1/spaces/${spaceId}/statuses/${await freshStatus(db, spaceId)}` };
  },
};
