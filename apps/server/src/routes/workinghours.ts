// spec §7 GET v1/me/workinghours?space_id: the user's working-hours slots of one of their spaces (spec §3), those
// overlapping [now − 1 day, now + 7 days], by start: their weekly shifts and dated slots, absences taken out. A space that is not the user's answers 404 (quality.md).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  WORKINGHOURS_PATH,
  WORKINGHOURS_WINDOW_AFTER_S,
  WORKINGHOURS_WINDOW_BEFORE_S,
  WorkingHoursQuery,
  WorkingHoursResponse,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { spaceMembers, userStatuses } from '../db/schema.ts';
import { scheduleSlots } from '../domain/workSchedule.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { ApiFailure } from '../http/errors.ts';
import { requireAuth } from '../http/policy.ts';
import { toWorkingHoursItem } from '../views.ts';

export function workingHoursRoutes(app: FastifyInstance, deps: { db: Db; now: () => number }): void {
  const { db } = deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    `/${WORKINGHOURS_PATH}`,
    {
      config: { policy: 'authenticated' },
      schema: {
        querystring: WorkingHoursQuery,
        response: { 200: WorkingHoursResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const spaceId = Number(request.query.space_id);
      const [member] = await db
        .select({ spaceId: spaceMembers.spaceId })
        .from(spaceMembers)
        .where(and(eq(spaceMembers.userId, user.id), eq(spaceMembers.spaceId, spaceId)));
      if (!member) throw new ApiFailure(404, 'notFound');
      const now = deps.now();
      const slots = await scheduleSlots(
        db,
        user.id,
        spaceId,
        now - WORKINGHOURS_WINDOW_BEFORE_S * 1000,
        now + WORKINGHOURS_WINDOW_AFTER_S * 1000,
      );
      const statuses = await db.select().from(userStatuses).where(eq(userStatuses.spaceId, spaceId));
      const byId = new Map(statuses.map((status) => [status.id, status]));
      const language = languageOfRequest(request);
      reply.header('cache-control', 'no-store');
      const items = slots.flatMap((slot) => {
        const status = byId.get(slot.statusId);
        return status ? [toWorkingHoursItem(slot, status, language)] : [];
      });
      return { items };
    },
  );
}
