// Spec §2.3 statistics, docs/stats.md "Drill-down": the event filters of
// GET v1/items and v1/chats. The records are those the rollups' event queries (rollups.ts threadEvents/chatEvents)
// count the event on, in the same 15-minute buckets: for comments their definitions are stated on the listed row, so
// that the list walks its own order instead of deriving every event of the period; chats are read from the event lines
// the rollups' writes keep (statsDrill.test.ts holds both equal to the event queries).
import { sql, type SQL } from 'drizzle-orm';
import { periodDays, statsDrillProblem, type StatsDrillEvent, type StatsDrillQuery } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { chats, items } from '../db/schema.ts';
import { scheduleTimeZone } from '../domain/workSchedule.ts';
import { ApiFailure } from '../http/errors.ts';
import { checkPeriod } from '../routes/stats.ts';
import { BUCKET_S } from './rollups.ts';
import { dayEdges } from './overall.ts';

/**
 * A resolved event filter: the measure, the period as unix seconds [from, to), and the operator. `walk`: the list
 * checks each record in its order for the event (comments: their history line, when drillWalks finds it pays; chats:
 * every page of v1/chats) rather than leaving the plan to the planner; the same rows either way.
 */
export type Drill = { event: StatsDrillEvent; from: number; to: number; userId: number | null; walk?: boolean };

/**
 * drillWalks: the operator's lines in the last day of the period (as far as now) it counts, at least WALK_LINES, and
 * at least one for every WALK_DENSITY comments that day.
 */
const WALK_WINDOW_S = 86_400;
const WALK_LINES = 100;
const WALK_DENSITY = 50;
/** The lines are counted up to this many times WALK_LINES: enough to weigh a busy operator's day. */
const WALK_LINES_MORE = 10;
const ARRIVAL_SLACK_S = 86_400;

/**
 * Whether one operator's comments list walks its order (drill.walk) from the period's end. The planner starts from
 * the operator's lines of the period (item_history_field_user_at), right for a few, but joins each of thousands to its
 * comment before taking the page (the demo's administrator over a month: 6,866 lines, 100 to 130 ms, against 20 to
 * 30 ms walking). A walk reads the comments newest first from a day past the period's end (drilledItems'
 * arrivedBefore) and stops at the page, so it pays when the operator's events are many and dense there: two indexed
 * counts, each stopping at its bound, of their lines and then of the comments in the period's last day up to now.
 * A period long past walks as well as a recent one.
 */
export async function drillWalks(
  db: Db,
  drill: Drill,
  spaceIds: readonly number[],
  now: number,
  { lines, density } = { lines: WALK_LINES, density: WALK_DENSITY },
): Promise<Drill> {
  if (drill.userId === null || drill.userId === 0 || drill.event === 'received') return drill;
  const end = Math.min(drill.to, Math.floor(now / 1000));
  const start = Math.max(drill.from, end - WALK_WINDOW_S);
  if (start >= end) return drill;
  const line =
    drill.event === 'replies' || drill.event === 'replied'
      ? sql`h.field = 'reply'`
      : sql`h.field = 'status' and h.to_value = 'closed'`;
  const window = (at: SQL) => sql`${at} >= to_timestamp(${start}) and ${at} < to_timestamp(${end})`;
  const count = async (rows: SQL, most: number) => {
    const result = await db.execute(sql`select count(*)::integer as n from (${rows} limit ${most}) x`);
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  };
  const found = await count(
    sql`select 1 from item_history h where ${line} and h.user_id = ${drill.userId} and ${window(sql`h.at`)}`,
    lines * WALK_LINES_MORE,
  );
  if (found < lines) return drill;
  const comments = await count(
    sql`select 1 from items i where i.space_id in (${idList(spaceIds)}) and ${window(sql`i.created_at`)}`,
    found * density,
  );
  return comments < found * density ? { ...drill, walk: true } : drill;
}

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

/**
 * A time of the period as the rollups count it: its 15-minute bucket (rollups.ts bucketOf) in [from, to). The day
 * edges are whole quarters of an hour (every zone offset is), and then that is the time itself in [from, to): a plain
 * range an index can use and the planner can estimate. An edge that is no quarter (a zone's old local mean time) keeps
 * the bucket's own test on a range a quarter wider (a bucket starts at or before its time).
 */
const inPeriod = (drill: Drill, at: SQL): SQL => {
  if (drill.from % BUCKET_S === 0 && drill.to % BUCKET_S === 0)
    return sql`${at} >= to_timestamp(${drill.from}) and ${at} < to_timestamp(${drill.to})`;
  const bucket = sql`(floor(extract(epoch from ${at}) / ${sql.raw(String(BUCKET_S))}) * ${sql.raw(String(BUCKET_S))})::integer`;
  return sql`${at} >= to_timestamp(${drill.from}) and ${at} < to_timestamp(${drill.to + BUCKET_S})
    and ${bucket} >= ${drill.from} and ${bucket} < ${drill.to}`;
};

