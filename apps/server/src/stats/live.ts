// GET v1/stats/dashboard and v1/stats/live (docs/stats.md "Dashboard and live"): the counters now, read by the
// lists' own indexes (the inbox's partial index for comments, chats_space_status for chats), today's events against the
// last 30 days' from the rollups, the members' statuses and load, and who holds what open (the viewers' locks).
// Everything within what the caller sees, as their lists are (items/access.ts visibleItems, visibleChats).
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  periodDays,
  STATS_COUNT_COLUMNS,
  STATS_DASHBOARD_PERIOD_DAYS,
  STATS_OPEN_STATUSES,
  type LockTarget,
  type StatsDashboard,
  type StatsLive,
  type StatsNowQuery,
  type StatsOpenCounters,
  type StatsQuery,
  type StatsQueue,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { chats, items, spaceMembers, users, userStatuses } from '../db/schema.ts';
import { limitAllows, visibleChats, visibleItems, type ItemScope, type LockedRecord } from '../items/access.ts';
import { planOf } from './cubes.ts';
import { all, conditions, countsOf, dayEdges, keyConditions, neededDims, SUMS, type StatsReach } from './overall.ts';
import { rowsOf } from '../db/rows.ts';

/** Today in a zone, "YYYY-MM-DD". */
export const todayIn = (timeZone: string, now: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The dashboard's filters on a table with object_id, company_id and provider (items, chats). */
function filtersOn(table: typeof items | typeof chats, query: StatsNowQuery): SQL[] {
  const parts: SQL[] = [];
  const objects = all(query['object_id[]']).map(Number);
  if (objects.length > 0) parts.push(inArray(table.objectId, objects));
  const companies = all(query['company_id[]']).map(Number);
  if (companies.length > 0) parts.push(inArray(table.companyId, companies));
  const providers = all(query['provider[]']);
  if (providers.length > 0) parts.push(inArray(table.provider, providers));
  return parts;
}

// The inbox's rows (spec §9 default list: top-level, not excluded), which items_space_inbox_created indexes when open.
const inboxItems = (spaceId: number, scope: ItemScope, query: StatsNowQuery) =>
  and(
    eq(items.spaceId, spaceId),
    isNull(items.parentId),
    eq(items.excluded, false),
    visibleItems(scope),
    ...filtersOn(items, query),
  );

const openChats = (spaceId: number, scope: ItemScope, query: StatsNowQuery) =>
  and(eq(chats.spaceId, spaceId), visibleChats(scope), ...filtersOn(chats, query));

const OPEN = [...STATS_OPEN_STATUSES];

async function itemCounters(db: Db, spaceId: number, scope: ItemScope, query: StatsNowQuery): Promise<StatsOpenCounters> {
  const [row] = await db
    .select({
      open: sql<number>`count(*)::integer`,
      new: sql<number>`(count(*) filter (where ${items.status} = 'new'))::integer`,
      unassigned: sql<number>`(count(*) filter (where ${items.assigneeId} is null))::integer`,
    })
    .from(items)
    .where(and(inboxItems(spaceId, scope, query), inArray(items.status, OPEN)));
  return { open: Number(row?.open ?? 0), new: Number(row?.new ?? 0), unassigned: Number(row?.unassigned ?? 0) };
}

async function chatCounters(db: Db, spaceId: number, scope: ItemScope, query: StatsNowQuery): Promise<StatsOpenCounters> {
  const [row] = await db
    .select({
      open: sql<number>`count(*)::integer`,
      new: sql<number>`(count(*) filter (where ${chats.status} = 'new'))::integer`,
      unassigned: sql<number>`(count(*) filter (where ${chats.assigneeType} is null))::integer`,
    })
    .from(chats)
    .where(and(openChats(spaceId, scope, query), inArray(chats.status, OPEN)));
  return { open: Number(row?.open ?? 0), new: Number(row?.new ?? 0), unassigned: Number(row?.unassigned ?? 0) };
}

type Member = { userId: number; name: string; statusId: number | null; offline: boolean };

/** The space's members with their status now (users.status, a status of this space; another space's counts as none). */
async function membersOf(db: Db, spaceId: number): Promise<Member[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      status: users.status,
      statusSpace: userStatuses.spaceId,
      offline: userStatuses.offline,
    })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .leftJoin(userStatuses, eq(userStatuses.id, users.status))
    .where(eq(spaceMembers.spaceId, spaceId))
    .orderBy(users.name, users.id);
  return rows.map((row) => {
    const statusId = row.statusSpace === spaceId ? row.status : null;
    return { userId: row.userId, name: row.name, statusId, offline: statusId === null || row.offline === true };
  });
}

