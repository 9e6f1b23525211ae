// Operators' status time and schedule adherence (spec §2.3 stats/users/statuses, users/{id}/statuses, my/statuses,
// users/workinghours, users/{id}/workinghours, userstime; docs/stats.md "Status time"). Same gates as
// GET v1/stats/overall (statsReachOf): a space the caller is not a member of 404; the team's figures (every operator,
// another user's) need the stats or settings flag (403); one's own figures need only the membership.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  ROLE_NAMES,
  STATS_MY_STATUSES_PATH,
  STATS_USER_STATUSES_PATH,
  STATS_USER_WORKINGHOURS_PATH,
  STATS_USERS_STATUSES_PATH,
  STATS_USERS_WORKINGHOURS_PATH,
  STATS_USERSTIME_PATH,
  StatsQuery,
  StatsStatusTime,
  StatsUserParams,
  StatsUsersTime,
  StatsWorkingHours,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { scheduleTimeZone } from '../domain/workSchedule.ts';
import { ApiFailure } from '../http/errors.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import type { AuthUser } from '../members/memberAccess.ts';
import { statsStatusTime, statsUsersTime, statsWorkingHours, statusPeriod, type StatusPeriod } from '../stats/statuses.ts';
import { checkPeriod, requireSpaceMember, statsReachOf } from './stats.ts';

// spec §2.5 "Statistics: the user has any space": every role for one's own figures (another user's: 403 below);
// every operator's figures are the team's: the stats or settings flag (docs/stats.md).
const ANY_MEMBER: RoutePolicy = { role: ROLE_NAMES };
const TEAM: RoutePolicy = { role: ROLE_NAMES, flag: ['stats', 'settings'] };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } as const;
const all = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

type Whose = { kind: 'team' } | { kind: 'one'; userId: number };

/** The checked period of the request for the users it may read (the gates first: 404, 403, then 400). */
async function periodFor(db: Db, user: AuthUser, query: StatsQuery, whose: Whose, nowMs: number) {
  const reach = await statsReachOf(db, user, query);
  if (whose.kind === 'team' && !reach.team) throw new ApiFailure(403, 'forbidden');
  if (whose.kind === 'one') {
    if (whose.userId !== user.id && !reach.team) throw new ApiFailure(403, 'forbidden');
    await requireSpaceMember(db, query.space_id, whose.userId);
  }
  checkPeriod(query);
  // docs/stats.md: the user's time zone, else the workspace's.
  const timeZone = query.tz ?? (await scheduleTimeZone(db, user.id, query.space_id));
  const named = all(query['user_id[]']).map(Number);
  const userIds = whose.kind === 'one' ? [whose.userId] : named.length > 0 ? named : null;
  const period: StatusPeriod = statusPeriod(query.space_id, query.from, query.to, timeZone, userIds, nowMs);
  return { period, timeZone };
}

export function statsStatusesRoutes(app: FastifyInstance, deps: { db: Db; now: () => number }): void {
  const { db, now } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const team = { kind: 'team' } as const;
  const one = (userId: number) => ({ kind: 'one', userId }) as const;

  const statuses = (path: string, whose: (params: { user_id?: number }, user: AuthUser) => Whose) =>
    typed.get(
      `/${path}`,
      {
        config: { policy: path === STATS_USERS_STATUSES_PATH ? TEAM : ANY_MEMBER },
        schema: {
          querystring: StatsQuery,
          ...(path.includes(':user_id') ? { params: StatsUserParams } : {}),
          response: { 200: StatsStatusTime, ...errors },
        },
      },
      async (request, reply) => {
        const { user } = requireAuth(request.auth);
        const params = request.params as { user_id?: number };
        const { period, timeZone } = await periodFor(db, user, request.query, whose(params, user), now());
        reply.header('cache-control', 'no-store');
        return statsStatusTime(db, period, timeZone);
      },
    );
  statuses(STATS_USERS_STATUSES_PATH, () => team);
  statuses(STATS_USER_STATUSES_PATH, (params) => one(Number(params.user_id)));
  statuses(STATS_MY_STATUSES_PATH, (_, user) => one(user.id));

  const workingHours = (path: string, whose: (params: { user_id?: number }) => Whose) =>
    typed.get(
      `/${path}`,
      {
        config: { policy: path === STATS_USERS_WORKINGHOURS_PATH ? TEAM : ANY_MEMBER },
        schema: {
          querystring: StatsQuery,
          ...(path.includes(':user_id') ? { params: StatsUserParams } : {}),
          response: { 200: StatsWorkingHours, ...errors },
        },
      },
      async (request, reply) => {
        const { user } = requireAuth(request.auth);
        const { period, timeZone } = await periodFor(
          db,
          user,
          request.query,
          whose(request.params as { user_id?: number }),
          now(),
        );
        reply.header('cache-control', 'no-store');
        return statsWorkingHours(db, period, timeZone);
      },
    );
  workingHours(STATS_USERS_WORKINGHOURS_PATH, () => team);
  workingHours(STATS_USER_WORKINGHOURS_PATH, (params) => one(Number(params.user_id)));

  typed.get(
    `/${STATS_USERSTIME_PATH}`,
    { config: { policy: TEAM }, schema: { querystring: StatsQuery, response: { 200: StatsUsersTime, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const { period, timeZone } = await periodFor(db, user, request.query, team, now());
      reply.header('cache-control', 'no-store');
      return statsUsersTime(db, period, timeZone);
    },
  );
}
