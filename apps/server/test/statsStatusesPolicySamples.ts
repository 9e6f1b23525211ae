// Sample requests of the status-time endpoints (routes/statsStatuses.ts) for the role × endpoint test: one's own
// figures for every role (each role reads its own user id), every operator's for the stats or settings flag.
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import type { RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { users } from '../src/db/schema.ts';
import { DEMO_USER_BY_ROLE } from '../src/seed.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

const PERIOD = 'from=2026-01-01&to=2026-01-31&tz=Europe/Moscow';
const teamSample =
  (path: string): RoleSample =>
  async (db) => ({ method: 'GET', url: `/v1/stats/${path}?space_id=${await demoSpaceId(db)}&${PERIOD}` });
const ownSample =
  (path: (userId: number) => string): RoleSample =>
  async (db, role) => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER_BY_ROLE[role]));
    return { method: 'GET', url: `/v1/stats/${path(user!.id)}?space_id=${await demoSpaceId(db)}&${PERIOD}` };
  };

export const STATS_STATUSES_ROLE_SAMPLES: Record<string, RoleSample> = {
  'GET /v1/stats/users/statuses': teamSample('users/statuses'),
  'GET /v1/stats/users/:user_id/statuses': ownSample((id) => `users/${id}/statuses`),
  'GET /v1/stats/my/statuses': teamSample('my/statuses'),
  'GET /v1/stats/users/workinghours': teamSample('users/workinghours'),
  'GET /v1/stats/users/:user_id/workinghours': ownSample((id) => `users/${id}/workinghours`),
  'GET /v1/stats/userstime': teamSample('userstime'),
};