/** As a StatsQuery for the rollups' conditions() (no tags, no operators: the dashboard has neither filter). */
const asStatsQuery = (query: StatsNowQuery, from: string, to: string): StatsQuery => ({
  space_id: query.space_id,
  from,
  to,
  'object_id[]': query['object_id[]'],
  'company_id[]': query['company_id[]'],
  'provider[]': query['provider[]'],
});

export async function statsDashboard(
  db: Db,
  query: StatsNowQuery,
  reach: StatsReach,
  timeZone: string,
  now: number,
): Promise<StatsDashboard> {
  const { scope, spaceId, team } = reach;
  const today = todayIn(timeZone, now);
  const from = addDays(today, -STATS_DASHBOARD_PERIOD_DAYS);
  const to = addDays(today, -1);
  const [periodStart, todayStart, todayEnd] = [dayEdges(periodDays(from, to), timeZone)[0]!, ...dayEdges([today], timeZone)] as [
    number,
    number,
    number,
  ];
  const todayWhere = conditions(asStatsQuery(query, today, today), reach, todayStart, todayEnd);
  // The 30 days before today through the planner (stats/cubes.ts): their hourly and daily sums.
  const periodQuery = asStatsQuery(query, from, to);
  const periodWhere = keyConditions(periodQuery, reach);
  const period = planOf(spaceId, [periodStart, todayStart], neededDims(periodQuery, reach), periodWhere);
  const seesItems = scope.itemSpaceIds.includes(spaceId);
  const seesChats = scope.chatSpaceIds.includes(spaceId);
  const [comments, chatsNow, todayRow, periodRow, members, itemLoad, chatLoad, replies] = await Promise.all([
    seesItems ? itemCounters(db, spaceId, scope, query) : null,
    seesChats ? chatCounters(db, spaceId, scope, query) : null,
    db.execute(sql`select ${SUMS} from stats_rollups where ${todayWhere}`),
    db.execute(sql`select ${SUMS} from ${period.sums} x where ${periodWhere}`),
    membersOf(db, spaceId),
    // The load per operator is the team's figures (routes/stats.ts statsReachOf): not read without the flag.
    seesItems && team
      ? db
          .select({ userId: items.assigneeId, n: sql<number>`count(*)::integer` })
          .from(items)
          .where(and(inboxItems(spaceId, scope, query), inArray(items.status, OPEN), sql`${items.assigneeId} is not null`))
          .groupBy(items.assigneeId)
      : [],
    seesChats && team
      ? db
          .select({ userId: chats.assigneeId, n: sql<number>`count(*)::integer` })
          .from(chats)
          .where(and(openChats(spaceId, scope, query), inArray(chats.status, OPEN), eq(chats.assigneeType, 'user')))
          .groupBy(chats.assigneeId)
      : [],
    team
      ? db.execute(
          sql`select operator_id, coalesce(sum(replies), 0)::integer as replies from stats_rollups where ${todayWhere} and operator_id <> 0 group by operator_id`,
        )
      : null,
  ]);
  const todayCounts = countsOf(rowsOf<Record<string, unknown>>(todayRow)[0]);
  const periodCounts = countsOf(rowsOf<Record<string, unknown>>(periodRow)[0]);
  const average = Object.fromEntries(
    STATS_COUNT_COLUMNS.map((column) => [column, Math.round((periodCounts[column] / STATS_DASHBOARD_PERIOD_DAYS) * 10) / 10]),
  ) as StatsDashboard['average_counts'];
  const items_ = new Map(itemLoad.map((row) => [Number(row.userId), Number(row.n)]));
  const chats_ = new Map(chatLoad.map((row) => [Number(row.userId), Number(row.n)]));
  const replied = new Map(
    (replies ? rowsOf<{ operator_id: number; replies: number }>(replies) : []).map((row) => [
      Number(row.operator_id),
      Number(row.replies),
    ]),
  );
  const byStatus = new Map<number | null, number>();
  for (const member of members) byStatus.set(member.statusId, (byStatus.get(member.statusId) ?? 0) + 1);
  return {
    time_zone: timeZone,
    today,
    from,
    to,
    comments,
    chats: chatsNow,
    today_counts: todayCounts,
    average_counts: average,
    by_status: [...byStatus].map(([status_id, count]) => ({ status_id, count })),
    operators: !team
      ? null
      : members.map((member) => ({
          user_id: member.userId,
          name: member.name,
          status_id: member.statusId,
          offline: member.offline,
          open_items: items_.get(member.userId) ?? 0,
          open_chats: chats_.get(member.userId) ?? 0,
          replies_today: replied.get(member.userId) ?? 0,
        })),
  };
}

