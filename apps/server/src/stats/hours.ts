// GET v1/stats/hours (docs/stats.md "Endpoint: hours"): received and replies by the zone's weekday and wall-clock
// hour, the rollups' 15-minute buckets summed by where each falls in the zone (no table of its own). DST-safe: a
// bucket's offset is the zone's offset at that instant (domain/zonedTime.ts), looked up per bucket on a day the offset
// changes, once per day otherwise.
import { sql } from 'drizzle-orm';
import { periodDays, STATS_WEEKDAYS, type StatsHours, type StatsQuery } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { zoneOffset } from '../domain/zonedTime.ts';
import { hourGrainOf, planOf } from './cubes.ts';
import { dayEdges, keyConditions, neededDims, type StatsReach } from './overall.ts';
import { rowsOf } from '../db/rows.ts';

/** Where a bucket (unix seconds) falls in the zone: its ISO weekday (1 Monday … 7 Sunday) and hour. */
export function weekHourOf(timeZone: string, edges: readonly number[]): (bucket: number) => { weekday: number; hour: number } {
  const offsets = edges.map((edge) => zoneOffset(edge * 1000, timeZone) / 1000);
  return (bucket) => {
    // The day holding the bucket (edges are sorted; binary search).
    let low = 0;
    let high = edges.length - 2;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (edges[middle]! <= bucket) low = middle;
      else high = middle - 1;
    }
    const steady = offsets[low] === offsets[low + 1];
    const offset = steady ? offsets[low]! : zoneOffset(bucket * 1000, timeZone) / 1000;
    const wall = new Date((bucket + offset) * 1000);
    return { weekday: ((wall.getUTCDay() + 6) % 7) + 1, hour: wall.getUTCHours() };
  };
}

/** The load by hour of the week of a period in a zone (the route has checked the period and the caller's reach). */
export async function statsHours(db: Db, query: StatsQuery, reach: StatsReach, timeZone: string): Promise<StatsHours> {
  const edges = dayEdges(periodDays(query.from, query.to), timeZone);
  const where = keyConditions(query, reach);
  // Hours where the zone's hours are whole UTC hours (an hour row is one wall hour), else quarters.
  const plan = planOf(reach.spaceId, [edges[0]!, edges.at(-1)!], neededDims(query, reach), where, hourGrainOf(edges, timeZone));
  // At most 96 buckets a day: a year is 35,136 rows to place.
  const perBucket = rowsOf<{ bucket: number; received: number; replies: number }>(
    await db.execute(sql`select bucket, sum(received)::integer as received, sum(replies)::integer as replies
      from ${plan.sums} x where ${where} group by bucket`),
  );
  const cells = STATS_WEEKDAYS.flatMap((weekday) =>
    Array.from({ length: 24 }, (_, hour) => ({ weekday, hour, received: 0, replies: 0 })),
  );
  const place = weekHourOf(timeZone, edges);
  for (const row of perBucket) {
    const { weekday, hour } = place(Number(row.bucket));
    const cell = cells[(weekday - 1) * 24 + hour]!;
    cell.received += Number(row.received);
    cell.replies += Number(row.replies);
  }
  return { from: query.from, to: query.to, time_zone: timeZone, cells };
}
