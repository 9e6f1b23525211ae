// GET v1/stats/posts (docs/stats.md "Endpoint: posts"): per post, the comments received under it in the period, the
// negative share and the reply rate, from the rollups' `post_id` and `sentiment` dimensions.
import { sql } from 'drizzle-orm';
import { periodDays, STATS_POSTS_LIMIT, type StatsPosts, type StatsQuery } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { planOf } from './cubes.ts';
import { dayEdges, keyConditions, neededDims, type StatsReach } from './overall.ts';
import { rowsOf } from '../db/rows.ts';

type Row = {
  post_id: number;
  object_id: number;
  text: string;
  url: string | null;
  received: number;
  negative: number;
  replied: number;
};

/** The posts' figures of a period in a zone (the route has checked the period and the caller's reach). */
export async function statsPosts(db: Db, query: StatsQuery, reach: StatsReach, timeZone: string): Promise<StatsPosts> {
  const edges = dayEdges(periodDays(query.from, query.to), timeZone);
  const where = keyConditions(query, reach);
  const plan = planOf(reach.spaceId, [edges[0]!, edges.at(-1)!], neededDims(query, reach, ['post_id', 'sentiment']), where);
  const rows = rowsOf<Row>(
    await db.execute(sql`with figures as (
        select post_id, sum(received)::integer as received,
          sum(case when sentiment = 'negative' then received else 0 end)::integer as negative,
          sum(replied)::integer as replied
        from ${plan.sums} x where ${where} and post_id <> 0 group by post_id having sum(received) > 0
      )
      select f.*, p.object_id, p.text, p.url from figures f join item_posts p on p.id = f.post_id
      where p.space_id = ${reach.spaceId}
      order by f.received desc, f.post_id limit ${STATS_POSTS_LIMIT}`),
  );
  return {
    from: query.from,
    to: query.to,
    time_zone: timeZone,
    posts: rows.map((row) => {
      const received = Number(row.received);
      return {
        post_id: Number(row.post_id),
        object_id: Number(row.object_id),
        text: row.text,
        url: row.url,
        received,
        negative: Number(row.negative),
        replied: Number(row.replied),
        negative_share: received === 0 ? null : Number(row.negative) / received,
        reply_rate: received === 0 ? null : Number(row.replied) / received,
      };
    }),
  };
}
