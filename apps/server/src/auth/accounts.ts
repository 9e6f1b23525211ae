// Account changes that end every session of the user (blocking a user or changing the password revokes
// all of that user's token families). The endpoints that call these come with later issues.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { hashPassword } from './password.ts';
import { revokeUserSessions } from './sessions.ts';

/** spec §1: blocking a user removes their access to all companies; they can no longer sign in or use a token. */
export async function blockUser(db: Db, userId: number, now: number, publisher?: Pick<Publisher, 'closeUser'>): Promise<void> {
  await db
    .update(users)
    .set({ blockedAt: new Date(now) })
    .where(eq(users.id, userId));
  await revokeUserSessions(db, userId, now, 'blocked');
  publisher?.closeUser(userId);
}

export async function unblockUser(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ blockedAt: null }).where(eq(users.id, userId));
}

/** Hashes and stores the new password, then signs the user out everywhere (a stolen session ends with it). */
export async function changePassword(
  db: Db,
  userId: number,
  newPassword: string,
  now: number,
  publisher?: Pick<Publisher, 'closeUser'>,
  /** The session that made the change (it gets new tokens): its sockets restart rather than sign out. */
  changedByFamilyId?: number,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date(now) })
    .where(eq(users.id, userId));
  await revokeUserSessions(db, userId, now, 'password_changed');
  publisher?.closeUser(userId, changedByFamilyId);
}
