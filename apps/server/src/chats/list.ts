// GET v1/chats and v1/chats/counts: the user settings' filters (spec §3), the tabs, the default statuses
// (spec §9: new and inprogress, plus open where the company allows it), search, and keyset pagination by
// (updated_at, id), or (priority rank, updated_at, id) under the 'priority' sort — never OFFSET.
import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ChatsCounts, ChatsCountsQuery, ChatsPage, ChatsQuery } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { chatMessages, chatReads, chats, companies, itemAuthors } from '../db/schema.ts';
import { cursorParts, CURSOR_ID_MAX, CURSOR_MS_MAX } from '../http/cursors.ts';
import { visibleChats, type ItemScope } from '../items/access.ts';
import { likePattern } from '../items/list.ts';
import { drilledChats, drillOf, type Drill } from '../stats/drill.ts';
import { mineCondition } from './assignees.ts';
import { loadChats, unreadOf, unreadSql } from './load.ts';

export const CHATS_PAGE_DEFAULT = 50;

const all = <T extends string>(value: T | readonly T[] | undefined): readonly T[] | null =>
  value === undefined ? null : typeof value === 'string' ? [value] : value;
const numbers = (value: string | readonly string[] | undefined) => all(value)?.map(Number) ?? null;

// The cursor is the last row's "updated_at ms:id" (with the priority's rank first under the 'priority' sort), base64.
const encodeCursor = (updatedAt: number, id: number, rank?: number): string =>
  Buffer.from(`${rank === undefined ? '' : `${rank}:`}${updatedAt}:${id}`).toString('base64');
function decodeCursor(cursor: string, ranked: boolean): { rank: number; at: Date; id: number } {
  const pattern = ranked ? /^([0-2]):(\d{1,15}):(\d{1,10})$/ : /^()(\d{1,15}):(\d{1,10})$/;
  const [rank, at, id] = cursorParts(cursor, 'base64', pattern, [2, CURSOR_MS_MAX, CURSOR_ID_MAX]);
  return { rank: rank!, at: new Date(at!), id: id! };
}

// The priority as a number (the index chats_space_priority orders by the same expression): high 2, normal 1, low 0.
const priorityRank = sql<number>`(case ${chats.priority} when 'high' then 2 when 'normal' then 1 else 0 end)`;

/** Whose chats (access.ts: spaces, the group limit) and, for the 'mine' tab, the user's groups and departments. */
export type ChatScope = ItemScope & { now: number; departmentIds: readonly number[] };

// spec §9: chats count open as well when the company's status_open setting allows it.
const defaultStatuses = (): SQL =>
  or(
    inArray(chats.status, ['new', 'inprogress']),
    and(
      eq(chats.status, 'open'),
      sql`exists (select 1 from ${companies} where ${companies.id} = ${chats.companyId} and (${companies.settings}->>'status_open')::boolean)`,
    ),
  )!;

/** The rows a query selects, before the tab and pagination. */
export function chatFilters(query: ChatsCountsQuery, scope: ChatScope, drill: Drill | null = null): SQL | undefined {
  const statuses = all(query['status[]']);
  const companyIds = numbers(query['company_id[]']);
  const objectIds = numbers(query['object_id[]']);
  const providers = all(query['provider[]']);
  const search = query.q?.trim() ?? '';
  return and(
    visibleChats(scope),
    // Drill-down (spec §2.3, docs/stats.md): the chats an event counts, whatever their status today (no default statuses).
    drill ? drilledChats(drill, scope.chatSpaceIds) : undefined,
    statuses ? inArray(chats.status, [...statuses]) : drill ? undefined : defaultStatuses(),
    companyIds ? inArray(chats.companyId, [...companyIds]) : undefined,
    objectIds ? inArray(chats.objectId, [...objectIds]) : undefined,
    providers ? inArray(chats.provider, [...providers]) : undefined,
    query.author_id === undefined ? undefined : eq(chats.authorId, Number(query.author_id)),
    query.unread === '1' ? gt(unreadSql(scope.userId), 0) : undefined,
    search === ''
      ? undefined
      : or(
          ilike(chats.excerpt, likePattern(search)),
          sql`exists (select 1 from ${itemAuthors} where ${itemAuthors.id} = ${chats.authorId} and ${ilike(itemAuthors.name, likePattern(search))})`,
          // The message history too: a customer's words from weeks ago find the chat.
          sql`exists (select 1 from ${chatMessages} where ${chatMessages.chatId} = ${chats.id} and ${ilike(chatMessages.text, likePattern(search))})`,
        ),
  );
}

