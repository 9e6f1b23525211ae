// spec §7 GET v1/counts: what exists for the user's spaces. Issues and monitoring mentions have no tables yet, so
// their counters answer 0; the features that add them fill in their counter here (config and counts share it).
import { and, eq, inArray, sum } from 'drizzle-orm';
import type { Counts } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { itemCounts, spaceMembers, type users } from '../db/schema.ts';

export type CountsOptions = {
  /** spec §7 `monitoring=1`: count monitoring mentions too; otherwise monitoring_count is 0. */
  monitoring: boolean;
};

type Counter = (db: Db, spaceIds: readonly number[]) => Promise<number>;

// No issues or monitoring tables exist yet (issue 3): nothing to count.
const nothingYet: Counter = async (_db, _spaceIds) => 0;

// Issue 6: the new (unprocessed) items of the user's spaces, from the counters the items trigger keeps.
const newItems: Counter = async (db, spaceIds) => {
  const [row] = await db
    .select({ n: sum(itemCounts.count) })
    .from(itemCounts)
    .where(and(inArray(itemCounts.spaceId, [...spaceIds]), eq(itemCounts.status, 'new')));
  return Number(row?.n ?? 0);
};

/** One counter per field; quality.md: later ones read maintained counters, not COUNT(*) over the lists. */
export const COUNTERS: Record<keyof Counts, Counter> = {
  items_count: newItems,
  issues_count: nothingYet,
  issues_expired_count: nothingYet,
  monitoring_count: nothingYet,
};

export async function spaceIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ id: spaceMembers.spaceId }).from(spaceMembers).where(eq(spaceMembers.userId, userId));
  return rows.map((row) => row.id);
}

export async function countsFor(db: Db, user: typeof users.$inferSelect, options: CountsOptions): Promise<Counts> {
  const spaceIds = await spaceIdsOf(db, user.id);
  const count = (field: keyof Counts) => (spaceIds.length === 0 ? Promise.resolve(0) : COUNTERS[field](db, spaceIds));
  const [items, issues, issuesExpired, monitoring] = await Promise.all([
    count('items_count'),
    count('issues_count'),
    count('issues_expired_count'),
    options.monitoring ? count('monitoring_count') : Promise.resolve(0),
  ]);
  return { items_count: items, issues_count: issues, issues_expired_count: issuesExpired, monitoring_count: monitoring };
}
