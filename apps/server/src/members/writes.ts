// An administrator's changes to a user of their workspace (spec §1, §3): role and flags, groups, removal with the
// hand-over of assigned work, blocking. Each is checked against the space and recorded (actionLog.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { memberFlags, type Member, type MemberSeen, type MemberUpdate } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import {
  chatMessages,
  chats,
  departmentMembers,
  departments,
  itemHistory,
  items,
  spaceMemberBlocks,
  spaceMembers,
  users,
} from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { assertNotLastAdministrator, assertOwnSpace, membershipOf } from './access.ts';
import { recordAction } from './actionLog.ts';
import { assigneeNameOf } from '../chats/assignees.ts';
import { movingChatStats } from '../stats/rollups.ts';
import { setUsergroups, spaceUsergroupIds } from './grants.ts';
import { memberOfSpace } from './list.ts';

type Caller = { callerId: number; now: number };

/** Whether the user's access is still what the page began from (every field it writes; groups as a set). */
function unchangedSince(current: Member, seen: MemberSeen): boolean {
  const groups = (ids: readonly number[]) => JSON.stringify([...ids].sort((a, b) => a - b));
  return (
    current.role === seen.role &&
    (Object.keys(current.roles) as (keyof Member['roles'])[]).every((flag) => current.roles[flag] === seen.roles[flag]) &&
    groups(current.usergroup_ids) === groups(seen.usergroup_ids) &&
    current.limited_to_groups === seen.limited_to_groups
  );
}

export type UpdateMemberOutcome = { kind: 'ok'; member: Member } | { kind: 'conflict'; current: Member };

// Two administrators on one user page (docs/error-types.md conflict): a save whose `seen` is no longer current is
// refused with the user as they are now; the user's row is locked for the read and the write, so two saves do not
// cross. Without `seen` it saves as before.
export async function updateMember(
  db: Db,
  input: Caller & { userId: number; update: MemberUpdate },
): Promise<UpdateMemberOutcome> {
  const { update, userId, callerId, now } = input;
  await assertOwnSpace(db, callerId, update.space_id);
  const before = await memberOfSpace(db, update.space_id, userId);
  const conflict = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (update.seen) {
      const current = await memberOfSpace(tx, update.space_id, userId);
      if (!unchangedSince(current, update.seen)) return current;
    }
    const membership = await membershipOf(tx, update.space_id, userId);
    const roles = memberFlags(update.role, update.roles);
    if (update.role !== 'administrator') await assertNotLastAdministrator(tx, update.space_id, membership);
    const groupIds = await spaceUsergroupIds(tx, update.space_id, update.usergroup_ids);
    // spec §1, §3: the role and flags are this membership's; the user's other workspaces keep theirs.
    const table = membership.state === 'active' ? spaceMembers : spaceMemberBlocks;
    await tx
      .update(table)
      .set({ role: update.role, roles, limitedToGroups: update.limited_to_groups })
      .where(and(eq(table.spaceId, update.space_id), eq(table.userId, userId)));
    await setUsergroups(tx, update.space_id, userId, groupIds);
    return null;
  });
  if (conflict) return { kind: 'conflict', current: conflict };
  const after = await memberOfSpace(db, update.space_id, userId);
  await recordAction(db, {
    spaceId: update.space_id,
    userId: callerId,
    action: 'user.update',
    target: { type: 'user', id: userId },
    before,
    after,
    now,
  });
  return { kind: 'ok', member: after };
}

/** The comments and chats a removal handed over: the route tells the space's consoles (docs/socket.md). */
export type HandedOver = { itemIds: number[]; chatIds: number[]; messageIds: number[] };

/**
 * Removes the user from the space. Their assigned comments and chats go to `handOverTo` (an active colleague of the
 * space) or become unassigned; their groups and departments of this space are left. Other spaces stay theirs.
 */
