// Spec §2.3 statistics, docs/stats.md "Drill-down": the event filters of
// GET v1/items and v1/chats. The records are selected from the same event queries the rollups add up
// (rollups.ts threadEvents/chatEvents) and by the same 15-minute buckets, so a number and its list cannot drift.
import { sql, type SQL } from 'drizzle-orm';
import { periodDays, statsDrillProblem, type StatsDrillEvent, type StatsDrillQuery } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { chats, items } from '../db/schema.ts';
import { scheduleTimeZone } from '../domain/workSchedule.ts';
import { ApiFailure } from '../http/errors.ts';
import { checkPeriod } from '../routes/stats.ts';
import { chatEvents, threadEvents } from './rollups.ts';
import { dayEdges } from './overall.ts';

/** A resolved event filter: the measure, the period as unix seconds [from, to), and the operator. */
export type Drill = { event: StatsDrillEvent; from: number; to: number; userId: number | null };

/**
 * The query's event filter resolved (null without one): 400 `statsDrillInvalid` for parameters that do not go
 * together, `statsPeriodInvalid` for a period the stats endpoints refuse. The zone: `event_tz`, else the user's,
 * else the workspace's (of the user's first space, as the lists span them).
 */
export async function drillOf(
  db: Db,
  query: StatsDrillQuery,
  userId: number,
  spaceIds: readonly number[],
): Promise<Drill | null> {
  if (statsDrillProblem(query) !== null) throw new ApiFailure(400, 'statsDrillInvalid');
  if (query.event === undefined || query.event_from === undefined || query.event_to === undefined) return null;
  checkPeriod({ from: query.event_from, to: query.event_to });
  const timeZone = query.event_tz ?? (await scheduleTimeZone(db, userId, spaceIds[0] ?? 0));
  const edges = dayEdges(periodDays(query.event_from, query.event_to), timeZone);
  return {
    event: query.event,
    from: edges[0]!,
    to: edges.at(-1)!,
    userId: query.event_user_id === undefined ? null : Number(query.event_user_id),
  };
}

const idList = (ids: readonly number[]) =>
  ids.length === 0
    ? sql`null`
    : sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );

/** The events of the drill counted as the rollups count them: the measure, its bucket in the period, its operator. */
const counted = (drill: Drill): SQL =>
  sql`ev.${sql.raw(drill.event)} > 0 and ev.bucket >= ${drill.from} and ev.bucket < ${drill.to}${
    drill.userId === null ? sql`` : sql` and ev.operator_id = ${drill.userId}`
  }`;

/**
 * The condition on `items` of a drill: the comments (a thread's root or an answer in it from the network) with the
 * event. Only the threads with a comment or a history line in the period are derived (any event's time is one of them).
 */
export function drilledItems(drill: Drill, spaceIds: readonly number[]): SQL {
  const period = (at: SQL) => sql`${at} >= to_timestamp(${drill.from}) and ${at} < to_timestamp(${drill.to})`;
  const active =
    drill.event === 'received'
      ? sql`select coalesce(n.parent_id, n.id) from items n
          where n.space_id in (${idList(spaceIds)}) and not n.from_us and ${period(sql`n.created_at`)}`
      : sql`select coalesce(n.parent_id, n.id) from item_history h join items n on n.id = h.item_id
          where n.space_id in (${idList(spaceIds)}) and h.field in ('reply', 'status') and ${period(sql`h.at`)}`;
  const roots = sql`r.space_id in (${idList(spaceIds)}) and r.id in (${active})`;
  return sql`${items.id} in (select ev.record_id from (${threadEvents(roots)}) ev where ${counted(drill)})`;
}

/** The condition on `chats` of a drill: the chats with the event (every event is a line of the chat in the period). */
export function drilledChats(drill: Drill, spaceIds: readonly number[]): SQL {
  const active = sql`c.space_id in (${idList(spaceIds)}) and exists (select 1 from chat_messages n where n.chat_id = c.id
    and n.created_at >= to_timestamp(${drill.from}) and n.created_at < to_timestamp(${drill.to}))`;
  return sql`${chats.id} in (select ev.record_id from (${chatEvents(active)}) ev where ${counted(drill)})`;
}
