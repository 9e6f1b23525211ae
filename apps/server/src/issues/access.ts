// Who sees and changes which issue (spec §1; docs/issues.md): every member of the issue's space sees it, except that a
// member limited to user groups sees only the issues of their groups (an issue belongs to the group of the comment or
// chat it was made from, else to its creator's, as items/access.ts does for items and chats). Issues of another space
// answer 404 like missing ones. Read only and analyst see; moderators, operators and administrators create and process.
import { and, asc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ISSUE_WRITE_ROLES } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { issues, spaceMembers, usergroupMembers, usergroups } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { itemScopeOf, type ItemScope, type LockedRecord, type UserRow } from '../items/access.ts';
import { accessIn } from '../members/memberAccess.ts';

export type IssueRow = typeof issues.$inferSelect;

// spec §1, docs/issues.md: the roles that create and process issues (the contract's, shared with the screens).
export { ISSUE_WRITE_ROLES };

/** The condition an issue row must meet to exist for the user. */
export function visibleIssues(scope: ItemScope): SQL {
  if (scope.spaceIds.length === 0) return sql`false`;
  const inSpaces = inArray(issues.spaceId, [...scope.spaceIds]);
  if (scope.limitedSpaceIds.length === 0) return inSpaces;
  const ownGroups = scope.groupIds.length === 0 ? sql`false` : inArray(issues.usergroupId, [...scope.groupIds]);
  return and(inSpaces, or(notInArray(issues.spaceId, [...scope.limitedSpaceIds]), ownGroups))!;
}

/** The issue when the user sees it; 404 otherwise (another space, another group, missing). */
export async function issueOfUser(db: Db, user: UserRow, id: number): Promise<IssueRow> {
  const scope = await itemScopeOf(db, user.id);
  const [row] = await db
    .select()
    .from(issues)
    .where(and(eq(issues.id, id), visibleIssues(scope)));
  if (!row) throw new ApiFailure(404, 'notFound');
  return row;
}

/** The role of the user's membership of the space creates and processes issues; 403 otherwise. */
export function requireIssueWrite(user: UserRow, spaceId: number): void {
  const access = accessIn(user, spaceId);
  if (!access || !ISSUE_WRITE_ROLES.includes(access.role)) throw new ApiFailure(403, 'issueRoleForbidden');
}

/** A space the user is a member of (a blank issue names it); 404 otherwise, as another workspace's ids answer. */
export function requireMemberOf(user: UserRow, spaceId: number): void {
  if (!accessIn(user, spaceId)) throw new ApiFailure(404, 'notFound');
}

/** The creator's first group of the space (by id): the group of an issue made blank (spec §1 user-group limit). */
export async function creatorGroup(db: Db, userId: number, spaceId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: usergroups.id })
    .from(usergroupMembers)
    .innerJoin(usergroups, eq(usergroups.id, usergroupMembers.usergroupId))
    .where(and(eq(usergroupMembers.userId, userId), eq(usergroups.spaceId, spaceId)))
    .orderBy(asc(usergroups.id))
    .limit(1);
  return row?.id ?? null;
}

/** The members of a space (the concerned people of a notification must still be members). */
export async function membersOf(db: Db, spaceId: number, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: spaceMembers.userId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), inArray(spaceMembers.userId, [...userIds])));
  return rows.map((row) => row.id);
}

const MAX_ID = 2_147_483_647; // issues.id is a 32-bit serial

/** Where an issue a socket locks lives, for the viewer notices (realtime/socketPublisher.ts): its space and group. */
export async function lockedIssueOf(db: Db, id: number): Promise<LockedRecord> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
  const [row] = await db
    .select({ spaceId: issues.spaceId, usergroupId: issues.usergroupId })
    .from(issues)
    .where(eq(issues.id, id));
  return row ? { spaceId: row.spaceId, usergroupId: row.usergroupId } : null;
}
