// PUT v1/me/settings (spec §3 user settings): the form's fields; the account and tag defaults stay as stored.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, User, USER_SETTINGS_PATH, UserSettingsUpdate } from '@console/api/contract';
import { spaceMembers, users } from '../../db/schema.ts';
import { ApiFailure } from '../../http/errors.ts';
import { requireAuth } from '../../http/policy.ts';
import { toUser } from '../../views.ts';
import type { ProfileDeps } from './index.ts';

export function userSettingsRoutes(app: FastifyInstance, deps: ProfileDeps): void {
  const { db } = deps;
  app.withTypeProvider<ZodTypeProvider>().put(
    `/${USER_SETTINGS_PATH}`,
    {
      config: { policy: 'authenticated' },
      schema: { body: UserSettingsUpdate, response: { 200: User, 400: ErrorBody, 401: ErrorBody } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const update = request.body;
      // Departments come with the issues work; until then no id names one.
      if (update.issues_department_id.length > 0) throw new ApiFailure(400, 'unknownDepartment');
      const assignee = update.issues_assigned_to;
      if (assignee !== null && assignee !== user.id) {
        // Someone who shares one of the user's spaces.
        const mine = db.select({ id: spaceMembers.spaceId }).from(spaceMembers).where(eq(spaceMembers.userId, user.id));
        const [shared] = await db
          .select({ userId: spaceMembers.userId })
          .from(spaceMembers)
          .where(and(eq(spaceMembers.userId, assignee), inArray(spaceMembers.spaceId, mine)));
        if (!shared) throw new ApiFailure(400, 'unknownAssignee');
      }
      const settings = { ...user.settings, ...update };
      const [updated] = await db.update(users).set({ settings }).where(eq(users.id, user.id)).returning();
      return toUser(updated ?? user);
    },
  );
}
