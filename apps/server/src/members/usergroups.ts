// User groups managed by administrators (spec §1 "A user may be limited to content assigned to a user group"):
// create, rename, delete, members. Members must be users of the group's space.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ManagedUsergroup, UsergroupCreate, UsergroupSeen, UsergroupUpdate } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { spaceMemberBlocks, spaceMembers, usergroupMembers, usergroups } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { assertOwnSpace, type Tx } from './access.ts';
import { recordAction } from './actionLog.ts';
import { listedSpaces } from './list.ts';
import { keepingGroupStats } from '../stats/rollups.ts';

export async function managedUsergroups(db: Db, callerId: number, spaceId: number | undefined): Promise<ManagedUsergroup[]> {
  const spaceIds = await listedSpaces(db, callerId, spaceId);
  if (spaceIds.length === 0) return [];
  const [groups, members] = await Promise.all([
    db.select().from(usergroups).where(inArray(usergroups.spaceId, spaceIds)).orderBy(asc(usergroups.name), asc(usergroups.id)),
    db
      .select({ groupId: usergroupMembers.usergroupId, userId: usergroupMembers.userId })
      .from(usergroupMembers)
      .innerJoin(usergroups, eq(usergroups.id, usergroupMembers.usergroupId))
      .where(inArray(usergroups.spaceId, spaceIds)),
  ]);
  return groups.map((g) => ({
    id: g.id,
    space_id: g.spaceId,
    name: g.name,
    user_ids: members
      .filter((m) => m.groupId === g.id)
      .map((m) => m.userId)
      .sort((a, b) => a - b),
  }));
}

/** The ids, checked to be users (active or blocked) of the space. */
async function spaceUserIds(db: Tx, spaceId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const [active, blocked] = await Promise.all([
    db
      .select({ id: spaceMembers.userId })
      .from(spaceMembers)
      .where(and(eq(spaceMembers.spaceId, spaceId), inArray(spaceMembers.userId, unique))),
    db
      .select({ id: spaceMemberBlocks.userId })
      .from(spaceMemberBlocks)
      .where(and(eq(spaceMemberBlocks.spaceId, spaceId), inArray(spaceMemberBlocks.userId, unique))),
  ]);
  if (active.length + blocked.length !== unique.length) throw new ApiFailure(400, 'usergroupMemberUnknown');
  return unique;
}

async function groupOf(db: Tx, callerId: number, id: number): Promise<ManagedUsergroup> {
  const [group] = await db.select().from(usergroups).where(eq(usergroups.id, id));
  if (!group) throw new ApiFailure(404, 'notFound');
  await assertOwnSpace(db, callerId, group.spaceId);
  const members = await db
    .select({ userId: usergroupMembers.userId })
    .from(usergroupMembers)
    .where(eq(usergroupMembers.usergroupId, id));
  return { id, space_id: group.spaceId, name: group.name, user_ids: members.map((m) => m.userId).sort((a, b) => a - b) };
}

async function setMembers(tx: Tx, id: number, userIds: number[]) {
  await tx.delete(usergroupMembers).where(eq(usergroupMembers.usergroupId, id));
  if (userIds.length > 0) await tx.insert(usergroupMembers).values(userIds.map((userId) => ({ usergroupId: id, userId })));
}

export async function createUsergroup(db: Db, input: { callerId: number; now: number; create: UsergroupCreate }) {
  const { create, callerId, now } = input;
  await assertOwnSpace(db, callerId, create.space_id);
  const id = await db.transaction(async (tx) => {
    const userIds = await spaceUserIds(tx, create.space_id, create.user_ids);
    const [row] = await tx
      .insert(usergroups)
      .values({ spaceId: create.space_id, name: create.name })
      .returning({ id: usergroups.id });
    if (!row) throw new Error('user group not created');
    await setMembers(tx, row.id, userIds);
    return row.id;
  });
  const after = await groupOf(db, callerId, id);
  await recordAction(db, {
    spaceId: create.space_id,
    userId: callerId,
    action: 'usergroup.create',
    target: { type: 'usergroup', id },
    before: null,
    after,
    now,
  });
  return after;
}

/** Whether the group is still what the card began from (its name, and its members as a set). */
const unchangedSince = (current: ManagedUsergroup, seen: UsergroupSeen): boolean =>
  current.name === seen.name && JSON.stringify(current.user_ids) === JSON.stringify([...seen.user_ids].sort((a, b) => a - b));

export type UpdateUsergroupOutcome = { kind: 'ok'; group: ManagedUsergroup } | { kind: 'conflict'; current: ManagedUsergroup };

// Two administrators on one group (docs/error-types.md conflict): a save whose `seen` is no longer current is refused
// with the group as it is now; the group's row is locked for the read and the write, so two saves do not cross.
// Without `seen` it saves as before.
export async function updateUsergroup(
  db: Db,
  input: { callerId: number; now: number; id: number; update: UsergroupUpdate },
): Promise<UpdateUsergroupOutcome> {
  const { id, update, callerId, now } = input;
  const before = await groupOf(db, callerId, id);
  const conflict = await db.transaction(async (tx) => {
    await tx.select({ id: usergroups.id }).from(usergroups).where(eq(usergroups.id, id)).for('update');
    if (update.seen) {
      const current = await groupOf(tx, callerId, id);
      if (!unchangedSince(current, update.seen)) return current;
    }
    const userIds = await spaceUserIds(tx, before.space_id, update.user_ids);
    await tx.update(usergroups).set({ name: update.name }).where(eq(usergroups.id, id));
    await setMembers(tx, id, userIds);
    return null;
  });
  if (conflict) return { kind: 'conflict', current: conflict };
  const after = await groupOf(db, callerId, id);
  await recordAction(db, {
    spaceId: before.space_id,
    userId: callerId,
    action: 'usergroup.update',
    target: { type: 'usergroup', id },
    before,
    after,
    now,
  });
  return { kind: 'ok', group: after };
}

/** Deleting a group leaves its comments assigned to no group (items.usergroup_id is set null by the database). */
export async function deleteUsergroup(db: Db, input: { callerId: number; now: number; id: number }) {
  const before = await groupOf(db, input.callerId, input.id);
  // docs/stats.md: the group's comments and chats count under no group from now on.
  await db.transaction((tx) => keepingGroupStats(tx, input.id, () => tx.delete(usergroups).where(eq(usergroups.id, input.id))));
  await recordAction(db, {
    spaceId: before.space_id,
    userId: input.callerId,
    action: 'usergroup.delete',
    target: { type: 'usergroup', id: input.id },
    before,
    after: null,
    now: input.now,
  });
}
