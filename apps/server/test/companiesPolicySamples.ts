// Sample requests of the companies' writes (routes/companies.ts) for the role × endpoint test and the hostile-values
// test: each succeeds for the administrator on the demo space; an update or a delete makes its own company first.
import type { InjectOptions } from 'fastify';
import type { RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { companies } from '../src/db/schema.ts';
import { DEFAULT_COMPANY_SETTINGS } from '../src/companies/companies.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

async function freshCompany(db: Db): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({ spaceId: await demoSpaceId(db), name: 'Policy company', settings: DEFAULT_COMPANY_SETTINGS })
    .returning({ id: companies.id });
  return row!.id;
}

export const COMPANIES_ROLE_SAMPLES: Record<string, RoleSample> = {
  'POST /v1/companies': async (db) => ({
    method: 'POST',
    url: '/v1/companies',
    payload: { space_id: await demoSpaceId(db), name: 'Policy' },
  }),
  'PATCH /v1/companies/:id': async (db) => ({
    method: 'PATCH',
    url: `/v1/companies/${await freshCompany(db)}`,
    payload: { name: 'Policy', settings: { items_assigned_to: null, status_open: true, tags_mode: 'grouped' } },
  }),
  'DELETE /v1/companies/:id': async (db) => ({ method: 'DELETE', url: `/v1/companies/${await freshCompany(db)}` }),
};
