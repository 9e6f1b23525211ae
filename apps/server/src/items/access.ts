// Who may touch which item: items of another space answer 404 like missing ones; every write is checked
// with the shared rules of packages/api/src/contract/itemRules.ts and the provider catalogue (spec §1, §3).
// The one place of the user-group limit (spec §1 "A user may be limited to content assigned to a user group"):
// in a space where the member is limited, only items whose thread root is assigned to one of their groups exist,
// chats assigned to one of their groups or to them (a chat has one assignee: taking a group's chat in hand must not
// take it out of reach), and the authors of those items and chats.
import { and, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { providerOf, roleCan, type AssigneeType, type ItemPermission, type ProviderAction } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { chats, itemAuthors, items, spaceMembers, spaces, usergroupMembers, usergroups } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { accessIn, type AuthUser } from '../members/memberAccess.ts';

export type ItemRow = typeof items.$inferSelect;
/** The signed-in user with their memberships' roles and flags (spec §1, §3: per membership). */
export type UserRow = AuthUser;

/** The spaces whose items a user sees, and the limit: spaces where only their groups' items count. */
export type ItemScope = {
  userId: number;
  spaceIds: readonly number[];
  /** Spaces in which the user is limited to content assigned to their groups. */
  limitedSpaceIds: readonly number[];
  /** The user's groups (all spaces). */
  groupIds: readonly number[];
  /** Spaces where the membership has the items flag: their comments exist for the user (spec §1, §6). */
  itemSpaceIds: readonly number[];
  /** Spaces where the membership has the messages flag: their chats exist for the user (spec §1, §6). */
  chatSpaceIds: readonly number[];
};

export async function itemScopeOf(db: Db, userId: number): Promise<ItemScope> {
  // One query, not two: every items request starts here (quality.md list p99), and on the embedded database each
  // statement's planning costs more than its execution. The groups are those of the spaces the user is a member of.
  const memberships = await db
    .select({
      spaceId: spaceMembers.spaceId,
      limited: spaceMembers.limitedToGroups,
      roles: spaceMembers.roles,
      groups: sql<
        number[]
      >`array(select ${usergroupMembers.usergroupId} from ${usergroupMembers} inner join ${usergroups} on ${usergroups.id} = ${usergroupMembers.usergroupId} where ${usergroupMembers.userId} = ${userId} and ${usergroups.spaceId} = ${spaceMembers.spaceId})`,
    })
    .from(spaceMembers)
    .where(eq(spaceMembers.userId, userId));
  return {
    userId,
    spaceIds: memberships.map((m) => m.spaceId),
    limitedSpaceIds: memberships.filter((m) => m.limited).map((m) => m.spaceId),
    groupIds: memberships.flatMap((m) => m.groups.map(Number)),
    itemSpaceIds: memberships.filter((m) => m.roles.items).map((m) => m.spaceId),
    chatSpaceIds: memberships.filter((m) => m.roles.messages).map((m) => m.spaceId),
  };
}

/** A scope narrowed to the spaces given (one author's space), keeping the limit. */
export const scopeWithin = (scope: ItemScope, spaceIds: readonly number[]): ItemScope => ({
  ...scope,
  spaceIds: scope.spaceIds.filter((id) => spaceIds.includes(id)),
  itemSpaceIds: scope.itemSpaceIds.filter((id) => spaceIds.includes(id)),
  chatSpaceIds: scope.chatSpaceIds.filter((id) => spaceIds.includes(id)),
});

/**
 * The condition an item row must meet to exist for the user: one of their spaces, and where they are limited, a
 * thread root (the item itself, or the comment a reply answers) assigned to one of their groups.
 */
export function visibleItems(scope: ItemScope): SQL | undefined {
  if (scope.itemSpaceIds.length === 0) return sql`false`;
  const inSpaces = inArray(items.spaceId, [...scope.itemSpaceIds]);
  if (scope.limitedSpaceIds.length === 0) return inSpaces;
  const inGroups =
    scope.groupIds.length === 0
      ? sql`false`
      : sql`exists (select 1 from "items" "limit_root" where "limit_root"."id" = coalesce(${items.parentId}, ${items.id}) and "limit_root"."usergroup_id" in (${sql.join(
          scope.groupIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`;
  return and(inSpaces, or(notInArray(items.spaceId, [...scope.limitedSpaceIds]), inGroups));
}

/** Whom a chat is assigned to: a member, a user group or a department. */
export type Assignee = { type: AssigneeType; id: number };

/** A chat row's assignee, or null. */
export const assigneeOfRow = (row: { assigneeType: AssigneeType | null; assigneeId: number | null }): Assignee | null =>
  row.assigneeType === null || row.assigneeId === null ? null : { type: row.assigneeType, id: row.assigneeId };

/** Whether an assignee keeps a chat within a limited user's reach: one of their groups, or themselves. */
export const withinLimit = (scope: Pick<ItemScope, 'userId' | 'groupIds'>, assignee: Assignee | null): boolean =>
  assignee !== null &&
  ((assignee.type === 'usergroup' && scope.groupIds.includes(assignee.id)) ||
    (assignee.type === 'user' && assignee.id === scope.userId));

/** Whether the user is limited to their groups' content in the space. */
export const limitedIn = (scope: ItemScope, spaceId: number): boolean => scope.limitedSpaceIds.includes(spaceId);

/** The condition a chat row must meet to exist for the user: one of their spaces, and where limited, `withinLimit`. */
export function visibleChats(scope: ItemScope): SQL {
  if (scope.chatSpaceIds.length === 0) return sql`false`;
  const inSpaces = inArray(chats.spaceId, [...scope.chatSpaceIds]);
  if (scope.limitedSpaceIds.length === 0) return inSpaces;
  const ownGroups =
    scope.groupIds.length === 0
      ? undefined
      : and(eq(chats.assigneeType, 'usergroup'), inArray(chats.assigneeId, [...scope.groupIds]));
  const own = or(and(eq(chats.assigneeType, 'user'), eq(chats.assigneeId, scope.userId)), ownGroups);
  return and(inSpaces, or(notInArray(chats.spaceId, [...scope.limitedSpaceIds]), own))!;
}

/** Authors likewise: where the user is limited, an author exists for them through an item or a chat they see. */
export function visibleAuthors(scope: ItemScope): SQL | undefined {
  // The spaces where the membership sees comments or chats (spec §1, §3: flags per membership).
  const spaceIds = scope.spaceIds.filter((id) => scope.itemSpaceIds.includes(id) || scope.chatSpaceIds.includes(id));
  if (spaceIds.length === 0) return sql`false`;
  const inSpaces = inArray(itemAuthors.spaceId, spaceIds);
  if (scope.limitedSpaceIds.length === 0) return inSpaces;
  const throughItems = sql`exists (select 1 from ${items} where ${items.authorId} = ${itemAuthors.id} and ${visibleItems(scope)})`;
  const throughChats = sql`exists (select 1 from ${chats} where ${chats.authorId} = ${itemAuthors.id} and ${visibleChats(scope)})`;
  return and(inSpaces, or(notInArray(itemAuthors.spaceId, [...scope.limitedSpaceIds]), throughItems, throughChats));
}

/** The item when the user sees it (their space, their groups where limited); 404 otherwise. */
export async function itemOfUser(db: Db, user: UserRow, id: number): Promise<ItemRow> {
  const scope = await itemScopeOf(db, user.id);
  const [row] = await db
    .select()
    .from(items)
    .where(and(eq(items.id, id), visibleItems(scope)));
  if (!row) throw new ApiFailure(404, 'notFound');
  return row;
}

const MAX_ITEM_ID = 2_147_483_647; // items.id is a 32-bit serial; a larger id names nothing

/** What the user-group limit looks at: an item's thread root (its id and group), or a chat's assignee. */
export type LimitedBy = { rootId?: number; usergroupId?: number | null; assignee?: Assignee | null };

/**
 * Where a record a socket locks lives, for the viewer notices (realtime/socketPublisher.ts): its space and what the
 * limit looks at; null when there is no such record.
 */
export type LockedRecord = ({ spaceId: number } & LimitedBy) | null;

/** An item: its space and its thread root (id and group). */
export async function lockedItemOf(db: Db, id: number): Promise<LockedRecord> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ITEM_ID) return null;
  const [row] = await db
    .select({
      spaceId: items.spaceId,
      rootId: sql<number>`coalesce(${items.parentId}, ${items.id})`,
      usergroupId: sql<
        number | null
      >`(select "limit_root"."usergroup_id" from "items" "limit_root" where "limit_root"."id" = coalesce("items"."parent_id", "items"."id"))`,
    })
    .from(items)
    .where(eq(items.id, id));
  if (!row) return null;
  return {
    spaceId: row.spaceId,
    rootId: Number(row.rootId),
    usergroupId: row.usergroupId === null ? null : Number(row.usergroupId),
  };
}

