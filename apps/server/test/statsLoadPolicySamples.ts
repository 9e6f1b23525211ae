// Sample requests of the load and issues statistics' endpoints (routes/statsLoad.ts) for the role × endpoint test: every role
// of the demo space reads them (spec §2.5 "Statistics: the user has any space").
import type { InjectOptions } from 'fastify';
import {
  STATS_EMOTIONS_PATH,
  STATS_HOURS_PATH,
  STATS_ISSUES_PATH,
  STATS_POSTS_PATH,
  STATS_REPLIES_PATH,
  STATS_TAGS_PATH,
  type RoleName,
} from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

const sample =
  (path: string): RoleSample =>
  async (db) => ({
    method: 'GET',
    url: `/${path}?space_id=${await demoSpaceId(db)}&from=2026-01-01&to=2026-01-31&tz=Europe/Moscow`,
  });

export const STATS_LOAD_ROLE_SAMPLES: Record<string, RoleSample> = Object.fromEntries(
  [STATS_REPLIES_PATH, STATS_HOURS_PATH, STATS_TAGS_PATH, STATS_POSTS_PATH, STATS_EMOTIONS_PATH, STATS_ISSUES_PATH].map(
    (path) => [`GET /${path}`, sample(path)],
  ),
);
