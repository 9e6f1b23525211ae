// Sample requests of the statistics export and reports (routes/statsExport.ts) for the role × endpoint test: every
// role of the demo space makes an export link and keeps its own reports (spec §2.5 "Statistics: the user has any
// space"); a report's sample is one the role's demo user owns, made for the call.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { statsReports, users } from '../src/db/schema.ts';
import { DEMO_USERS } from '../src/seed.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

/** The download is public: the signed, short-lived link is the credential (statsExport.test.ts checks it). */
export const STATS_EXPORT_PUBLIC_ENDPOINTS = ['GET /v1/stats/export_files'];

/** A report of the role's demo user in the demo space. */
async function reportOf(db: Db, role: RoleName): Promise<number> {
  const email = DEMO_USERS.find((user) => user.role === role)!.email;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [row] = await db
    .insert(statsReports)
    .values({
      spaceId: await demoSpaceId(db),
      userId: user!.id,
      name: 'Policy',
      sections: ['overall'],
      period: 'yesterday',
      filters: {},
      origin: 'http://localhost',
      createdAt: new Date(),
    })
    .returning({ id: statsReports.id });
  return row!.id;
}

export const STATS_EXPORT_ROLE_SAMPLES: Record<string, RoleSample> = {
  'POST /v1/stats/export': async (db) => ({
    method: 'POST',
    url: '/v1/stats/export',
    payload: { space_id: await demoSpaceId(db), from: '2026-01-01', to: '2026-01-31', tz: 'UTC', table: 'overall' },
  }),
  'GET /v1/stats/reports': async (db) => ({ method: 'GET', url: `/v1/stats/reports?space_id=${await demoSpaceId(db)}` }),
  'POST /v1/stats/reports': async (db) => ({
    method: 'POST',
    url: '/v1/stats/reports',
    payload: { space_id: await demoSpaceId(db), name: 'Policy', sections: ['overall'], period: 'yesterday' },
  }),
  'GET /v1/stats/reports/:id': async (db, role) => ({ method: 'GET', url: `/v1/stats/reports/${await reportOf(db, role)}` }),
  'PATCH /v1/stats/reports/:id': async (db, role) => ({
    method: 'PATCH',
    url: `/v1/stats/reports/${await reportOf(db, role)}`,
    payload: { name: 'Policy renamed' },
  }),
  'DELETE /v1/stats/reports/:id': async (db, role) => ({
    method: 'DELETE',
    url: `/v1/stats/reports/${await reportOf(db, role)}`,
  }),
};