/**
 * The operator of an event, as the rollups key it (`coalesce(…, 0)`), when the drill names one: a person's id is the
 * column itself (which the planner estimates from its statistics), 0 is nobody's.
 */
const byOperator = (drill: Drill, operator: SQL): SQL =>
  drill.userId === null
    ? sql``
    : drill.userId === 0
      ? sql` and coalesce(${operator}, 0) = 0`
      : sql` and ${operator} = ${drill.userId}`;

/**
 * The condition on `items` of a drill: the comments (a thread's root or an answer in it from the network) with the
 * event. It states threadEvents' definitions on the row itself (its own time, or an EXISTS on its history lines through
 * item_history_item / item_history_field_at), so the list walks its (created_at, id) order and stops at the page, or
 * starts from the period's history lines, whichever the planner finds cheaper; the answers are the same rows
 * (statsDrill.test.ts compares them with threadEvents).
 */
export function drilledItems(drill: Drill, spaceIds: readonly number[]): SQL {
  // threadEvents' unit: from the network, and a root of the spaces or an answer to one.
  const unit = sql`not ${items.fromUs} and (
    ${items.parentId} is null and ${items.spaceId} in (${idList(spaceIds)})
    or ${items.parentId} is not null and exists (select 1 from items r where r.id = ${items.parentId}
      and r.parent_id is null and r.space_id in (${idList(spaceIds)})))`;
  const history = (line: SQL) =>
    sql`exists (select 1 from item_history h where h.item_id = ${items.id} and ${line} and ${inPeriod(drill, sql`h.at`)}${byOperator(drill, sql`h.user_id`)}${drill.walk ? sql` offset 0` : sql``})`;
  // A reply line before h (the first reply is the first by version, then id) / one at or before h's version.
  const replyBefore = sql`exists (select 1 from item_history p where p.item_id = h.item_id and p.field = 'reply'
    and (p.version, p.id) < (h.version, h.id))`;
  const answeredBy = sql`exists (select 1 from item_history p where p.item_id = h.item_id and p.field = 'reply'
    and p.version <= h.version)`;
  const closed = sql`h.field = 'status' and h.to_value = 'closed'`;
  // A reply or close comes after its comment arrived (arrivals are stamped with the server's clock), so a comment with
  // one in the period arrived before the period's end: the list skips the newer ones (a period long past). A day of
  // slack covers the odd edge's extra quarter and a clock set back.
  const arrivedBefore = sql`${items.createdAt} < to_timestamp(${drill.to + ARRIVAL_SLACK_S}) and `;
  const event = {
    received: inPeriod(drill, sql`${items.createdAt}`),
    replies: history(sql`h.field = 'reply'`),
    replied: history(sql`h.field = 'reply' and not ${replyBefore}`),
    closed_with_reply: history(sql`${closed} and ${answeredBy}`),
    closed_without_reply: history(sql`${closed} and not ${answeredBy}`),
  }[drill.event];
  return sql`(${unit} and ${drill.event === 'received' ? sql`` : arrivedBefore}${event})`;
}

/**
 * The condition on `chats` of a drill: the chats with the event in the period, read from the lines the rollups' writes
 * keep (rollups.ts CHAT_LINES, from chatEvents' rows): a chat whose first or last bucket with the event is in the period
 * has it there; only one with the event both before and after the period is looked up among the period's lines.
 * received has no operator; -1 is any operator's span. A list (`drill.walk`) checks each chat it walks in its order
 * and stops at the page; the counts take every chat with the event at once, the period's lines as a hash built only
 * when a chat with the event before and after it comes up.
 */
export function drilledChats(drill: Drill, spaceIds: readonly number[]): SQL {
  const operator = drill.event === 'received' || drill.userId === null ? -1 : drill.userId;
  const lineOperator = operator === -1 ? sql`` : sql` and l.operator_id = ${operator}`;
  const lines = sql`from stats_chat_lines l where l.event = ${drill.event} and l.bucket >= ${drill.from} and l.bucket < ${drill.to}${lineOperator}`;
  // The chat's span (s) of the event overlaps the period, and its first or last bucket is in it, or else `lookup`.
  const spanned = (lookup: SQL) => sql`s.event = ${drill.event} and s.operator_id = ${operator}
    and s.first_bucket < ${drill.to} and s.last_bucket >= ${drill.from}
    and (s.first_bucket >= ${drill.from} or s.last_bucket < ${drill.to} or ${lookup})`;
  const inSpaces = sql`${chats.spaceId} in (${idList(spaceIds)})`;
  return drill.walk
    ? sql`(${inSpaces} and exists (select 1 from stats_chat_spans s where s.chat_id = ${chats.id}
      and ${spanned(sql`exists (select 1 ${lines} and l.chat_id = s.chat_id)`)} offset 0))`
    : sql`(${inSpaces} and ${chats.id} in (select s.chat_id from stats_chat_spans s
      where ${spanned(sql`s.chat_id in (select l.chat_id ${lines})`)}))`;
}
