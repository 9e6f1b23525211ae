// docs/stats.md "Grains and cubes": every stats answer read through the planner (coarse sums per UTC hour and day,
// signed pieces at a zone's day edges, stats/cubes.ts) equals the same answer read from the 15-minute rollups alone,
// in zones with whole-hour, quarter-hour and changing offsets, for the whole team and a group-limited user, with
// and without filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { StatsQuery } from '@console/api/contract';
import type { Database } from '../src/db/database.ts';
import { companies, objects, spaces, tags, users } from '../src/db/schema.ts';
import { itemScopeOf } from '../src/items/access.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { LIMITED_DEMO_USER } from '../src/seed/usergroups.ts';
import { PLANNER } from '../src/stats/cubes.ts';
import { statsEmotions } from '../src/stats/emotions.ts';
import { statsHours } from '../src/stats/hours.ts';
import { statsOverall, type StatsReach } from '../src/stats/overall.ts';
import { statsPosts } from '../src/stats/posts.ts';
import { statsReplies } from '../src/stats/replies.ts';
import { statsTags } from '../src/stats/tags.ts';
import { openTestDatabase, snapshotSeededAt } from './snapshot.ts';

let database: Database;
let spaceId = 0;
let objectId = 0;
let tagId = 0;
let team: StatsReach;
let limited: StatsReach;
let operatorId = 0;

const reachOf = async (email: string, isTeam: boolean): Promise<StatsReach> => {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  return { scope: await itemScopeOf(database.db, user!.id), spaceId, team: isTeam };
};

beforeAll(async () => {
  database = await openTestDatabase();
  const [space] = await database.db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  spaceId = space!.id;
  const [account] = await database.db
    .select({ id: objects.id })
    .from(objects)
    .innerJoin(companies, eq(companies.id, objects.companyId))
    .where(eq(companies.spaceId, spaceId))
    .orderBy(asc(objects.id))
    .limit(1);
  objectId = account!.id;
  tagId = (
    await database.db
      .select()
      .from(tags)
      .where(and(eq(tags.spaceId, spaceId)))
      .orderBy(asc(tags.id))
      .limit(1)
  )[0]!.id;
  team = await reachOf(DEMO_EMAILS.admin, true);
  limited = await reachOf(LIMITED_DEMO_USER.email, true);
  operatorId = team.scope.userId;
});
afterAll(async () => {
  PLANNER.coarse = true;
  await database.close();
});

const ENDPOINTS = { statsOverall, statsReplies, statsHours, statsTags, statsPosts, statsEmotions };
const ymd = (at: number) => new Date(at).toISOString().slice(0, 10);

describe('stats planner', () => {
  it('answers as the 15-minute rollups do', async () => {
    const seeded = snapshotSeededAt();
    const periods = [
      { from: ymd(seeded - 365 * 86_400_000), to: ymd(seeded + 86_400_000) },
      { from: ymd(seeded - 9 * 86_400_000), to: ymd(seeded - 2 * 86_400_000) },
    ];
    const filters: Partial<StatsQuery>[] = [
      {},
      { 'object_id[]': [String(objectId)] },
      { 'tag_id[]': [String(tagId)] },
      { 'user_id[]': [String(operatorId)] },
    ];
    let compared = 0;
    let counted = 0;
    for (const timeZone of ['Europe/Moscow', 'Asia/Kathmandu', 'America/New_York', 'UTC'])
      for (const period of periods)
        for (const filter of filters)
          for (const reach of [team, limited])
            for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
              // A few combinations per zone keep the test short; every endpoint meets every zone and filter.
              if ((compared++ + timeZone.length) % 3 !== 0 && filter !== filters[0]) continue;
              const query = { space_id: String(spaceId), ...period, ...filter } as StatsQuery;
              PLANNER.coarse = false;
              const fine = await endpoint(database.db, query, reach, timeZone);
              PLANNER.coarse = true;
              const planned = await endpoint(database.db, query, reach, timeZone);
              expect(planned, `${name} ${timeZone} ${JSON.stringify(filter)} ${period.from}`).toEqual(fine);
              if (name === 'statsOverall' && (fine as Awaited<ReturnType<typeof statsOverall>>).totals.received > 0) counted++;
            }
    // The seed's figures are there to compare (the planner would agree with an empty table too).
    expect(counted).toBeGreaterThan(4);
  });
});