// A page walks the chats in its order, checking each for the event (stats/drill.ts drilledChats), and stops at the page.
const walking = (drill: Drill | null): Drill | null => drill && { ...drill, walk: true };

export async function listChats(db: Db, query: ChatsQuery, scope: ChatScope): Promise<ChatsPage> {
  if (scope.spaceIds.length === 0) return { items: [], next_cursor: null };
  const limit = Number(query.limit ?? CHATS_PAGE_DEFAULT);
  const sort = query.sort ?? 'updated';
  const ranked = sort === 'priority';
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor, ranked);
  const at = after && sql`${after.at.toISOString()}::timestamptz`;
  // Keyset over the sort's whole key (never OFFSET); 'priority' is highest first, then last activity first.
  const keyset = !after
    ? undefined
    : sort === 'oldest'
      ? sql`(${chats.updatedAt}, ${chats.id}) > (${at}, ${after.id})`
      : ranked
        ? sql`(${priorityRank}, ${chats.updatedAt}, ${chats.id}) < (${after.rank}, ${at}, ${after.id})`
        : sql`(${chats.updatedAt}, ${chats.id}) < (${at}, ${after.id})`;
  const tab =
    query.tab === 'mine'
      ? mineCondition(scope.userId, scope)
      : query.tab === 'unassigned'
        ? isNull(chats.assigneeType)
        : undefined;
  const direction = sort === 'oldest' ? asc : desc;
  const rows = await db
    .select({ id: chats.id, updatedAt: chats.updatedAt, rank: priorityRank })
    .from(chats)
    .where(and(chatFilters(query, scope, walking(await drillOf(db, query, scope.userId, scope.spaceIds))), tab, keyset))
    .orderBy(...(ranked ? [desc(priorityRank)] : []), direction(chats.updatedAt), direction(chats.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const ids = page.map((row) => row.id);
  const loaded =
    ids.length === 0 ? [] : await loadChats(db, { now: scope.now, where: inArray(chats.id, ids), userId: scope.userId });
  const byId = new Map(loaded.map((chat) => [chat.id, chat]));
  const last = page.at(-1);
  return {
    items: ids.map((id) => byId.get(id)!),
    next_cursor:
      rows.length > limit && last
        ? encodeCursor(last.updatedAt.getTime(), last.id, ranked ? Number(last.rank) : undefined)
        : null,
  };
}

/** The tabs' counts under the list's filters: one indexed count over the space's chats (quality.md: no list scan). */
export async function countChats(db: Db, query: ChatsCountsQuery, scope: ChatScope): Promise<ChatsCounts> {
  if (scope.spaceIds.length === 0) return { mine: 0, unassigned: 0, all: 0, unread: 0 };
  // Unread from one join of the user's reads: a lookup per chat (unreadSql) cost 0.3 s over 63,000 chats (the bench's
  // year drilled).
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      mine: sql<number>`(count(*) filter (where ${mineCondition(scope.userId, scope)}))::int`,
      unassigned: sql<number>`(count(*) filter (where ${isNull(chats.assigneeType)}))::int`,
      unread: sql<number>`(count(*) filter (where ${gt(unreadOf(chatReads.readCount), 0)}))::int`,
    })
    .from(chats)
    .leftJoin(chatReads, and(eq(chatReads.chatId, chats.id), eq(chatReads.userId, scope.userId)))
    .where(chatFilters(query, scope, await drillOf(db, query, scope.userId, scope.spaceIds)));
  return { mine: row?.mine ?? 0, unassigned: row?.unassigned ?? 0, all: row?.all ?? 0, unread: row?.unread ?? 0 };
}
