// Who may touch which item (issue 6): items of another space answer 404 like missing ones; every write is checked
// with the shared rules of packages/api/src/contract/itemRules.ts and the provider catalogue (spec §1, §3).
import { and, eq, inArray } from 'drizzle-orm';
import { providerOf, roleCan, type ItemPermission, type ProviderAction } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { items, spaces, type users } from '../db/schema.ts';
import { spaceIdsOf } from '../domain/counts.ts';
import { ApiFailure } from '../http/errors.ts';

export type ItemRow = typeof items.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** The item when it is in one of the user's spaces; 404 otherwise. */
export async function itemOfUser(db: Db, user: UserRow, id: number): Promise<ItemRow> {
  const spaceIds = await spaceIdsOf(db, user.id);
  const [row] =
    spaceIds.length === 0
      ? []
      : await db
          .select()
          .from(items)
          .where(and(eq(items.id, id), inArray(items.spaceId, spaceIds)));
  if (!row) throw new ApiFailure(404, 'notFound');
  return row;
}

export function requirePermission(user: UserRow, permission: ItemPermission): void {
  if (!roleCan(user.role, permission)) throw new ApiFailure(403, 'itemRoleForbidden');
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