/** A chat: its space and its assignee (kept current by the publisher's chats.changed). */
export async function lockedChatOf(db: Db, id: number): Promise<LockedRecord> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ITEM_ID) return null;
  const [row] = await db
    .select({ spaceId: chats.spaceId, assigneeType: chats.assigneeType, assigneeId: chats.assigneeId })
    .from(chats)
    .where(eq(chats.id, id));
  return row ? { spaceId: row.spaceId, assignee: assigneeOfRow(row) } : null;
}

/** Whether a limited user reaches this record (hears of it, of its viewers): an item of their groups, a chat `withinLimit`. */
export function limitAllows(scope: Pick<ItemScope, 'userId' | 'groupIds'>, record: LimitedBy): boolean {
  if (record.assignee !== undefined) return withinLimit(scope, record.assignee);
  return record.usergroupId != null && scope.groupIds.includes(record.usergroupId);
}

/** Whether the user is limited to their groups' items in the space (their group choices are then checked). */
export async function limitOfUser(db: Db, userId: number, spaceId: number): Promise<readonly number[] | null> {
  const scope = await itemScopeOf(db, userId);
  return scope.limitedSpaceIds.includes(spaceId) ? scope.groupIds : null;
}

/** spec §1: the role of the user's membership of the record's space allows the action (itemRules.ts `roleCan()`). */
export function requirePermission(user: UserRow, permission: ItemPermission, spaceId: number): void {
  const access = accessIn(user, spaceId);
  if (!access || !roleCan(access.role, permission)) throw new ApiFailure(403, 'itemRoleForbidden');
}

export function requireProvider(provider: string, action: ProviderAction): void {
  const entry = providerOf(provider);
  if (!entry?.actions.includes(action))
    throw new ApiFailure(403, 'itemProviderForbidden', { params: { provider: entry?.name ?? provider } });
}

/**
 * spec §4 "Paid-period state": a space whose paid period is over takes no changes to its items. (No other write
 * endpoint checks the period on the server yet; the console shows the paid-over modal.)
 */
export async function requirePaidSpace(db: Db, spaceId: number, now: number): Promise<void> {
  const [space] = await db.select({ expiresAt: spaces.expiresAt }).from(spaces).where(eq(spaces.id, spaceId));
  if (!space || space.expiresAt.getTime() <= now) throw new ApiFailure(403, 'itemSpacePaidOver');
}
