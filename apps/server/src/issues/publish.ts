// docs/issues.md "Live list": after a write commits, `issues.changed {ids}` goes to the members of each issue's space
// (the actor's other tabs too); a member limited to user groups hears only their groups' issues (spec §1,
// realtime/socketPublisher.ts). Ids only: the open list revalidates over HTTP, which applies every other rule.
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { issues } from '../db/schema.ts';
import type { Publisher } from '../realtime/publisher.ts';

export async function publishIssuesChanged(deps: { db: Db; publisher: Publisher }, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await deps.db
    .select({ id: issues.id, spaceId: issues.spaceId, usergroupId: issues.usergroupId })
    .from(issues)
    .where(inArray(issues.id, [...new Set(ids)]))
    // In id order: the message (and the recordings of it) must not follow the table's physical order.
    .orderBy(asc(issues.id));
  const bySpace = new Map<number, typeof rows>();
  for (const row of rows) bySpace.set(row.spaceId, [...(bySpace.get(row.spaceId) ?? []), row]);
  for (const [spaceId, ofSpace] of bySpace) {
    const issueGroups = new Map(ofSpace.map((row) => [row.id, row.usergroupId]));
    deps.publisher.toSpace(spaceId, { method: 'issues.changed', ids: ofSpace.map((row) => row.id) }, { issueGroups });
  }
}
