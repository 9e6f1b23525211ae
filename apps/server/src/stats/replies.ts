// GET v1/stats/replies (docs/stats.md "Endpoint: replies"): reply-time distributions overall, per operator (the
// team's figures) and per account, summed from stats_reply_times' histograms and stats_rollups' counts.
import { sql } from 'drizzle-orm';
import {
  histogramPercentile,
  periodDays,
  STATS_REPLY_TIME_BINS,
  type ReplyTimes,
  type StatsQuery,
  type StatsReplies,
  type StatsReplyFigures,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { planOf, type Plan } from './cubes.ts';
import { dayEdges, keyConditions, neededDims, type StatsReach } from './overall.ts';
import { rowsOf } from '../db/rows.ts';

/** The histogram's count, median and 90th percentile (histogramPercentile: a bin's geometric middle). */
export function replyTimesOf(bins: number[]): ReplyTimes {
  return {
    count: bins.reduce((sum, n) => sum + n, 0),
    median_s: histogramPercentile(bins, 0.5),
    p90_s: histogramPercentile(bins, 0.9),
    bins,
  };
}

type Group = 'all' | 'operator_id' | 'object_id';

/** The figures grouped by one column (or none): key 0 for 'all'. */
async function figuresBy(
  db: Db,
  where: ReturnType<typeof keyConditions>,
  plan: Plan,
  group: Group,
): Promise<Map<number, StatsReplyFigures>> {
  const key = group === 'all' ? sql`0` : sql.raw(group);
  // What operators did: a reply always has its operator (0 only for a reply of no known user).
  const mine = group === 'operator_id' ? sql` and operator_id <> 0` : sql``;
  const [counts, bins] = await Promise.all([
    db.execute(sql`select ${key} as key, coalesce(sum(replies), 0)::integer as replies, coalesce(sum(replied), 0)::integer as replied
      from ${plan.sums} x where ${where}${mine} group by 1 having sum(replies) > 0 or sum(replied) > 0`),
    db.execute(
      sql`select ${key} as key, bin, sum(count)::integer as count from ${plan.times} x where ${where}${mine} group by 1, 2`,
    ),
  ]);
  const histograms = new Map<number, number[]>();
  for (const row of rowsOf<{ key: number; bin: number; count: number }>(bins)) {
    const histogram = histograms.get(Number(row.key)) ?? Array.from({ length: STATS_REPLY_TIME_BINS }, () => 0);
    histogram[Number(row.bin)] = Number(row.count);
    histograms.set(Number(row.key), histogram);
  }
  const empty = () => Array.from({ length: STATS_REPLY_TIME_BINS }, () => 0);
  return new Map(
    rowsOf<{ key: number; replies: number; replied: number }>(counts).map((row) => [
      Number(row.key),
      {
        replies: Number(row.replies),
        replied: Number(row.replied),
        reply_times: replyTimesOf(histograms.get(Number(row.key)) ?? empty()),
      },
    ]),
  );
}

/** The reply figures of a period in a zone (the route has checked the period and the caller's reach). */
export async function statsReplies(db: Db, query: StatsQuery, reach: StatsReach, timeZone: string): Promise<StatsReplies> {
  const edges = dayEdges(periodDays(query.from, query.to), timeZone);
  const where = keyConditions(query, reach);
  const period = [edges[0]!, edges.at(-1)!];
  const planned = (groups: Group[]) =>
    planOf(reach.spaceId, period, neededDims(query, reach, groups as ('operator_id' | 'object_id')[]), where);
  const [overall, operators, accounts] = await Promise.all([
    figuresBy(db, where, planned([]), 'all'),
    reach.team ? figuresBy(db, where, planned(['operator_id']), 'operator_id') : Promise.resolve(null),
    figuresBy(db, where, planned(['object_id']), 'object_id'),
  ]);
  const sorted = <T>(map: Map<number, T>) => [...map].sort(([a], [b]) => a - b);
  return {
    from: query.from,
    to: query.to,
    time_zone: timeZone,
    overall: overall.get(0) ?? {
      replies: 0,
      replied: 0,
      reply_times: replyTimesOf(Array.from({ length: STATS_REPLY_TIME_BINS }, () => 0)),
    },
    operators: operators === null ? null : sorted(operators).map(([user_id, row]) => ({ user_id, ...row })),
    accounts: sorted(accounts).map(([object_id, row]) => ({ object_id, ...row })),
  };
}