export async function removeMember(db: Db, input: Caller & { spaceId: number; userId: number; handOverTo: number | null }) {
  const { spaceId, userId, handOverTo, callerId, now } = input;
  await assertOwnSpace(db, callerId, spaceId);
  const before = await memberOfSpace(db, spaceId, userId);
  let handedOver: HandedOver = { itemIds: [], chatIds: [], messageIds: [] };
  await db.transaction(async (tx) => {
    const membership = await membershipOf(tx, spaceId, userId);
    await assertNotLastAdministrator(tx, spaceId, membership);
    if (handOverTo !== null) {
      const colleague = await membershipOf(tx, spaceId, handOverTo).catch(() => null);
      if (!colleague || colleague.state !== 'active' || handOverTo === userId) throw new ApiFailure(400, 'handOverUnknown');
    }
    // Handed over as an assignee change is made: a new version and its history line, so open consoles take it.
    const movedItems = await tx
      .update(items)
      .set({ assigneeId: handOverTo, version: sql`${items.version} + 1` })
      .where(and(eq(items.spaceId, spaceId), eq(items.assigneeId, userId)))
      .returning({ id: items.id, version: items.version });
    if (movedItems.length > 0) {
      await tx.insert(itemHistory).values(
        movedItems.map((row) => ({
          itemId: row.id,
          userId: callerId,
          field: 'assignee',
          fromValue: String(userId),
          toValue: handOverTo === null ? null : String(handOverTo),
          version: row.version,
          at: new Date(now),
        })),
      );
    }
    const theirs = (
      await tx
        .select({ id: chats.id })
        .from(chats)
        .where(and(eq(chats.spaceId, spaceId), eq(chats.assigneeType, 'user'), eq(chats.assigneeId, userId)))
        .for('update')
    ).map((row) => row.id);
    // docs/stats.md: a chat's figures count under its assignee, so they move with it.
    const movedChats = await movingChatStats(tx, theirs, () =>
      tx
        .update(chats)
        .set({
          ...(handOverTo === null ? { assigneeType: null, assigneeId: null } : { assigneeId: handOverTo }),
          version: sql`${chats.version} + 1`,
        })
        .where(inArray(chats.id, theirs))
        .returning({ id: chats.id }),
    );
    // Each chat's thread says who handed it over, as a reassignment does (chats/writes.ts activity lines).
    const activity = {
      field: 'assignee' as const,
      from: membership.user.name,
      to: handOverTo === null ? null : await assigneeNameOf(tx, 'user', handOverTo),
    };
    const lines = movedChats.length
      ? await tx
          .insert(chatMessages)
          .values(
            movedChats.map((row) => ({
              chatId: row.id,
              kind: 'activity' as const,
              direction: 'out' as const,
              text: '',
              operatorId: callerId,
              activity,
              createdAt: new Date(now),
            })),
          )
          .returning({ id: chatMessages.id })
      : [];
    handedOver = {
      itemIds: movedItems.map((row) => row.id),
      chatIds: movedChats.map((row) => row.id),
      messageIds: lines.map((row) => row.id),
    };
    await setUsergroups(tx, spaceId, userId, []);
    const spaceDepartments = tx.select({ id: departments.id }).from(departments).where(eq(departments.spaceId, spaceId));
    await tx
      .delete(departmentMembers)
      .where(and(eq(departmentMembers.userId, userId), inArray(departmentMembers.departmentId, spaceDepartments)));
    await tx.delete(spaceMembers).where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)));
    await tx.delete(spaceMemberBlocks).where(and(eq(spaceMemberBlocks.spaceId, spaceId), eq(spaceMemberBlocks.userId, userId)));
  });
  await recordAction(db, {
    spaceId,
    userId: callerId,
    action: 'user.remove',
    target: { type: 'user', id: userId },
    before,
    after: { hand_over_to: handOverTo },
    now,
  });
  return handedOver;
}

/** spec §1: blocking ends the user's access to every company of this space at once; their other spaces stay theirs. */
export async function blockMember(db: Db, input: Caller & { spaceId: number; userId: number }) {
  const { spaceId, userId, callerId, now } = input;
  await assertOwnSpace(db, callerId, spaceId);
  const before = await memberOfSpace(db, spaceId, userId);
  await db.transaction(async (tx) => {
    const membership = await membershipOf(tx, spaceId, userId);
    if (membership.state === 'blocked') return;
    await assertNotLastAdministrator(tx, spaceId, membership);
    const [row] = await tx
      .delete(spaceMembers)
      .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)))
      .returning();
    if (!row) throw new ApiFailure(404, 'notFound');
    await tx.insert(spaceMemberBlocks).values({
      spaceId,
      userId,
      memberSince: row.createdAt,
      limitedToGroups: row.limitedToGroups,
      role: row.role,
      roles: row.roles,
      blockedBy: callerId,
      blockedAt: new Date(now),
    });
  });
  const after = await memberOfSpace(db, spaceId, userId);
  await recordAction(db, {
    spaceId,
    userId: callerId,
    action: 'user.block',
    target: { type: 'user', id: userId },
    before,
    after,
    now,
  });
  return after;
}

/** Unblocking gives the membership back as it was (its role, flags, groups and limit were kept). */
export async function unblockMember(db: Db, input: Caller & { spaceId: number; userId: number }) {
  const { spaceId, userId, callerId, now } = input;
  await assertOwnSpace(db, callerId, spaceId);
  const before = await memberOfSpace(db, spaceId, userId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(spaceMemberBlocks)
      .where(and(eq(spaceMemberBlocks.spaceId, spaceId), eq(spaceMemberBlocks.userId, userId)))
      .returning();
    if (!row) return;
    await tx.insert(spaceMembers).values({
      spaceId,
      userId,
      createdAt: row.memberSince,
      limitedToGroups: row.limitedToGroups,
      role: row.role,
      roles: row.roles,
    });
  });
  const after = await memberOfSpace(db, spaceId, userId);
  await recordAction(db, {
    spaceId,
    userId: callerId,
    action: 'user.unblock',
    target: { type: 'user', id: userId },
    before,
    after,
    now,
  });
  return after;
}
