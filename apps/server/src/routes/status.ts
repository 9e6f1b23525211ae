// spec §7 GET v1/me/status?auto_update=1 and PUT v1/me/status: the user's status, chosen among their spaces'
// user statuses; a change is told to every socket of the user (spec §4 "User status": saved, then the socket), and
// to the other members of their spaces (realtime/userStatus.ts).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, STATUS_PATH, StatusQuery, StatusResponse, StatusUpdate } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { spaceMembers, userStatuses } from '../db/schema.ts';
import { applySchedule } from '../domain/schedule.ts';
import { ApiFailure } from '../http/errors.ts';
import { requireAuth } from '../http/policy.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { publishUserStatus } from '../realtime/userStatus.ts';
import { setUserStatus } from '../stats/statusTime.ts';

/** True when `statusId` is a user status of one of the user's spaces (of `spaceId` when given). */
export async function isStatusOfUser(db: Db, userId: number, statusId: number, spaceId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: userStatuses.id })
    .from(userStatuses)
    .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, userStatuses.spaceId), eq(spaceMembers.userId, userId)))
    .where(and(eq(userStatuses.id, statusId), spaceId === undefined ? undefined : eq(userStatuses.spaceId, spaceId)));
  return rows.length > 0;
}

export function statusRoutes(app: FastifyInstance, deps: { db: Db; publisher: Publisher; now: () => number }): void {
  const { db, publisher, now } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // auto_update=1 applies the working-hours schedule; without it, the stored status.
  typed.get(
    `/${STATUS_PATH}`,
    {
      config: { policy: 'authenticated' },
      schema: { querystring: StatusQuery, response: { 200: StatusResponse, 401: ErrorBody } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      if (request.query.auto_update !== '1') return { status: user.status };
      return { status: await applySchedule(db, publisher, user, now()) };
    },
  );

  typed.put(
    `/${STATUS_PATH}`,
    {
      config: { policy: 'authenticated' },
      schema: { body: StatusUpdate, response: { 200: StatusResponse, 400: ErrorBody, 401: ErrorBody } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const { status, space_id: spaceId } = request.body;
      if (!(await isStatusOfUser(db, user.id, status, spaceId))) {
        throw new ApiFailure(400, 'invalidStatus', { errorType: 'invalid_status' });
      }
      // The manual change is remembered: the schedule waits 600 s after it (spec §7); status time records it.
      await setUserStatus(db, user.id, status, now(), { manual: true });
      await publishUserStatus(db, publisher, user.id, status);
      return { status };
    },
  );
}
