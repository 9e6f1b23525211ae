// spec §7 GET v1/counts: what exists for the user's spaces. Monitoring mentions have no tables yet, so their counter
// answers 0; the features that add them fill in their counter here (config and counts share it). Issues: the open
// issues matching the user's issues settings (issues_assigned_to, issues_department_id), from issue_counts.
import { and, count as countRows, eq, inArray, isNull, sum, type SQL } from 'drizzle-orm';
import type { Counts } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { issueCounts, issues, itemCounts, items, spaceMembers, type users } from '../db/schema.ts';
import { visibleIssues } from '../issues/access.ts';
import { itemScopeOf, visibleItems, type ItemScope } from '../items/access.ts';

export type CountsOptions = {
  /** spec §7 `monitoring=1`: count monitoring mentions too; otherwise monitoring_count is 0. */
  monitoring: boolean;
};

type Counter = (db: Db, spaceIds: readonly number[]) => Promise<number>;

// No monitoring tables exist yet: nothing to count.
const nothingYet: Counter = async (_db, _spaceIds) => 0;

// The new (unprocessed) items of the user's spaces, from the counters the items trigger keeps.
const newItems: Counter = async (db, spaceIds) => {
  const [row] = await db
    .select({ n: sum(itemCounts.count) })
    .from(itemCounts)
    .where(and(inArray(itemCounts.spaceId, [...spaceIds]), eq(itemCounts.status, 'new')));
  return Number(row?.n ?? 0);
};

/** What the user's issues settings narrow the issue counts to (spec §3 issues_assigned_to, issues_department_id). */
type IssueFilter = { assignedTo?: number | null; departmentIds?: readonly number[]; expired?: boolean };

// The kept counters (issue_counts: per space, assignee, department and expiry; 0 = none) matching the filter.
async function keptIssues(db: Db, spaceIds: readonly number[], filter: IssueFilter): Promise<number> {
  const departments = filter.departmentIds ?? [];
  const [row] = await db
    .select({ n: sum(issueCounts.count) })
    .from(issueCounts)
    .where(
      and(
        inArray(issueCounts.spaceId, [...spaceIds]),
        filter.assignedTo == null ? undefined : eq(issueCounts.assigneeId, filter.assignedTo),
        departments.length === 0 ? undefined : inArray(issueCounts.departmentId, [...departments]),
        filter.expired ? eq(issueCounts.expired, true) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

// spec §1 user-group limit: where the user is limited, their groups' open issues are counted from the table (a share
// of one space's issues); the other spaces read the kept counters.
async function issueCountsFor(db: Db, scope: ItemScope, filter: IssueFilter): Promise<number> {
  const limited = scope.limitedSpaceIds;
  const free = scope.spaceIds.filter((id) => !limited.includes(id));
  const departments = filter.departmentIds ?? [];
  const conditions: Array<SQL | undefined> = [
    isNull(issues.closedAt),
    filter.assignedTo == null ? undefined : eq(issues.assigneeId, filter.assignedTo),
    departments.length === 0 ? undefined : inArray(issues.departmentId, [...departments]),
    filter.expired ? eq(issues.expired, true) : undefined,
  ];
  const [kept, own] = await Promise.all([
    free.length === 0 ? 0 : keptIssues(db, free, filter),
    limited.length === 0
      ? 0
      : db
          .select({ n: countRows() })
          .from(issues)
          .where(and(visibleIssues({ ...scope, spaceIds: limited, limitedSpaceIds: limited }), ...conditions))
          .then(([row]) => row?.n ?? 0),
  ]);
  return kept + own;
}

/** One counter per field; quality.md: later ones read maintained counters, not COUNT(*) over the lists. */
export const COUNTERS: Record<keyof Counts, Counter> = {
  items_count: newItems,
  // Every open issue of the spaces; countsFor narrows them to the user's issues settings (issueCountsFor).
  issues_count: (db, spaceIds) => keptIssues(db, spaceIds, {}),
  issues_expired_count: (db, spaceIds) => keptIssues(db, spaceIds, { expired: true }),
  monitoring_count: nothingYet,
};

export async function spaceIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ id: spaceMembers.spaceId }).from(spaceMembers).where(eq(spaceMembers.userId, userId));
  return rows.map((row) => row.id);
}

// spec §1 user-group limit: where the user is limited, the new items of their groups are counted (a share of one
// space's new items, through the items_usergroup_created index); the other spaces read the kept counters.
async function newItemsFor(db: Db, scope: ItemScope): Promise<number> {
  // Only the spaces where the membership has the items flag count (spec §1, §3: flags per membership).
  const limited = scope.limitedSpaceIds.filter((id) => scope.itemSpaceIds.includes(id));
  const free = scope.itemSpaceIds.filter((id) => !limited.includes(id));
  const [kept, own] = await Promise.all([
    free.length === 0 ? 0 : COUNTERS.items_count(db, free),
    limited.length === 0
      ? 0
      : db
          .select({ n: countRows() })
          .from(items)
          .where(and(eq(items.status, 'new'), visibleItems({ ...scope, itemSpaceIds: limited })))
          .then(([row]) => row?.n ?? 0),
  ]);
  return kept + own;
}

export async function countsFor(db: Db, user: typeof users.$inferSelect, options: CountsOptions): Promise<Counts> {
  const scope = await itemScopeOf(db, user.id);
  const spaceIds = scope.spaceIds;
  const issueFilter: IssueFilter = {
    assignedTo: user.settings.issues_assigned_to ?? null,
    departmentIds: user.settings.issues_department_id ?? [],
  };
  const count = (field: keyof Counts) => (spaceIds.length === 0 ? Promise.resolve(0) : COUNTERS[field](db, spaceIds));
  const [newItemsCount, issues, issuesExpired, monitoring] = await Promise.all([
    newItemsFor(db, scope),
    spaceIds.length === 0 ? 0 : issueCountsFor(db, scope, issueFilter),
    spaceIds.length === 0 ? 0 : issueCountsFor(db, scope, { ...issueFilter, expired: true }),
    options.monitoring ? count('monitoring_count') : Promise.resolve(0),
  ]);
  return { items_count: newItemsCount, issues_count: issues, issues_expired_count: issuesExpired, monitoring_count: monitoring };
}
