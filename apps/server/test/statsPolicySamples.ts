// Sample requests of the statistics' endpoints (routes/stats.ts) for the role × endpoint test: every role of the demo
// space reads the overall figures (spec §2.5 "Statistics: the user has any space").
import type { InjectOptions } from 'fastify';
import type { RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

export const STATS_ROLE_SAMPLES: Record<string, RoleSample> = {
  'GET /v1/stats/overall': async (db) => ({
    method: 'GET',
    url: `/v1/stats/overall?space_id=${await demoSpaceId(db)}&from=2026-01-01&to=2026-01-31&tz=Europe/Moscow`,
  }),
};
