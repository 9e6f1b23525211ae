// GET v1/stats/overall (docs/stats.md): the period's totals and one row per day of the asked time zone,
// summed from the rollups' 15-minute buckets (never from the comments), within what the caller sees: the comments
// where their membership has the items flag, the chats where it has the messages flag, and where they are limited to
// user groups, the rows of their groups (and chats assigned to them), as their lists are (items/access.ts).
import { parseDate } from '@internationalized/date';
import { sql, type SQL } from 'drizzle-orm';
import {
  histogramPercentile,
  periodDays,
  STATS_COUNT_COLUMNS,
  STATS_REPLY_TIME_BINS,
  type ReplyTimes,
  type StatsChannels,
  type StatsCounts,
  type StatsOperator,
  type StatsOverall,
  type StatsQuery,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { zonedDayStart } from '../domain/zonedTime.ts';
import type { ItemScope } from '../items/access.ts';
import { planOf, type Dim } from './cubes.ts';
import { rowsOf } from '../db/rows.ts';

export const all = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
export const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
export const ints = (values: readonly (string | number)[]) => sql`array[${list(values.map(Number))}]::integer[]`;

/** The instants (unix seconds) each day of the period starts at in the zone, and the end of the last: N + 1 edges. */
export function dayEdges(days: readonly string[], timeZone: string): number[] {
  const after = parseDate(days.at(-1)!).add({ days: 1 }).toString();
  return [...days.map((date) => zonedDayStart(date, timeZone)), zonedDayStart(after, timeZone)];
}

export type StatsReach = {
  /** The caller's scope (items/access.ts itemScopeOf). */
  scope: ItemScope;
  spaceId: number;
  /** The team's figures: per operator, and others' user ids in the filter. */
  team: boolean;
};

/** The rows a request counts: its space, the channels and groups the caller sees, the period and the filters. */
export function conditions(query: StatsQuery, reach: StatsReach, from: number, to: number): SQL {
  return sql.join(
    [sql`space_id = ${reach.spaceId}`, sql`bucket >= ${from}`, sql`bucket < ${to}`, keyConditions(query, reach)],
    sql` and `,
  );
}

/** The same without the space and the period (a planned source, stats/cubes.ts, has them in its pieces). */
export function keyConditions(query: StatsQuery, reach: StatsReach): SQL {
  const { scope, spaceId } = reach;
  const parts: SQL[] = [];
  const channels = [
    ...(scope.itemSpaceIds.includes(spaceId) ? ['comments'] : []),
    ...(scope.chatSpaceIds.includes(spaceId) ? ['chats'] : []),
  ];
  parts.push(channels.length === 0 ? sql`false` : sql`channel in (${list(channels)})`);
  if (scope.limitedSpaceIds.includes(spaceId)) {
    const groups = scope.groupIds.length === 0 ? sql`false` : sql`usergroup_id in (${list(scope.groupIds)})`;
    parts.push(sql`(${groups} or (channel = 'chats' and assignee_user_id = ${scope.userId}))`);
  }
  const objects = all(query['object_id[]']);
  if (objects.length > 0) parts.push(sql`object_id in (${list(objects.map(Number))})`);
  const companies = all(query['company_id[]']);
  if (companies.length > 0) parts.push(sql`company_id in (${list(companies.map(Number))})`);
  const providers = all(query['provider[]']);
  if (providers.length > 0) parts.push(sql`provider in (${list(providers)})`);
  const tags = all(query['tag_id[]']);
  // Any of the tags: the row's tag set meets the filter, so a comment with two of them counts once.
  if (tags.length > 0) parts.push(sql`tag_ids && ${ints(tags)}`);
  const operators = all(query['user_id[]']);
  // The operators' filter narrows what operators did; what the networks did (received, operator 0) stays.
  if (operators.length > 0) parts.push(sql`(operator_id = 0 or operator_id in (${list(operators.map(Number))}))`);
  return sql.join(parts, sql` and `);
}

/** The key columns keyConditions() reads (the planner's cube must keep them), and those the query groups by. */
export function neededDims(query: StatsQuery, reach: StatsReach, groups: readonly Dim[] = []): Dim[] {
  const needed = new Set<Dim>(groups);
  if (reach.scope.limitedSpaceIds.includes(reach.spaceId)) needed.add('usergroup_id').add('assignee_user_id');
  if (all(query['object_id[]']).length > 0) needed.add('object_id');
  if (all(query['company_id[]']).length > 0) needed.add('company_id');
  if (all(query['provider[]']).length > 0) needed.add('provider');
  if (all(query['tag_id[]']).length > 0) needed.add('tag_ids');
  if (all(query['user_id[]']).length > 0) needed.add('operator_id');
  return [...needed];
}

/** A group with some count (a planned source's signed pieces can add up to an all-zero group: a group of no rows). */
export const ANY = sql.raw(`having ${STATS_COUNT_COLUMNS.map((column) => `sum(${column}) <> 0`).join(' or ')}`);
export const SUMS = sql.raw(STATS_COUNT_COLUMNS.map((column) => `coalesce(sum(${column}), 0)::integer as ${column}`).join(', '));
export const countsOf = (row: Record<string, unknown> | undefined): StatsCounts =>
  Object.fromEntries(STATS_COUNT_COLUMNS.map((column) => [column, Number(row?.[column] ?? 0)])) as StatsCounts;

/** A histogram's figures (ReplyTimes) from its counts per bin. */
export function replyTimesOf(histogram: number[]): ReplyTimes {
  return {
    count: histogram.reduce((sum, n) => sum + n, 0),
    median_s: histogramPercentile(histogram, 0.5),
    p90_s: histogramPercentile(histogram, 0.9),
    bins: histogram,
  };
}

const emptyHistogram = () => Array.from({ length: STATS_REPLY_TIME_BINS }, () => 0);
type Row = Record<string, unknown>;
const CHANNELS = ['comments', 'chats'] as const;

/** The counts of the channels the caller sees (conditions() counts no other), from rows keyed by `channel`. */
function channelsOf(rows: readonly Row[], reach: StatsReach): StatsChannels {
  const seen = {
    comments: reach.scope.itemSpaceIds.includes(reach.spaceId),
    chats: reach.scope.chatSpaceIds.includes(reach.spaceId),
  };
  return Object.fromEntries(
    CHANNELS.filter((channel) => seen[channel]).map((channel) => [
      channel,
      countsOf(rows.find((row) => row.channel === channel)),
    ]),
  ) as StatsChannels;
}

/** The overall figures of a period in a zone (the route has checked the period and the caller's reach). */
export async function statsOverall(db: Db, query: StatsQuery, reach: StatsReach, timeZone: string): Promise<StatsOverall> {
  const days = periodDays(query.from, query.to);
  const edges = dayEdges(days, timeZone);
  const where = keyConditions(query, reach);
  // One plan per shape (stats/cubes.ts): per day, the period's totals, the same per operator.
  const daily = planOf(reach.spaceId, edges, neededDims(query, reach), where);
  const whole = planOf(reach.spaceId, [edges[0]!, edges.at(-1)!], neededDims(query, reach), where);
  const team = planOf(reach.spaceId, [edges[0]!, edges.at(-1)!], neededDims(query, reach, ['operator_id']), where);
  // The days per channel: the period's channels are their sums (one statement fewer on PGlite's one connection).
  const [perDay, bins, operators, operatorBins] = await Promise.all([
    db.execute(sql`select day, channel, ${SUMS} from ${daily.sums} x where ${where} group by 1, 2`),
    db.execute(sql`select bin, sum(count)::integer as count from ${whole.times} x where ${where} group by bin`),
    reach.team
      ? db.execute(
          sql`select operator_id, channel, ${SUMS} from ${team.sums} x where ${where} and operator_id <> 0 group by operator_id, channel ${ANY} order by operator_id`,
        )
      : Promise.resolve(null),
    reach.team
      ? db.execute(
          sql`select operator_id, bin, sum(count)::integer as count from ${team.times} x where ${where} and operator_id <> 0 group by operator_id, bin`,
        )
      : Promise.resolve(null),
  ]);
  const byDay = new Map<number, Row>();
  const byChannel = new Map<string, Row>();
  const addTo = <K>(map: Map<K, Row>, key: K, row: Row) => {
    const sums = map.get(key) ?? { channel: row.channel };
    for (const column of STATS_COUNT_COLUMNS) sums[column] = Number(sums[column] ?? 0) + Number(row[column] ?? 0);
    map.set(key, sums);
  };
  for (const row of rowsOf<Row>(perDay)) {
    addTo(byDay, Number(row.day), row);
    addTo(byChannel, String(row.channel), row);
  }
  const dayRows = days.map((date, index) => ({ date, ...countsOf(byDay.get(index + 1)) }));
  const totals = countsOf(
    Object.fromEntries(STATS_COUNT_COLUMNS.map((column) => [column, dayRows.reduce((sum, day) => sum + day[column], 0)])),
  );
  const histogram = emptyHistogram();
  for (const row of rowsOf<{ bin: number; count: number }>(bins)) histogram[Number(row.bin)] = Number(row.count);
  return {
    from: query.from,
    to: query.to,
    time_zone: timeZone,
    totals,
    channels: channelsOf([...byChannel.values()], reach),
    reply_times: replyTimesOf(histogram),
    days: dayRows,
    operators: operators === null ? null : operatorsOf(rowsOf<Row>(operators), rowsOf<Row>(operatorBins), reach),
  };
}

/** Per operator (in id order): the counts, the same per channel, and their reply times. */
function operatorsOf(rows: readonly Row[], binRows: readonly Row[], reach: StatsReach): StatsOperator[] {
  const ids = [...new Set(rows.map((row) => Number(row.operator_id)))];
  const histograms = new Map<number, number[]>();
  for (const row of binRows) {
    const id = Number(row.operator_id);
    const histogram = histograms.get(id) ?? emptyHistogram();
    histogram[Number(row.bin)] = Number(row.count);
    histograms.set(id, histogram);
  }
  return ids.map((id) => {
    const own = rows.filter((row) => Number(row.operator_id) === id);
    const sums = Object.fromEntries(
      STATS_COUNT_COLUMNS.map((column) => [column, own.reduce((sum, row) => sum + Number(row[column] ?? 0), 0)]),
    );
    return {
      user_id: id,
      ...countsOf(sums),
      channels: channelsOf(own, reach),
      reply_times: replyTimesOf(histograms.get(id) ?? emptyHistogram()),
    };
  });
}
