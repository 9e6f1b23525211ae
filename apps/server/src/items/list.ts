// GET v1/items: the user settings' filters (spec §3), the default statuses (spec §9: new and
// inprogress), search, and keyset pagination by (created_at, id) — never OFFSET, so a deep page costs a first one.
import { DEFAULT_STATUS_FILTER } from '@console/spec';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { type Item, type ItemsMessage, type ItemsPage, type ItemsQuery, type Post } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { itemAuthors, itemPosts, items, itemTags } from '../db/schema.ts';
import { cursorParts, CURSOR_ID_MAX, CURSOR_SECONDS_MAX } from '../http/cursors.ts';
import { drilledItems, drillOf, drillWalks, type Drill } from '../stats/drill.ts';
import { visibleItems, type ItemScope } from './access.ts';
import { loadItems, toPost } from './load.ts';

export const ITEMS_PAGE_DEFAULT = 50;

const all = <T extends string>(value: T | readonly T[] | undefined): readonly T[] | null =>
  value === undefined ? null : typeof value === 'string' ? [value] : value;
const numbers = (value: string | readonly string[] | undefined) => all(value)?.map(Number) ?? null;

// The cursor is the last row's "created_at:id" (seconds), base64: the same as the MSW inbox's.
export const encodeCursor = (item: Pick<Item, 'created_at' | 'id'>): string =>
  Buffer.from(`${item.created_at}:${item.id}`).toString('base64');
function decodeCursor(cursor: string): { at: number; id: number } {
  const [at, id] = cursorParts(cursor, 'base64', /^(\d{1,12}):(\d{1,10})$/, [CURSOR_SECONDS_MAX, CURSOR_ID_MAX]);
  return { at: at!, id: id! };
}

/** `%`, `_` and `\` are literal in the user's search. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The user, the items they see (spaces and user-group limit, access.ts), and the time. */
export type ListScope = { userId: number; scope: ItemScope; now: number };

/** More authors than this whose name matches the search: the name is filtered on each joined row instead. */
export const SEARCH_AUTHORS_MAX = 100;

/**
 * The authors of the scope's spaces whose name contains the search, or null when more than SEARCH_AUTHORS_MAX do.
 * Found first (item_authors_name_trgm) so that the items query is `text ilike … or author_id in (…)` on `items` alone:
 * an OR over the joined author's name kept the planner from the trigram index on items.text (migration 0016) and
 * checked every row's author, walking the whole inbox when few items matched.
 */
async function authorsNamed(db: Db, spaceIds: readonly number[], search: string): Promise<number[] | null> {
  const rows = await db
    .select({ id: itemAuthors.id })
    .from(itemAuthors)
    .where(and(inArray(itemAuthors.spaceId, [...spaceIds]), ilike(itemAuthors.name, likePattern(search))))
    .limit(SEARCH_AUTHORS_MAX + 1);
  return rows.length > SEARCH_AUTHORS_MAX ? null : rows.map((row) => row.id);
}

/**
 * The rows a query selects, before pagination (also used by the author's items). `searchAuthorIds`: the authors whose
 * name matches the search (authorsNamed); without them the name is matched on the author loadItems joins.
 */
