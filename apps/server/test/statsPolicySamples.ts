// Sample requests of the statistics' endpoints (routes/stats.ts) for the role × endpoint test: every role of the demo
// space reads the overall figures (spec §2.5 "Statistics: the user has any space"), and each role its own figures of
// stats/users/{id} (another user's need the stats or settings flag: statsUser.test.ts).
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import type { RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { users } from '../src/db/schema.ts';
import { DEMO_USER_BY_ROLE } from '../src/seed.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

export const STATS_ROLE_SAMPLES: Record<string, RoleSample> = {
  'GET /v1/stats/overall': async (db) => ({
    method: 'GET',
    url: `/v1/stats/overall?space_id=${await demoSpaceId(db)}&from=2026-01-01&to=2026-01-31&tz=Europe/Moscow`,
  }),
  'GET /v1/stats/users/:user_id': async (db, role) => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER_BY_ROLE[role]));
    return {
      method: 'GET',
      url: `/v1/stats/users/${user!.id}?space_id=${await demoSpaceId(db)}&from=2026-01-01&to=2026-01-31&tz=Europe/Moscow`,
    };
  },
};
