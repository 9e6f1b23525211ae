// GET v1/stats/emotions (docs/stats.md "Endpoint: emotions"): the comments received per day by sentiment (spec §3:
// negative, neutral, positive, none), from the rollups' `sentiment` dimension. Chats have no sentiment: not counted.
import { sql } from 'drizzle-orm';
import { periodDays, SENTIMENTS, type StatsEmotions, type StatsQuery, type StatsSentiments } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { planOf } from './cubes.ts';
import { dayEdges, keyConditions, neededDims, type StatsReach } from './overall.ts';
import { rowsOf } from '../db/rows.ts';

const none = (): StatsSentiments => ({ negative: 0, neutral: 0, positive: 0, none: 0 });

/** The sentiments of a period in a zone (the route has checked the period and the caller's reach). */
export async function statsEmotions(db: Db, query: StatsQuery, reach: StatsReach, timeZone: string): Promise<StatsEmotions> {
  const days = periodDays(query.from, query.to);
  const edges = dayEdges(days, timeZone);
  const where = keyConditions(query, reach);
  const plan = planOf(reach.spaceId, edges, neededDims(query, reach, ['sentiment']), where);
  const rows = rowsOf<{ day: number; sentiment: string; received: number }>(
    await db.execute(sql`select day, sentiment, sum(received)::integer as received
      from ${plan.sums} x where ${where} and channel = 'comments' group by 1, 2 having sum(received) > 0`),
  );
  const perDay = days.map((date) => ({ date, ...none() }));
  const totals = none();
  for (const row of rows) {
    const sentiment = row.sentiment as keyof StatsSentiments;
    if (!SENTIMENTS.includes(sentiment)) continue;
    perDay[Number(row.day) - 1]![sentiment] += Number(row.received);
    totals[sentiment] += Number(row.received);
  }
  return { from: query.from, to: query.to, time_zone: timeZone, totals, days: perDay };
}
