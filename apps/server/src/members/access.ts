// Who an administrator may manage (spec §1: an administrator's reach ends at their workspace): a space of their own,
// and the members, blocked members and invitations of that space; anything else answers 404 (docs/adding-a-screen.md).
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { RoleName, UserRoles } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { spaceMemberBlocks, spaceMembers, users } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';

export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * The caller administers the space (spec §1: role and flags are per membership): 404 when they are not a member
 * (another workspace's id reads as a missing one), 403 when their role there is not administrator with the settings flag.
 */
export async function assertOwnSpace(db: Tx, callerId: number, spaceId: number): Promise<void> {
  const [row] = await db
    .select({ role: spaceMembers.role, roles: spaceMembers.roles })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, callerId)));
  if (!row) throw new ApiFailure(404, 'notFound');
  if (row.role !== 'administrator' || !row.roles.settings) throw new ApiFailure(403, 'forbidden');
}

/** The spaces the caller administers (administrator with the settings flag there): the users list covers these. */
export async function administeredSpaceIds(db: Pick<Db, 'select'>, callerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: spaceMembers.spaceId })
    .from(spaceMembers)
    .where(
      and(
        eq(spaceMembers.userId, callerId),
        eq(spaceMembers.role, 'administrator'),
        sql`coalesce((${spaceMembers.roles}->>'settings')::boolean, false)`,
      ),
    );
  return rows.map((row) => row.id);
}

/** A user of the space, active or blocked, with the role and flags of that membership. */
export type Membership = {
  state: 'active' | 'blocked';
  user: typeof users.$inferSelect;
  role: RoleName;
  roles: UserRoles;
};

/** A user of the space, active or blocked; 404 when they are neither. */
export async function membershipOf(db: Tx, spaceId: number, userId: number): Promise<Membership> {
  const [active] = await db
    .select({ user: users, role: spaceMembers.role, roles: spaceMembers.roles })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)));
  if (active) return { state: 'active', ...active };
  const [blocked] = await db
    .select({ user: users, role: spaceMemberBlocks.role, roles: spaceMemberBlocks.roles })
    .from(spaceMemberBlocks)
    .innerJoin(users, eq(users.id, spaceMemberBlocks.userId))
    .where(and(eq(spaceMemberBlocks.spaceId, spaceId), eq(spaceMemberBlocks.userId, userId)));
  if (blocked) return { state: 'blocked', ...blocked };
  throw new ApiFailure(404, 'notFound');
}

/** The space's administrators who still have access (active members, not blocked). */
async function administratorsOf(db: Tx, spaceId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.role, 'administrator'), isNull(users.blockedAt)));
  return row?.n ?? 0;
}

/** The last administrator of a space cannot be removed, blocked or demoted: someone must manage it (spec §1). */
export async function assertNotLastAdministrator(db: Tx, spaceId: number, member: Membership): Promise<void> {
  if (member.state !== 'active' || member.role !== 'administrator') return;
  if ((await administratorsOf(db, spaceId)) <= 1)
    throw new ApiFailure(409, 'lastAdministrator', { errorType: 'last_administrator' });
}
