// GET v1/config (spec §3, §7): the user, their spaces, the spaces' user statuses, saved filters, emoji, counts.
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ConfigResponse, ErrorBody } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { countsFor } from '../domain/counts.ts';
import { savedFilters, spaceMembers, spaces, userStatuses } from '../db/schema.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { requireAuth } from '../http/policy.ts';
import { toSavedFilter, toSpace, toUser, toUserStatus } from '../views.ts';
import { currentAccess } from '../members/memberAccess.ts';

export function configRoutes(app: FastifyInstance, deps: { db: Db; now: () => number }): void {
  const { db } = deps;
  // The `ts` query only defeats caches (spec §7 `v1/config?ts`); it is ignored.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/v1/config',
      { config: { policy: 'authenticated' }, schema: { response: { 200: ConfigResponse, 401: ErrorBody } } },
      async (request, reply) => {
        const { user } = requireAuth(request.auth);
        const language = languageOfRequest(request);
        const spaceRows = await db
          .select({ space: spaces })
          .from(spaceMembers)
          .innerJoin(spaces, eq(spaceMembers.spaceId, spaces.id))
          .where(eq(spaceMembers.userId, user.id))
          .orderBy(asc(spaces.id));
        const spaceIds = spaceRows.map((r) => r.space.id);
        const statusRows = spaceIds.length
          ? await db
              .select()
              .from(userStatuses)
              .where(inArray(userStatuses.spaceId, spaceIds))
              .orderBy(asc(userStatuses.spaceId), asc(userStatuses.position), asc(userStatuses.id))
          : [];
        const filterRows = await db
          .select()
          .from(savedFilters)
          .where(eq(savedFilters.userId, user.id))
          .orderBy(asc(savedFilters.id));
        reply.header('cache-control', 'no-store');
        return {
          user: toUser(user, currentAccess(user)), // spec §3: the first space's role and flags (docs/roles.md)
          spaces: spaceRows.map((r) => toSpace(r.space)),
          user_statuses: statusRows.map((row) => toUserStatus(row, language)),
          filters: filterRows.map(toSavedFilter),
          emoji: user.emoji, // spec §3: recent emoji per network (PUT v1/me/emoji)
          ...(await countsFor(db, user, { monitoring: true })), // spec §3: the config carries the counts too
          // spec §4 two-factor: a space requires it and the user has not set it up.
          otp_required: spaceRows.some((r) => r.space.settings.otp_required) && user.otpSecret === null,
          loaded: deps.now(),
        };
      },
    );
}
