// The users of an administrator's workspaces (spec §2.4 settings/users): members, blocked members and pending
// invitations, with each space's count against its plan's user limit (spec §1). A plan holds at most 50 users, so
// the filters run over the loaded rows.
import { and, eq, gt, inArray, isNull, max } from 'drizzle-orm';
import type { Member, MembersQuery, MembersResponse, PendingInvitation, SpaceUsersUsage } from '@console/api/contract';
import { limitsOf } from '../billing/plans.ts';
import type { Db } from '../db/database.ts';
import {
  invitationGrants,
  invitations,
  sessionFamilies,
  sessionTokens,
  spaceMemberBlocks,
  spaceMembers,
  spaces,
  usergroupMembers,
  usergroups,
  users,
} from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { administeredSpaceIds, assertOwnSpace, type Tx } from './access.ts';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const listOf = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * The spaces the list covers: the one asked for (404 when not the caller's, 403 when not administered by them), else
 * all of those the caller administers (spec §1: the role is per membership).
 */
export async function listedSpaces(db: Db, callerId: number, spaceId: number | undefined): Promise<number[]> {
  if (spaceId !== undefined) {
    await assertOwnSpace(db, callerId, spaceId);
    return [spaceId];
  }
  return administeredSpaceIds(db, callerId);
}

async function membersOf(db: Pick<Db, 'select'>, spaceIds: number[]): Promise<Member[]> {
  if (spaceIds.length === 0) return [];
  const columns = {
    user: users,
    spaceId: spaceMembers.spaceId,
    limited: spaceMembers.limitedToGroups,
    role: spaceMembers.role,
    roles: spaceMembers.roles,
  };
  const [active, blocked, groups, seen] = await Promise.all([
    db
      .select(columns)
      .from(spaceMembers)
      .innerJoin(users, eq(users.id, spaceMembers.userId))
      .where(inArray(spaceMembers.spaceId, spaceIds)),
    db
      .select({
        user: users,
        spaceId: spaceMemberBlocks.spaceId,
        limited: spaceMemberBlocks.limitedToGroups,
        role: spaceMemberBlocks.role,
        roles: spaceMemberBlocks.roles,
      })
      .from(spaceMemberBlocks)
      .innerJoin(users, eq(users.id, spaceMemberBlocks.userId))
      .where(inArray(spaceMemberBlocks.spaceId, spaceIds)),
    db
      .select({ userId: usergroupMembers.userId, id: usergroups.id, spaceId: usergroups.spaceId })
      .from(usergroupMembers)
      .innerJoin(usergroups, eq(usergroups.id, usergroupMembers.usergroupId))
      .where(inArray(usergroups.spaceId, spaceIds)),
    db
      .select({ userId: sessionFamilies.userId, at: max(sessionTokens.createdAt) })
      .from(sessionTokens)
      .innerJoin(sessionFamilies, eq(sessionFamilies.id, sessionTokens.familyId))
      .innerJoin(spaceMembers, eq(spaceMembers.userId, sessionFamilies.userId))
      .where(inArray(spaceMembers.spaceId, spaceIds))
      .groupBy(sessionFamilies.userId),
  ]);
  const lastSeen = new Map(seen.map((row) => [row.userId, row.at]));
  const rows = [
    ...active.map((row) => ({ ...row, state: 'active' as const })),
    ...blocked.map((row) => ({ ...row, state: 'blocked' as const })),
  ];
  return rows
    .map(({ user, spaceId, limited, role, roles, state }): Member => {
      const at = lastSeen.get(user.id);
      return {
        id: user.id,
        space_id: spaceId,
        name: user.name,
        email: user.email,
        role, // spec §1, §3: the membership's own
        roles,
        usergroup_ids: groups.filter((g) => g.userId === user.id && g.spaceId === spaceId).map((g) => g.id),
        limited_to_groups: limited,
        status: user.status,
        state: user.blockedAt === null ? state : 'blocked',
        otp_enabled: user.otpSecret !== null,
        last_seen_at: at ? seconds(new Date(at)) : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id || a.space_id - b.space_id);
}

/** Invitations not yet used nor expired, with what they grant. */
export async function pendingInvitationsOf(db: Tx, spaceIds: number[], now: number): Promise<PendingInvitation[]> {
  if (spaceIds.length === 0) return [];
  const rows = await db
    .select({ invitation: invitations, grant: invitationGrants })
    .from(invitations)
    .leftJoin(invitationGrants, eq(invitationGrants.invitationId, invitations.id))
    .where(and(inArray(invitations.spaceId, spaceIds), isNull(invitations.usedAt), gt(invitations.expiresAt, new Date(now))))
    .orderBy(invitations.id);
  return rows.map(({ invitation, grant }) => ({
    id: invitation.id,
    space_id: invitation.spaceId,
    email: invitation.email,
    role: invitation.role,
    roles: grant?.roles ?? {
      messages: true,
      items: true,
      settings: invitation.role === 'administrator',
      templates: false,
      stats: false,
    },
    usergroup_ids: grant?.usergroupIds ?? [],
    limited_to_groups: grant?.limitedToGroups ?? false,
    created_at: seconds(invitation.createdAt),
    expires_at: seconds(invitation.expiresAt),
  }));
}

/** A space's users against its plan: members, blocked members and pending invitations all take a place. */
export async function usersUsage(db: Tx, spaceId: number, now: number): Promise<SpaceUsersUsage> {
  const [space] = await db.select({ tariff: spaces.tariff }).from(spaces).where(eq(spaces.id, spaceId));
  if (!space) throw new ApiFailure(404, 'notFound');
  const [active, blocked, pending] = await Promise.all([
    db.select({ id: spaceMembers.userId }).from(spaceMembers).where(eq(spaceMembers.spaceId, spaceId)),
    db.select({ id: spaceMemberBlocks.userId }).from(spaceMemberBlocks).where(eq(spaceMemberBlocks.spaceId, spaceId)),
    pendingInvitationsOf(db, [spaceId], now),
  ]);
  return {
    space_id: spaceId,
    used: active.length + blocked.length + pending.length,
    limit: limitsOf(space.tariff.id)?.users ?? null,
  };
}

const matches = (text: string, q: string) => text.toLowerCase().includes(q);

export async function listMembers(db: Db, callerId: number, query: MembersQuery, now: number): Promise<MembersResponse> {
  const spaceIds = await listedSpaces(db, callerId, query.space_id);
  const q = query.q?.trim().toLowerCase() ?? '';
  const roles = listOf(query['role[]']);
  const states = listOf(query['state[]']);
  const groups = listOf(query['usergroup_id[]']);
  const [members, pending, usage] = await Promise.all([
    membersOf(db, spaceIds),
    pendingInvitationsOf(db, spaceIds, now),
    Promise.all(spaceIds.map((id) => usersUsage(db, id, now))),
  ]);
  const items = members.filter(
    (m) =>
      (q === '' || matches(m.name, q) || matches(m.email, q)) &&
      (roles.length === 0 || roles.includes(m.role)) &&
      (states.length === 0 || states.includes(m.state)) &&
      (groups.length === 0 || m.usergroup_ids.some((id) => groups.includes(id))),
  );
  // An invitation has no state of its own among the filters: a state filter shows users only.
  const invitationsShown = pending.filter(
    (i) =>
      states.length === 0 &&
      (q === '' || matches(i.email, q)) &&
      (roles.length === 0 || roles.includes(i.role)) &&
      (groups.length === 0 || i.usergroup_ids.some((id) => groups.includes(id))),
  );
  return { items, invitations: invitationsShown, usage };
}

/** One user of a space as the list shows them. */
export async function memberOfSpace(db: Pick<Db, 'select'>, spaceId: number, userId: number): Promise<Member> {
  const member = (await membersOf(db, [spaceId])).find((m) => m.id === userId);
  if (!member) throw new ApiFailure(404, 'notFound');
  return member;
}
