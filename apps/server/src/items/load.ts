// Items, authors, posts and history rows as the contract's shapes (packages/api/src/contract/items.ts).
import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { BLOCKED_FOREVER, type Author, type HistoryEntry, type Item, type NetworkId, type Post } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { withWaiting } from './waiting.ts';
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

// quality.md "p99 <= 25 ms": each item is built as ONE json value in SQL (json_build_object) rather than ~45 columns.
// On the embedded database most of a page's cost was the wire protocol's per-field decoding and the row mapping in
// JS; one field per row leaves the planner the same plan (items by index, their author by key, small subqueries).
const unixSql = (value: SQL | AnyColumn) => sql`floor(extract(epoch from ${value}))::int8`;
const userRefSql = (id: AnyColumn, name: SQL) =>
  sql`case when ${id} is null then null else json_build_object('id', ${id}, 'name', coalesce((${name}), '')) end`;
const nameOf = (id: AnyColumn) => sql`select ${users.name} from ${users} where ${users.id} = ${id}`;
const object = (fields: Record<string, SQL | AnyColumn>) =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;
export const idList = (ids: unknown): number[] =>
  Array.isArray(ids) ? ids.map(Number) : typeof ids === 'string' && ids.length > 2 ? ids.slice(1, -1).split(',').map(Number) : [];

/** The contract's Author of the joined `item_authors` row, as json (toAuthor's rules, blockedUntil's "forever"). */
function authorJson(now: number): SQL {
  const until = sql`(select ${authorBlocks.until} from ${authorBlocks} where ${authorBlocks.authorId} = ${itemAuthors.id})`;
  return object({
    id: itemAuthors.id,
    provider: itemAuthors.provider,
    provider_id: itemAuthors.providerId,
    name: itemAuthors.name,
    avatar: itemAuthors.avatar,
    url: itemAuthors.url,
    labels: sql`array(select ${authorLabels.labelId} from ${authorLabels} where ${authorLabels.authorId} = ${itemAuthors.id} order by 1)`,
    notes_count: itemAuthors.notesCount,
    blocked_until: sql`(select case when u <= ${new Date(now).toISOString()}::timestamptz then null when u >= ${FOREVER_AFTER.toISOString()}::timestamptz then ${BLOCKED_FOREVER}::int8 else ${unixSql(sql`u`)} end from ${until} as b(u))`,
    items_count: itemAuthors.itemsCount,
    last_activity_at: unixSql(itemAuthors.lastActivityAt),
  });
}

/** The contract's Item of the `items` row joined with its author, as seen by `userId` (unread), as json. */
function itemJson(userId: number, now: number): SQL<Item> {
  return object({
    id: items.id,
    object_id: items.objectId,
    company_id: items.companyId,
    provider: items.provider,
    kind: items.kind,
    post_id: items.postId,
    author: authorJson(now),
    parent_id: items.parentId,
    text: items.text,
    rating: items.rating,
    created_at: unixSql(items.createdAt),
    edited_at: unixSql(items.editedAt),
    status: items.status,
    priority: items.priority,
    sentiment: items.sentiment,
    tags: sql`array(select ${itemTags.tagId} from ${itemTags} where ${itemTags.itemId} = ${items.id} order by 1)`,
    assignee: userRefSql(items.assigneeId, nameOf(items.assigneeId)),
    usergroup: userRefSql(
      items.usergroupId,
      sql`select ${usergroups.name} from ${usergroups} where ${usergroups.id} = ${items.usergroupId}`,
    ),
    unread: sql`not ${items.fromUs} and not exists (select 1 from ${itemReads} where ${itemReads.itemId} = ${items.id} and ${itemReads.userId} = ${userId})`,
    liked: items.liked,
    hidden: items.hidden,
    from_us: items.fromUs,
    replied_by: userRefSql(items.repliedBy, nameOf(items.repliedBy)),
    delivery: items.delivery,
    version: items.version,
  }) as SQL<Item>;
}

/** Items matching `where`, as seen by `userId` (unread), in `order`, at most `limit`: one query, one json per item. */
export async function loadItems(
  db: Db,
  options: { userId: number; now: number; where: SQL | undefined; order?: SQL[]; limit?: number },
): Promise<Item[]> {
  const query = db
    .select({ item: itemJson(options.userId, options.now) })
    .from(items)
    .innerJoin(itemAuthors, eq(itemAuthors.id, items.authorId))
    .where(options.where)
    .orderBy(...(options.order ?? [asc(items.id)]));
  const rows = await (options.limit === undefined ? query : query.limit(options.limit));
  return withWaiting(
    db,
    rows.map((row) => row.item),
  );
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
