// GET v1/stats/dashboard and v1/stats/live (spec §2.3 stats/dashboard, stats/live; docs/stats.md "Dashboard and
// live"): any member of the space (spec §2.5 "Statistics: the user has any space"), 404 for a space the caller is not
// a member of; the user-group limit applies as it does to the lists.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STATS_DASHBOARD_PATH, STATS_LIVE_PATH, StatsDashboard, StatsLive, StatsNowQuery } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { scheduleTimeZone } from '../domain/workSchedule.ts';
import { requireAuth } from '../http/policy.ts';
import { statsDashboard, statsLive, type HeldLock } from '../stats/live.ts';
import { ANY_MEMBER, errors, statsReachOf } from './stats.ts';

export type StatsLiveDeps = {
  db: Db;
  now: () => number;
  /** The locks held now (realtime/socketPublisher.ts heldLocks); none without a socket publisher. */
  heldLocks?: () => readonly HeldLock[];
};

export function statsLiveRoutes(app: FastifyInstance, deps: StatsLiveDeps): void {
  const { db, now } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = (answer: typeof StatsDashboard | typeof StatsLive) => ({
    querystring: StatsNowQuery,
    response: { 200: answer, ...errors },
  });

  typed.get(
    `/${STATS_DASHBOARD_PATH}`,
    { config: { policy: ANY_MEMBER }, schema: schema(StatsDashboard) },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const query = request.query;
      const reach = await statsReachOf(db, user, { ...query, from: '', to: '' });
      // docs/stats.md: the asked zone, else the user's, else the workspace's.
      const timeZone = query.tz ?? (await scheduleTimeZone(db, user.id, query.space_id));
      reply.header('cache-control', 'no-store');
      return statsDashboard(db, query, reach, timeZone, now());
    },
  );

  typed.get(`/${STATS_LIVE_PATH}`, { config: { policy: ANY_MEMBER }, schema: schema(StatsLive) }, async (request, reply) => {
    const { user } = requireAuth(request.auth);
    const query = request.query;
    const reach = await statsReachOf(db, user, { ...query, from: '', to: '' });
    reply.header('cache-control', 'no-store');
    return statsLive(db, query, reach, deps.heldLocks?.() ?? [], now());
  });
}