/** A held lock as its viewers' notices go (realtime/socketPublisher.ts opensTarget): only what the caller may open. */
export type HeldLock = { user: { id: number }; target: LockTarget; record: LockedRecord | undefined };

function opensHeld(scope: ItemScope, spaceId: number, held: HeldLock): boolean {
  const record = held.record;
  if (!record || record.spaceId !== spaceId) return false;
  if (held.target.type === 'chat' && !scope.chatSpaceIds.includes(spaceId)) return false;
  if (held.target.type === 'item' && !scope.itemSpaceIds.includes(spaceId)) return false;
  if (!scope.limitedSpaceIds.includes(spaceId)) return true;
  return limitAllows(scope, record);
}

export async function statsLive(
  db: Db,
  query: StatsNowQuery,
  reach: StatsReach,
  locks: readonly HeldLock[],
  now: number,
): Promise<StatsLive> {
  const { scope, spaceId, team } = reach;
  const queueOf = (row: { count: number; oldest: Date | string | null } | undefined): StatsQueue => ({
    count: Number(row?.count ?? 0),
    oldest_at: row?.oldest == null ? null : Math.floor(new Date(row.oldest).getTime() / 1000),
  });
  const [comments, waitingChats, members] = await Promise.all([
    scope.itemSpaceIds.includes(spaceId)
      ? db
          .select({ count: sql<number>`count(*)::integer`, oldest: sql<Date | null>`min(${items.createdAt})` })
          .from(items)
          .where(and(inboxItems(spaceId, scope, query), eq(items.status, 'new')))
          .then(([row]) => queueOf(row))
      : null,
    scope.chatSpaceIds.includes(spaceId)
      ? db
          .select({ count: sql<number>`count(*)::integer`, oldest: sql<Date | null>`min(${chats.updatedAt})` })
          .from(chats)
          .where(and(openChats(spaceId, scope, query), inArray(chats.status, OPEN), eq(chats.lastDirection, 'in')))
          .then(([row]) => queueOf(row))
      : null,
    membersOf(db, spaceId),
  ]);
  const holding = new Map<number, LockTarget[]>();
  for (const held of locks)
    if (opensHeld(scope, spaceId, held)) holding.set(held.user.id, [...(holding.get(held.user.id) ?? []), held.target]);
  return {
    at: Math.floor(now / 1000),
    comments,
    chats: waitingChats,
    // Who is online and on what is the team's figures (as the dashboard's load).
    online: !team
      ? null
      : members
          .filter((member) => !member.offline)
          .map((member) => ({
            user_id: member.userId,
            name: member.name,
            status_id: member.statusId,
            holding: (holding.get(member.userId) ?? []).sort((a, b) => a.type.localeCompare(b.type) || a.id - b.id),
          })),
  };
}
