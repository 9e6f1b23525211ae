// Records of the user's spaces by name (spec §3 "Also loaded with objects"; spec §7 GET v1/tags, v1/usergroups).
import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import type { labels, tagGroups } from '../db/schema.ts';
import { departmentMembers, departments, tags, usergroupMembers, usergroups } from '../db/schema.ts';

// The tags, tag groups and author labels of the user's spaces (the item page tags, the author panel labels).
export async function namedOf(db: Db, table: typeof tags | typeof tagGroups | typeof labels, spaceIds: readonly number[]) {
  if (spaceIds.length === 0) return [];
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.spaceId, [...spaceIds]))
    .orderBy(asc(table.id));
}

/** The tags of the spaces with their group (docs/companies.md: the pickers offer by the company's tags_mode). */
export async function tagsOfSpaces(db: Db, spaceIds: readonly number[]) {
  if (spaceIds.length === 0) return [];
  return db
    .select({ id: tags.id, name: tags.name, group_id: tags.groupId })
    .from(tags)
    .where(inArray(tags.spaceId, [...spaceIds]))
    .orderBy(asc(tags.id));
}

/** Whether `userId` is in the record `id` names, by its membership table's record and user columns. */
function memberOf(db: Db, id: PgColumn, membership: { record: PgColumn; user: PgColumn }, userId: number) {
  const rows = db
    .select({ id: membership.record })
    .from(membership.record.table)
    .where(and(eq(membership.record, id), eq(membership.user, userId)));
  return sql<boolean>`${exists(rows)}`;
}

/**
 * The user groups of the spaces, with their space (spec §3: also loaded with GET v1/objects?tags=true), and whether
 * `userId` is a member (the chats assigned to a member's groups are in their 'mine' tab: chats/assignees.ts).
 */
export async function usergroupsOf(db: Db, spaceIds: readonly number[], userId: number) {
  if (spaceIds.length === 0) return [];
  const member = memberOf(db, usergroups.id, { record: usergroupMembers.usergroupId, user: usergroupMembers.userId }, userId);
  return db
    .select({ id: usergroups.id, name: usergroups.name, space_id: usergroups.spaceId, member })
    .from(usergroups)
    .where(inArray(usergroups.spaceId, [...spaceIds]))
    .orderBy(asc(usergroups.id));
}

/**
 * The departments of the spaces, with their space (spec §3 "Also loaded with objects"; a chat may be assigned to one), and
 * whether `userId` is a member (as user groups).
 */
export async function departmentsOf(db: Db, spaceIds: readonly number[], userId: number) {
  if (spaceIds.length === 0) return [];
  const member = memberOf(db, departments.id, { record: departmentMembers.departmentId, user: departmentMembers.userId }, userId);
  return db
    .select({ id: departments.id, name: departments.name, space_id: departments.spaceId, member })
    .from(departments)
    .where(inArray(departments.spaceId, [...spaceIds]))
    .orderBy(asc(departments.id));
}
