// spec §7 POST v1/me/filters and DELETE v1/me/filters/{id}: the user's saved filters (spec §3), each answered with
// the updated list. A user sees and deletes only their own: someone else's id answers 404 like a missing one.
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  FILTERS_PATH,
  FilterIdParams,
  SAVED_FILTERS_PER_USER_MAX,
  SavedFilterCreate,
  SavedFiltersResponse,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { savedFilters } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { requireAuth } from '../http/policy.ts';
import { toSavedFilter } from '../views.ts';

/** The user's saved filters, oldest first (as GET v1/config lists them). */
export async function filtersOf(db: Db, userId: number) {
  const rows = await db.select().from(savedFilters).where(eq(savedFilters.userId, userId)).orderBy(asc(savedFilters.id));
  return rows.map(toSavedFilter);
}

export function filtersRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    `/${FILTERS_PATH}`,
    {
      config: { policy: 'authenticated' },
      schema: { body: SavedFilterCreate, response: { 200: SavedFiltersResponse, 400: ErrorBody, 401: ErrorBody } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const { name, query, route } = request.body; // the name arrives trimmed (the contract's schema)
      const [row] = await db.select({ n: count() }).from(savedFilters).where(eq(savedFilters.userId, user.id));
      if ((row?.n ?? 0) >= SAVED_FILTERS_PER_USER_MAX)
        throw new ApiFailure(400, 'tooManyFilters', { errorType: 'too_many_filters' });
      // spec §3, §7: no route for statistics.
      await db.insert(savedFilters).values({ userId: user.id, name, query, route: route ?? null });
      return filtersOf(db, user.id);
    },
  );

  typed.delete(
    `/${FILTERS_PATH}/:id`,
    {
      config: { policy: 'authenticated' },
      schema: { params: FilterIdParams, response: { 200: SavedFiltersResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const deleted = await db
        .delete(savedFilters)
        .where(and(eq(savedFilters.id, request.params.id), eq(savedFilters.userId, user.id)))
        .returning({ id: savedFilters.id });
      if (deleted.length === 0) throw new ApiFailure(404, 'filterNotFound');
      return filtersOf(db, user.id);
    },
  );
}