export function itemFilters(
  query: ItemsQuery,
  scope: ListScope,
  searchAuthorIds: readonly number[] | null = null,
  drill: Drill | null = null,
): SQL | undefined {
  // Drill-down (spec §2.3, docs/stats.md): with an event filter the list holds the comments the number counts, whatever their status
  // today (no default statuses), the thread's answers from the network as well, excluded ones too (as the rollups).
  const statuses = all(query['status[]']) ?? (drill ? null : DEFAULT_STATUS_FILTER);
  const companies = numbers(query['company_id[]']);
  const objects = numbers(query['object_id[]']);
  const tags = numbers(query['tag_id[]']);
  const providers = all(query['provider[]']);
  const priorities = all(query['priority[]']);
  const sentiments = all(query['sentiment[]']);
  const posts = numbers(query['post_id[]']);
  const search = query.q?.trim() ?? '';
  return and(
    visibleItems(scope.scope),
    drill ? drilledItems(drill, scope.scope.itemSpaceIds) : isNull(items.parentId),
    drill ? undefined : eq(items.excluded, false),
    statuses ? inArray(items.status, [...statuses]) : undefined,
    companies ? inArray(items.companyId, [...companies]) : undefined,
    objects ? inArray(items.objectId, [...objects]) : undefined,
    providers ? inArray(items.provider, [...providers]) : undefined,
    priorities ? inArray(items.priority, [...priorities]) : undefined,
    sentiments ? inArray(items.sentiment, [...sentiments]) : undefined,
    // A post's comments as the rollups count them (stats/rollups.ts threadEvents): the comment's post, else its root's.
    posts === null
      ? undefined
      : inArray(sql`coalesce(${items.postId}, (select p.post_id from ${items} p where p.id = ${items.parentId}))`, [...posts]),
    tags === null
      ? undefined
      : sql`exists (select 1 from ${itemTags} where ${itemTags.itemId} = ${items.id} and ${inArray(itemTags.tagId, [...tags])})`,
    query.author_id === undefined ? undefined : eq(items.authorId, Number(query.author_id)),
    query.hide_other === '1' ? or(isNull(items.assigneeId), eq(items.assigneeId, scope.userId)) : undefined,
    query.assignment === 'mine' ? eq(items.assigneeId, scope.userId) : undefined,
    query.assignment === 'unassigned' ? isNull(items.assigneeId) : undefined,
    search === '' ? undefined : searchCondition(search, searchAuthorIds),
  );
}

function searchCondition(search: string, authorIds: readonly number[] | null): SQL | undefined {
  const inText = ilike(items.text, likePattern(search));
  // loadItems joins the author: the name is searched on the joined row.
  if (authorIds === null) return or(inText, ilike(itemAuthors.name, likePattern(search)));
  return authorIds.length === 0 ? inText : or(inText, inArray(items.authorId, [...authorIds]));
}

/** The posts of a page's rows (screens.md row: its post, a story's time left): one query for the page's distinct ids. */
export async function postsOfPage(db: Db, page: readonly Item[]): Promise<Post[]> {
  const ids = [...new Set(page.flatMap((item) => (item.post_id === null ? [] : [item.post_id])))];
  if (ids.length === 0) return [];
  const rows = await db.select().from(itemPosts).where(inArray(itemPosts.id, ids)).orderBy(asc(itemPosts.id));
  return rows.map(toPost);
}

/** An 'items.new' or 'items.changed' with the posts of its items, loaded as a page's are: a live row shows its post too. */
export async function itemsMessage(db: Db, method: ItemsMessage['method'], rows: readonly Item[]): Promise<ItemsMessage> {
  return { method, items: [...rows], posts: await postsOfPage(db, rows) };
}

export async function listItems(db: Db, query: ItemsQuery, scope: ListScope): Promise<ItemsPage> {
  if (scope.scope.spaceIds.length === 0) return { items: [], next_cursor: null, posts: [] };
  const limit = Number(query.limit ?? ITEMS_PAGE_DEFAULT);
  const reversed = query.reversed === '1';
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  const at = after && new Date(after.at * 1000);
  const keyset = after
    ? reversed
      ? sql`(${items.createdAt}, ${items.id}) > (${at?.toISOString()}::timestamptz, ${after.id})`
      : sql`(${items.createdAt}, ${items.id}) < (${at?.toISOString()}::timestamptz, ${after.id})`
    : undefined;
  const direction = reversed ? asc : desc;
  const search = query.q?.trim() ?? '';
  const searchAuthorIds = search === '' ? null : await authorsNamed(db, scope.scope.spaceIds, search);
  const drilled = await drillOf(db, query, scope.userId, scope.scope.spaceIds);
  const drill = drilled && (await drillWalks(db, drilled, scope.scope.itemSpaceIds, scope.now));
  const rows = await loadItems(db, {
    userId: scope.userId,
    now: scope.now,
    where: and(itemFilters(query, scope, searchAuthorIds, drill), keyset),
    order: [direction(items.createdAt), direction(items.id)],
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  return {
    items: page,
    next_cursor: rows.length > limit ? encodeCursor(page.at(-1)!) : null,
    posts: await postsOfPage(db, page),
  };
}
