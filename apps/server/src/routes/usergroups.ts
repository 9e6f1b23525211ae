// spec §7 GET v1/usergroups (items) and GET v1/tags (tags), and GET v1/users (architecture.md: designed in the same
// style): the user groups, tags and members of the user's spaces only, for the assign and tag choices.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  TAGS_PATH,
  TagsResponse,
  USERGROUPS_PATH,
  UsergroupsResponse,
  USERS_PATH,
  UsersResponse,
  type SpaceUser,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { spaceMembers, users } from '../db/schema.ts';
import { spaceIdsOf } from '../domain/counts.ts';
import { requireAuth } from '../http/policy.ts';
import { tagsOfSpaces, usergroupsOf } from '../domain/spaceRecords.ts';

/** The members of the spaces (blocked users are no one's assignees: spec §1 "Blocking a user removes access"). */
async function membersOf(db: Db, spaceIds: readonly number[]): Promise<SpaceUser[]> {
  if (spaceIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id, name: users.name, spaceId: spaceMembers.spaceId })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(and(inArray(spaceMembers.spaceId, [...spaceIds]), isNull(users.blockedAt)))
    .orderBy(asc(users.name), asc(users.id), asc(spaceMembers.spaceId));
  const byId = new Map<number, SpaceUser>();
  for (const row of rows) {
    const user = byId.get(row.id) ?? { id: row.id, name: row.name, space_ids: [] };
    user.space_ids.push(row.spaceId);
    byId.set(row.id, user);
  }
  return [...byId.values()];
}

export function usergroupsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 401: ErrorBody };

  typed.get(
    `/${USERGROUPS_PATH}`,
    { config: { policy: 'authenticated' }, schema: { response: { 200: UsergroupsResponse, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return { items: await usergroupsOf(db, await spaceIdsOf(db, user.id), user.id) };
    },
  );

  typed.get(
    `/${TAGS_PATH}`,
    { config: { policy: 'authenticated' }, schema: { response: { 200: TagsResponse, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return { tags: await tagsOfSpaces(db, await spaceIdsOf(db, user.id)) };
    },
  );

  typed.get(
    `/${USERS_PATH}`,
    { config: { policy: 'authenticated' }, schema: { response: { 200: UsersResponse, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return { items: await membersOf(db, await spaceIdsOf(db, user.id)) };
    },
  );
}
