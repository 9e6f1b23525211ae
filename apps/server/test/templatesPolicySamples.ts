// Sample requests of settings/templates (routes/templates.ts) for the role × endpoint test and the hostile-values
// test: each succeeds for a member with the templates flag on the demo space; an update or a delete makes its own first.
import type { InjectOptions } from 'fastify';
import type { RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { templates } from '../src/db/schema.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

async function freshTemplate(db: Db): Promise<number> {
  const [row] = await db
    .insert(templates)
    .values({ spaceId: await demoSpaceId(db), name: 'Policy template', text: 'Hello, {author}' })
    .returning({ id: templates.id });
  return row!.id;
}

const TEMPLATE = { name: 'Policy', text: 'Hello, {author}', provider: 'vk', object_id: null };

export const TEMPLATES_ROLE_SAMPLES: Record<string, RoleSample> = {
  'GET /v1/templates/manage': async (db) => ({ method: 'GET', url: `/v1/templates/manage?space_id=${await demoSpaceId(db)}` }),
  'POST /v1/templates': async (db) => ({
    method: 'POST',
    url: '/v1/templates',
    payload: { space_id: await demoSpaceId(db), ...TEMPLATE },
  }),
  'PATCH /v1/templates/:id': async (db) => ({
    method: 'PATCH',
    url: `/v1/templates/${await freshTemplate(db)}`,
    payload: TEMPLATE,
  }),
  'DELETE /v1/templates/:id': async (db) => ({ method: 'DELETE', url: `/v1/templates/${await freshTemplate(db)}` }),
};
