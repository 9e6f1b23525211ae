// What a membership grants in one space besides the role: its user groups and the group limit (spec §1).
import { and, eq, inArray } from 'drizzle-orm';
import { usergroupMembers, usergroups } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import type { Tx } from './access.ts';

/** The ids, checked to be user groups of the space (another space's group is a bad request, as a missing one). */
export async function spaceUsergroupIds(db: Tx, spaceId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: usergroups.id })
    .from(usergroups)
    .where(and(eq(usergroups.spaceId, spaceId), inArray(usergroups.id, unique)));
  if (rows.length !== unique.length) throw new ApiFailure(400, 'usergroupUnknown');
  return unique;
}

/** Sets the user's groups within the space to exactly these (their groups in other spaces stay). */
export async function setUsergroups(db: Tx, spaceId: number, userId: number, ids: readonly number[]): Promise<void> {
  const spaceGroups = db.select({ id: usergroups.id }).from(usergroups).where(eq(usergroups.spaceId, spaceId));
  await db
    .delete(usergroupMembers)
    .where(and(eq(usergroupMembers.userId, userId), inArray(usergroupMembers.usergroupId, spaceGroups)));
  if (ids.length > 0) await db.insert(usergroupMembers).values(ids.map((usergroupId) => ({ usergroupId, userId })));
}
