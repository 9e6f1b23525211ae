// Sample requests of the HelpDeskEddy endpoints (routes/hde.ts) for the role × endpoint and hostile-values tests: each
// succeeds for every role its policy allows. Sending an issue needs the demo space's desk, laid down here first.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { hdeDesks, issues } from '../src/db/schema.ts';
import { processTokenCipher } from '../src/integrations/tokenCipher.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

const KEY = 'hde-sandbox-0123456789abcdef0123456789';
const CONNECT = { domain: 'support.helpdeskeddy.com', email: 'agent@example.com', api_key: KEY };

async function connectedIssue(db: Db): Promise<number> {
  const spaceId = await demoSpaceId(db);
  await db
    .insert(hdeDesks)
    .values({
      spaceId,
      domain: CONNECT.domain,
      email: CONNECT.email,
      apiKey: processTokenCipher.seal(KEY),
      connectedAt: new Date(),
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: issues.id })
    .from(issues)
    .where(and(eq(issues.spaceId, spaceId), isNull(issues.closedAt)))
    .orderBy(asc(issues.id))
    .limit(1);
  if (!row) throw new Error('no demo issue');
  return row.id;
}

export const HDE_ROLE_SAMPLES: Record<string, RoleSample> = {
  'GET /v1/hde/:space_id': async (db) => ({ method: 'GET', url: `/v1/hde/${await demoSpaceId(db)}` }),
  'PUT /v1/hde/:space_id': async (db) => ({ method: 'PUT', url: `/v1/hde/${await demoSpaceId(db)}`, payload: CONNECT }),
  'DELETE /v1/hde/:space_id': async (db) => ({ method: 'DELETE', url: `/v1/hde/${await demoSpaceId(db)}` }),
  'GET /v1/issues/:id/hde': async (db) => ({ method: 'GET', url: `/v1/issues/${await connectedIssue(db)}/hde` }),
  'POST /v1/issues/:id/hde': async (db) => ({ method: 'POST', url: `/v1/issues/${await connectedIssue(db)}/hde`, payload: {} }),
};
