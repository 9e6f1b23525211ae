// Who an administrator may manage (spec §1: an administrator's reach ends at their workspace): a space of their own,
// and the members, blocked members and invitations of that space; anything else answers 404 (docs/adding-a-screen.md).
import { and, count, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { spaceMemberBlocks, spaceMembers, users } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';

export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** The caller's membership of the space, or 404 (another workspace's id reads as a missing one). */
export async function assertOwnSpace(db: Tx, callerId: number, spaceId: number): Promise<void> {
  const [row] = await db
    .select({ id: spaceMembers.spaceId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, callerId)));
  if (!row) throw new ApiFailure(404, 'notFound');
}

export type Membership = { state: 'active' | 'blocked'; user: typeof users.$inferSelect };

/** A user of the space, active or blocked; 404 when they are neither. */
export async function membershipOf(db: Tx, spaceId: number, userId: number): Promise<Membership> {
  const [active] = await db
    .select({ user: users })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)));
  if (active) return { state: 'active', user: active.user };
  const [blocked] = await db
    .select({ user: users })
    .from(spaceMemberBlocks)
    .innerJoin(users, eq(users.id, spaceMemberBlocks.userId))
    .where(and(eq(spaceMemberBlocks.spaceId, spaceId), eq(spaceMemberBlocks.userId, userId)));
  if (blocked) return { state: 'blocked', user: blocked.user };
  throw new ApiFailure(404, 'notFound');
}

/** The space's administrators who still have access (active members, not blocked). */
async function administratorsOf(db: Tx, spaceId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(users.role, 'administrator'), isNull(users.blockedAt)));
  return row?.n ?? 0;
}

/** The last administrator of a space cannot be removed, blocked or demoted: someone must manage it (spec §1). */
export async function assertNotLastAdministrator(db: Tx, spaceId: number, member: Membership): Promise<void> {
  if (member.state !== 'active' || member.user.role !== 'administrator') return;
  if ((await administratorsOf(db, spaceId)) <= 1)
    throw new ApiFailure(409, 'lastAdministrator', { errorType: 'last_administrator' });
}

/**
 * spec §1: an administrator's reach ends at their workspace. The role and flags belong to the user (docs/roles.md), so
 * they are the caller's to change only when every workspace the user belongs to (active or blocked) is one the caller
 * administers: true when some other workspace has the user too.
 */
export async function roleElsewhere(db: Tx, callerId: number, userId: number): Promise<boolean> {
  const callerSpaces = db.select({ id: spaceMembers.spaceId }).from(spaceMembers).where(eq(spaceMembers.userId, callerId));
  const [active] = await db
    .select({ id: spaceMembers.spaceId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.userId, userId), notInArray(spaceMembers.spaceId, callerSpaces)))
    .limit(1);
  if (active) return true;
  const [blocked] = await db
    .select({ id: spaceMemberBlocks.spaceId })
    .from(spaceMemberBlocks)
    .where(and(eq(spaceMemberBlocks.userId, userId), notInArray(spaceMemberBlocks.spaceId, callerSpaces)))
    .limit(1);
  return blocked !== undefined;
}
