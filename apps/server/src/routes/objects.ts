// spec §7 GET v1/objects (?tags=true), GET v1/companies, and GET v1/objects/{id}: the connected accounts and the
// companies of the user's spaces only; an id in another space is answered like one that does not exist (404).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMPANIES_PATH,
  CompaniesResponse,
  ErrorBody,
  OBJECTS_PATH,
  ObjectParams,
  ObjectsListResponse,
  ObjectsQuery,
  SocialObject,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { companies, labels, objects, tagGroups } from '../db/schema.ts';
import { spaceIdsOf } from '../domain/counts.ts';
import { ApiFailure } from '../http/errors.ts';
import { requireAuth } from '../http/policy.ts';
import { toCompany, toObject } from '../views.ts';
import { accessIn } from '../members/memberAccess.ts';
import { departmentsOf, namedOf, tagsOfSpaces, usergroupsOf } from '../domain/spaceRecords.ts';
import { itemScopeOf } from '../items/access.ts';

// Records loaded with ?tags=true whose features have no tables yet: empty until they arrive.
const NOT_YET = { ai_agents: [] };

async function companiesOf(db: Db, spaceIds: readonly number[]) {
  if (spaceIds.length === 0) return [];
  return db
    .select()
    .from(companies)
    .where(inArray(companies.spaceId, [...spaceIds]))
    .orderBy(asc(companies.id));
}

async function objectsOf(db: Db, spaceIds: readonly number[], id?: number) {
  if (spaceIds.length === 0) return [];
  const rows = await db
    .select({ object: objects, spaceId: companies.spaceId })
    .from(objects)
    .innerJoin(companies, eq(objects.companyId, companies.id))
    .where(and(inArray(companies.spaceId, [...spaceIds]), id === undefined ? undefined : eq(objects.id, id)))
    .orderBy(asc(objects.id));
  return rows;
}

export function objectsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `/${OBJECTS_PATH}`,
    {
      config: { policy: 'authenticated' },
      schema: { querystring: ObjectsQuery, response: { 200: ObjectsListResponse, 400: ErrorBody, 401: ErrorBody } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const spaceIds = await spaceIdsOf(db, user.id);
      const [companyRows, objectRows] = await Promise.all([companiesOf(db, spaceIds), objectsOf(db, spaceIds)]);
      reply.header('cache-control', 'no-store');
      const answer = {
        items: objectRows.map((row) => toObject(row.object, accessIn(user, row.spaceId))),
        companies: companyRows.map(toCompany),
      };
      if (request.query.tags !== 'true') return answer;
      const [tagRows, tagGroupRows, labelRows, groupRows, departmentRows, scope] = await Promise.all([
        tagsOfSpaces(db, spaceIds),
        namedOf(db, tagGroups, spaceIds),
        namedOf(db, labels, spaceIds),
        usergroupsOf(db, spaceIds, user.id),
        departmentsOf(db, spaceIds, user.id),
        itemScopeOf(db, user.id),
      ]);
      // The assign choice offers a limited user only what the item writes accept (items/targets.ts requireUsergroup).
      const limit =
        scope.limitedSpaceIds.length === 0
          ? {}
          : { usergroup_limit: { space_ids: [...scope.limitedSpaceIds], usergroup_ids: [...scope.groupIds] } };
      return {
        ...answer,
        ...NOT_YET,
        tags: tagRows,
        tag_groups: tagGroupRows,
        labels: labelRows,
        usergroups: groupRows,
        departments: departmentRows,
        ...limit,
      };
    },
  );

  typed.get(
    `/${OBJECTS_PATH}/:id`,
    {
      config: { policy: 'authenticated' },
      schema: { params: ObjectParams, response: { 200: SocialObject, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const [row] = await objectsOf(db, await spaceIdsOf(db, user.id), Number(request.params.id));
      if (!row) throw new ApiFailure(404, 'notFound');
      reply.header('cache-control', 'no-store');
      return toObject(row.object, accessIn(user, row.spaceId));
    },
  );

  typed.get(
    `/${COMPANIES_PATH}`,
    { config: { policy: 'authenticated' }, schema: { response: { 200: CompaniesResponse, 401: ErrorBody } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return { items: (await companiesOf(db, await spaceIdsOf(db, user.id))).map(toCompany) };
    },
  );
}
