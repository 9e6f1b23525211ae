// GET v1/stats/tags (docs/stats.md "Endpoint: tags"): per tag, the period's counts and the comments received with it
// each day, from the rollups' tag sets (`unnest(tag_ids)`: a comment with two tags counts under each).
import { sql } from 'drizzle-orm';
import { periodDays, type StatsQuery, type StatsTag, type StatsTags } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { planOf } from './cubes.ts';
import { all, ANY, countsOf, dayEdges, ints, keyConditions, neededDims, SUMS, type StatsReach } from './overall.ts';
import { rowsOf } from '../db/rows.ts';

/** The tags' figures of a period in a zone (the route has checked the period and the caller's reach). */
export async function statsTags(db: Db, query: StatsQuery, reach: StatsReach, timeZone: string): Promise<StatsTags> {
  const days = periodDays(query.from, query.to);
  const edges = dayEdges(days, timeZone);
  const where = keyConditions(query, reach);
  const plan = planOf(reach.spaceId, edges, neededDims(query, reach, ['tag_ids']), where);
  // With a tag filter, only its tags (a filtered comment's other tags are not what was asked).
  const asked = all(query['tag_id[]']);
  const only = asked.length > 0 ? sql` and tag.id = any(${ints(asked)})` : sql``;
  const rows = rowsOf<Record<string, unknown> & { tag_id: number; day: number }>(
    await db.execute(sql`select tag.id as tag_id, day, ${SUMS}
      from ${plan.sums} x cross join lateral unnest(tag_ids) as tag(id)
      where ${where}${only} group by 1, 2 ${ANY}`),
  );
  const tags = new Map<number, StatsTag>();
  for (const row of rows) {
    const id = Number(row.tag_id);
    const tag = tags.get(id) ?? {
      tag_id: id,
      ...countsOf(undefined),
      trend: days.map(() => 0),
    };
    const counts = countsOf(row);
    for (const [column, value] of Object.entries(counts)) tag[column as keyof typeof counts] += value;
    tag.trend[Number(row.day) - 1] = (tag.trend[Number(row.day) - 1] ?? 0) + counts.received;
    tags.set(id, tag);
  }
  return {
    from: query.from,
    to: query.to,
    time_zone: timeZone,
    days,
    tags: [...tags.values()].sort((a, b) => b.received - a.received || a.tag_id - b.tag_id),
  };
}
