import { waitingSince, type ConversationEntry } from '@console/spec';
import { inArray, or, sql } from 'drizzle-orm';
import type { Item } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { items } from '../db/schema.ts';

// Statuses whose comment waits for nobody: the team closed or deleted it (answered or not).
const SETTLED: ReadonlySet<Item['status']> = new Set(['closed', 'deleted']);

/**
 * Each item with `waiting_since` (docs/answers.md): its author's wait in its thread by the one rule of @console/spec
 * (the author's comments and our replies), shown on the comments it covers; null for ours, settled ones, answered ones.
 */
export async function withWaiting(db: Db, list: readonly Item[]): Promise<Item[]> {
  const open = list.filter((item) => !item.from_us && !SETTLED.has(item.status));
  const roots = [...new Set(open.map((item) => item.parent_id ?? item.id))];
  const rows =
    roots.length === 0
      ? []
      : await db
          .select({
            root: sql<number>`coalesce(${items.parentId}, ${items.id})`.mapWith(Number),
            authorId: items.authorId,
            fromUs: items.fromUs,
            at: items.createdAt,
          })
          .from(items)
          .where(or(inArray(items.id, roots), inArray(items.parentId, roots)));
  return list.map((item) => {
    if (!open.includes(item)) return { ...item, waiting_since: null };
    const root = item.parent_id ?? item.id;
    const entries: ConversationEntry[] = rows
      .filter((row) => row.root === root && (row.fromUs || row.authorId === item.author.id))
      .map((row) => ({ at: Math.floor(row.at.getTime() / 1000), ours: row.fromUs }));
    const since = waitingSince(entries);
    // A comment our reply came after is answered, though the author wrote again later.
    return { ...item, waiting_since: since !== null && since <= item.created_at ? since : null };
  });
}
