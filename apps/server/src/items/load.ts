// Items, authors, posts and history rows as the contract's shapes (packages/api/src/contract/items.ts).
import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { BLOCKED_FOREVER, type Author, type HistoryEntry, type Item, type NetworkId, type Post } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import type { itemPosts } from '../db/schema.ts';
import {
  authorBlocks,
  authorLabels,
  itemAuthors,
  itemHistory,
  itemReads,
  items,
  itemTags,
  usergroups,
  users,
} from '../db/schema.ts';

export const unix = (date: Date): number => Math.floor(date.getTime() / 1000);
const unixOrNull = (date: Date | null): number | null => (date ? unix(date) : null);
/** Items keep whole seconds: the keyset cursor is (created_at seconds, id), the same as the MSW inbox's. */
export const wholeSeconds = (ms: number): Date => new Date(Math.floor(ms / 1000) * 1000);

// Far-future blocks are "forever" (spec §3); the contract carries them as BLOCKED_FOREVER.
const FOREVER_AFTER = new Date('2100-01-01T00:00:00Z');
const blockedUntil = (until: Date | null, now: number): number | null => {
  if (!until || until.getTime() <= now) return null;
  return until >= FOREVER_AFTER ? BLOCKED_FOREVER : unix(until);
};

type AuthorRow = typeof itemAuthors.$inferSelect;

async function labelsOf(db: Db, authorIds: readonly number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (authorIds.length === 0) return map;
  const rows = await db
    .select()
    .from(authorLabels)
    .where(inArray(authorLabels.authorId, [...authorIds]))
    .orderBy(asc(authorLabels.labelId));
  for (const row of rows) map.set(row.authorId, [...(map.get(row.authorId) ?? []), row.labelId]);
  return map;
}

export function toAuthor(row: AuthorRow, labels: number[], until: Date | null, now: number): Author {
  return {
    id: row.id,
    provider: row.provider as NetworkId,
    provider_id: row.providerId,
    name: row.name,
    avatar: row.avatar,
    url: row.url,
    labels,
    notes_count: row.notesCount,
    blocked_until: blockedUntil(until, now),
    items_count: row.itemsCount,
    last_activity_at: unixOrNull(row.lastActivityAt),
  };
}

/** Authors by a condition, with their labels and blocks, in the given order. */
export async function loadAuthors(db: Db, where: SQL | undefined, now: number, order: SQL[] = [], limit?: number) {
  const query = db
    .select({ author: itemAuthors, until: authorBlocks.until })
    .from(itemAuthors)
    .leftJoin(authorBlocks, eq(authorBlocks.authorId, itemAuthors.id))
    .where(where)
    .orderBy(...order);
  const rows = await (limit === undefined ? query : query.limit(limit));
  const labels = await labelsOf(
    db,
    rows.map((row) => row.author.id),
  );
  return rows.map((row) => toAuthor(row.author, labels.get(row.author.id) ?? [], row.until, now));
}

// The page's names, block, read mark, tags and labels come from one-row subqueries, not joins: the planner then
// orders only items and their author (a 6-way join cost more to plan than to run on 100,000 items; quality.md p99).
const nameOf = (id: AnyColumn) => sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${id})`;
export const idList = (ids: unknown): number[] =>
  Array.isArray(ids) ? ids.map(Number) : typeof ids === 'string' && ids.length > 2 ? ids.slice(1, -1).split(',').map(Number) : [];

/** Items matching `where`, as seen by `userId` (unread), in `order`, at most `limit`: one query. */
export async function loadItems(
  db: Db,
  options: { userId: number; now: number; where: SQL | undefined; order?: SQL[]; limit?: number },
): Promise<Item[]> {
  const query = db
    .select({
      item: items,
      author: itemAuthors,
      until: sql`(select ${authorBlocks.until} from ${authorBlocks} where ${authorBlocks.authorId} = ${items.authorId})`.mapWith(
        authorBlocks.until,
      ),
      assigneeName: nameOf(items.assigneeId),
      replierName: nameOf(items.repliedBy),
      usergroupName: sql<
        string | null
      >`(select ${usergroups.name} from ${usergroups} where ${usergroups.id} = ${items.usergroupId})`,
      read: sql<boolean>`exists (select 1 from ${itemReads} where ${itemReads.itemId} = ${items.id} and ${itemReads.userId} = ${options.userId})`,
      tags: sql<unknown>`array(select ${itemTags.tagId} from ${itemTags} where ${itemTags.itemId} = ${items.id} order by 1)`,
      labels: sql<unknown>`array(select ${authorLabels.labelId} from ${authorLabels} where ${authorLabels.authorId} = ${items.authorId} order by 1)`,
    })
    .from(items)
    .innerJoin(itemAuthors, eq(itemAuthors.id, items.authorId))
    .where(options.where)
    .orderBy(...(options.order ?? [asc(items.id)]));
  const rows = await (options.limit === undefined ? query : query.limit(options.limit));
  return rows.map(({ item, author, until, assigneeName, replierName, usergroupName, read, tags, labels }) => ({
    id: item.id,
    object_id: item.objectId,
    company_id: item.companyId,
    provider: item.provider as NetworkId,
    kind: item.kind,
    post_id: item.postId,
    author: toAuthor(author, idList(labels), until, options.now),
    parent_id: item.parentId,
    text: item.text,
    rating: item.rating,
    created_at: unix(item.createdAt),
    edited_at: unixOrNull(item.editedAt),
    status: item.status,
    priority: item.priority,
    sentiment: item.sentiment,
    tags: idList(tags),
    assignee: item.assigneeId === null ? null : { id: item.assigneeId, name: assigneeName ?? '' },
    usergroup: item.usergroupId === null ? null : { id: item.usergroupId, name: usergroupName ?? '' },
    unread: !item.fromUs && !read,
    liked: item.liked,
    hidden: item.hidden,
    from_us: item.fromUs,
    replied_by: item.repliedBy === null ? null : { id: item.repliedBy, name: replierName ?? '' },
    delivery: item.delivery,
    version: item.version,
  }));
}

export async function loadItem(db: Db, id: number, userId: number, now: number): Promise<Item | undefined> {
  const [item] = await loadItems(db, { userId, now, where: eq(items.id, id) });
  return item;
}

export function toPost(row: typeof itemPosts.$inferSelect): Post {
  return {
    id: row.id,
    object_id: row.objectId,
    text: row.text,
    url: row.url,
    image: row.image,
    created_at: unix(row.createdAt),
    expires_at: unixOrNull(row.expiresAt),
  };
}

/** History rows of an item, newest first (or those after a version, oldest first, for a 409). */
export async function loadHistory(db: Db, itemId: number, afterVersion?: number): Promise<HistoryEntry[]> {
  const rows = await db
    .select({ entry: itemHistory, name: users.name })
    .from(itemHistory)
    .leftJoin(users, eq(users.id, itemHistory.userId))
    .where(
      and(eq(itemHistory.itemId, itemId), afterVersion === undefined ? undefined : sql`${itemHistory.version} > ${afterVersion}`),
    )
    .orderBy(...(afterVersion === undefined ? [sql`${itemHistory.id} desc`] : [asc(itemHistory.id)]));
  return rows.map(({ entry, name }) => ({
    id: entry.id,
    item_id: entry.itemId,
    user: entry.userId === null ? null : { id: entry.userId, name: name ?? '' },
    field: entry.field as HistoryEntry['field'],
    from: entry.fromValue,
    to: entry.toValue,
    at: unix(entry.at),
  }));
}
