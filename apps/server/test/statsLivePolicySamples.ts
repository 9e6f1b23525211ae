// Sample requests of v1/stats/dashboard and v1/stats/live (routes/statsLive.ts) for the role × endpoint test: every
// role of the demo space reads them (spec §2.5 "Statistics: the user has any space").
import type { InjectOptions } from 'fastify';
import { STATS_DASHBOARD_PATH, STATS_LIVE_PATH, type RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

const sample =
  (path: string): RoleSample =>
  async (db) => ({ method: 'GET', url: `/${path}?space_id=${await demoSpaceId(db)}&tz=Europe/Moscow` });

export const STATS_LIVE_ROLE_SAMPLES: Record<string, RoleSample> = Object.fromEntries(
  [STATS_DASHBOARD_PATH, STATS_LIVE_PATH].map((path) => [`GET /${path}`, sample(path)]),
);
