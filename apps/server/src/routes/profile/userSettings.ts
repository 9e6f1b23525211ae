// PUT v1/me/settings (spec §3 user settings): every field; the ids must be the user's own spaces' (400 otherwise).
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, User, USER_SETTINGS_PATH, UserSettingsUpdate } from '@console/api/contract';
import type { Db } from '../../db/database.ts';
import { companies, objects, spaceMembers, users } from '../../db/schema.ts';
import { spaceIdsOf } from '../../domain/counts.ts';
import { departmentsOf } from '../../domain/spaceRecords.ts';
import { ApiFailure } from '../../http/errors.ts';
import { requireAuth } from '../../http/policy.ts';
import { toUser } from '../../views.ts';
import { currentAccess } from '../../members/memberAccess.ts';
import type { ProfileDeps } from './index.ts';

// The ids among `wanted` that `found` lacks, for the error text.
const missing = (wanted: readonly number[], found: readonly { id: number }[]) =>
  wanted.filter((id) => !found.some((row) => row.id === id));

// Companies and accounts of other spaces are answered like ids that do not exist.
async function checkFilterIds(db: Db, userId: number, update: UserSettingsUpdate): Promise<void> {
  const spaceIds = await spaceIdsOf(db, userId);
  if (update.company_id.length > 0) {
    const found =
      spaceIds.length === 0
        ? []
        : await db
            .select({ id: companies.id })
            .from(companies)
            .where(and(inArray(companies.spaceId, spaceIds), inArray(companies.id, update.company_id)));
    const unknown = missing(update.company_id, found);
    if (unknown.length > 0) throw new ApiFailure(400, 'unknownCompany', { params: { ids: unknown.join(', ') } });
  }
  if (update.object_id.length > 0) {
    const found =
      spaceIds.length === 0
        ? []
        : await db
            .select({ id: objects.id })
            .from(objects)
            .innerJoin(companies, eq(objects.companyId, companies.id))
            .where(and(inArray(companies.spaceId, spaceIds), inArray(objects.id, update.object_id)));
    const unknown = missing(update.object_id, found);
    if (unknown.length > 0) throw new ApiFailure(400, 'unknownObject', { params: { ids: unknown.join(', ') } });
  }
  // Tags come with the tags work (GET v1/objects?tags=true answers none yet): until then no id names one.
  if (update.tag_id.length > 0) throw new ApiFailure(400, 'unknownTag', { params: { ids: update.tag_id.join(', ') } });
}

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
      await checkFilterIds(db, user.id, update);
      // Departments of the user's spaces only (spec §3 issues_department_id).
      if (update.issues_department_id.length > 0) {
        const spaceIds = await spaceIdsOf(db, user.id);
        const found = (await departmentsOf(db, spaceIds, user.id)).filter((row) => update.issues_department_id.includes(row.id));
        if (missing(update.issues_department_id, found).length > 0) throw new ApiFailure(400, 'unknownDepartment');
      }
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
      return toUser(updated ?? user, currentAccess(user));
    },
  );
}
