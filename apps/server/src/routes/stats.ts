// Statistics (spec §2.3 stats/*, §2.5 and §6 gates): Statistics for anyone with a space, the team's figures
// (per operator, another user's figures) for the stats or settings role flag. A space the caller is not a member of
// answers 404 (quality.md). Figures come from the rollups (stats/overall.ts, docs/stats.md).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  periodDays,
  ROLE_NAMES,
  STATS_OVERALL_PATH,
  STATS_PERIOD_MAX_DAYS,
  STATS_USER_PATH,
  StatsOverall,
  StatsQuery,
  StatsUserParams,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { spaceMembers } from '../db/schema.ts';
import { scheduleTimeZone } from '../domain/workSchedule.ts';
import { ApiFailure } from '../http/errors.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import { itemScopeOf } from '../items/access.ts';
import { accessIn, type AuthUser } from '../members/memberAccess.ts';
import { statsOverall, type StatsReach } from '../stats/overall.ts';

// spec §2.5 "Statistics: the user has any space": every role; the space named is checked by the policy's membership.
export const ANY_MEMBER: RoutePolicy = { role: ROLE_NAMES };
export const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } as const;

/** What the caller may read in the space: 404 when not a member; the team's figures with the stats or settings flag. */
export async function statsReachOf(db: Db, user: AuthUser, query: StatsQuery): Promise<StatsReach> {
  const access = accessIn(user, query.space_id);
  if (!access) throw new ApiFailure(404, 'notFound');
  const team = access.roles.stats || access.roles.settings;
  const operators = query['user_id[]'] === undefined ? [] : [query['user_id[]']].flat().map(Number);
  // Without the team's figures, only one's own: naming another user is refused, not answered with zeros.
  if (!team && operators.some((id) => id !== user.id)) throw new ApiFailure(403, 'forbidden');
  return { scope: await itemScopeOf(db, user.id), spaceId: query.space_id, team };
}

/**
 * One operator's figures (stats/users/{id}, …/statuses, …/workinghours): 404 when the user is not a member of the space
 * (another workspace's user, a removed member, an id nobody has), with the server's usual not-found text, never zeros.
 */
export async function requireSpaceMember(db: Db, spaceId: number, userId: number): Promise<void> {
  const [member] = await db
    .select({ userId: spaceMembers.userId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)));
  if (!member) throw new ApiFailure(404, 'notFound');
}

/** 400 unless from <= to and the period is at most STATS_PERIOD_MAX_DAYS days (also the lists' drill-down, stats/drill.ts). */
export function checkPeriod(query: Pick<StatsQuery, 'from' | 'to'>): void {
  const days = periodDays(query.from, query.to);
  const valid = !Number.isNaN(Date.parse(`${query.from}T00:00:00Z`)) && !Number.isNaN(Date.parse(`${query.to}T00:00:00Z`));
  if (!valid || days.length === 0 || days.length > STATS_PERIOD_MAX_DAYS || days.at(-1) !== query.to)
    throw new ApiFailure(400, 'statsPeriodInvalid', { params: { days: STATS_PERIOD_MAX_DAYS } });
}

export function statsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `/${STATS_OVERALL_PATH}`,
    { config: { policy: ANY_MEMBER }, schema: { querystring: StatsQuery, response: { 200: StatsOverall, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const query = request.query;
      const reach = await statsReachOf(db, user, query);
      checkPeriod(query);
      // docs/stats.md: the user's time zone, else the workspace's.
      const timeZone = query.tz ?? (await scheduleTimeZone(db, user.id, query.space_id));
      reply.header('cache-control', 'no-store');
      return statsOverall(db, query, reach, timeZone);
    },
  );

  // spec §2.3 stats/users/{id}: the overall figures of one member of the space; the path names them, so a `user_id[]`
  // of the query is replaced. Gates as the overall's (404 space, 403 another's without the team's flag), then 404 for a
  // user who is not a member of the space.
  typed.get(
    `/${STATS_USER_PATH}`,
    {
      config: { policy: ANY_MEMBER },
      schema: { querystring: StatsQuery, params: StatsUserParams, response: { 200: StatsOverall, ...errors } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const userId = request.params.user_id;
      const query: StatsQuery = { ...request.query, 'user_id[]': String(userId) };
      const reach = await statsReachOf(db, user, query);
      await requireSpaceMember(db, query.space_id, userId);
      checkPeriod(query);
      const timeZone = query.tz ?? (await scheduleTimeZone(db, user.id, query.space_id));
      reply.header('cache-control', 'no-store');
      return statsOverall(db, query, reach, timeZone);
    },
  );
}
