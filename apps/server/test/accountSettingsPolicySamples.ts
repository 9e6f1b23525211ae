// Sample requests of settings/accounts/{id} (routes/accountSettings.ts) for the role × endpoint test and the
// hostile-values test: each succeeds for the administrator on the demo space; a call that changes or removes an
// account makes its own first.
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { companies, objects } from '../src/db/schema.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

/** A fresh VK account in the demo space's first company. */
async function freshAccount(db: Db): Promise<number> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.spaceId, await demoSpaceId(db)))
    .orderBy(asc(companies.id))
    .limit(1);
  const [row] = await db
    .insert(objects)
    .values({ companyId: company!.id, name: 'Policy account', provider: 'vk', providerId: `policy-${Math.random()}` })
    .returning({ id: objects.id });
  return row!.id;
}

export const ACCOUNT_SETTINGS_ROLE_SAMPLES: Record<string, RoleSample> = {
  'GET /v1/objects/:id/settings': async (db) => ({ method: 'GET', url: `/v1/objects/${await freshAccount(db)}/settings` }),
  'PATCH /v1/objects/:id': async (db) => ({
    method: 'PATCH',
    url: `/v1/objects/${await freshAccount(db)}`,
    payload: { name: 'Renamed', flags: { messages: false }, reactions: [1, 2] },
  }),
  'DELETE /v1/objects/:id': async (db) => ({ method: 'DELETE', url: `/v1/objects/${await freshAccount(db)}` }),
};
