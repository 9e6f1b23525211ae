// docs/stats.md "Grains and cubes": every stats answer read through the planner (coarse sums per UTC hour and day,
// signed pieces at a zone's day edges, stats/cubes.ts) equals the same answer read from the 15-minute rollups alone,
// in zones with whole-hour, quarter-hour and changing offsets, for the whole team and a group-limited user, with
// and without filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { periodDays, type StatsQuery } from '@console/api/contract';
import type { Database } from '../src/db/database.ts';
import { companies, objects, spaces, tags, users } from '../src/db/schema.ts';
import { itemScopeOf } from '../src/items/access.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { LIMITED_DEMO_USER } from '../src/seed/usergroups.ts';
import { HOUR, piecesOf, PLANNER, WEEK, WEEKS4, type Grain } from '../src/stats/cubes.ts';
import { statsEmotions } from '../src/stats/emotions.ts';
import { statsHours } from '../src/stats/hours.ts';
import { dayEdges, statsOverall, type StatsReach } from '../src/stats/overall.ts';
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
    type Case = { timeZone: string; period: { from: string; to: string }; filter?: Partial<StatsQuery>; reach?: 'limited' };
    const [year, week] = periods as [{ from: string; to: string }, { from: string; to: string }];
    const cases: Case[] = [
      ...['Europe/Moscow', 'Asia/Kathmandu', 'America/New_York', 'UTC'].map((timeZone) => ({ timeZone, period: year })),
      { timeZone: 'Asia/Kathmandu', period: week },
      { timeZone: 'America/New_York', period: week },
      { timeZone: 'Europe/Moscow', period: year, reach: 'limited' },
      { timeZone: 'Europe/Moscow', period: year, filter: { 'object_id[]': [String(objectId)] } },
      { timeZone: 'Europe/Moscow', period: year, filter: { 'tag_id[]': [String(tagId)] } },
      { timeZone: 'Asia/Kathmandu', period: year, filter: { 'user_id[]': [String(operatorId)] } },
    ];
    let counted = 0;
    for (const { timeZone, period, filter, reach } of cases)
      for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
        const query = { space_id: String(spaceId), ...period, ...filter } as StatsQuery;
        const who = reach === 'limited' ? limited : team;
        PLANNER.coarse = false;
        const fine = await endpoint(database.db, query, who, timeZone);
        PLANNER.coarse = true;
        const planned = await endpoint(database.db, query, who, timeZone);
        expect(planned, `${name} ${timeZone} ${JSON.stringify(filter)} ${period.from} ${reach}`).toEqual(fine);
        if (name === 'statsOverall' && (fine as Awaited<ReturnType<typeof statsOverall>>).totals.received > 0) counted++;
      }
    // The seed's figures are there to compare (the planner would agree with an empty table too).
    expect(counted).toBeGreaterThan(4);
  }, 120_000);
});

describe('stats pieces', () => {
  // Each day's signed pieces add up to every quarter of the day once and to nothing outside it, at every grain.
  it('cover each day exactly, in zones with changing and quarter-hour offsets', () => {
    const zones = ['Europe/Moscow', 'Asia/Kathmandu', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC'];
    const periods = [
      ['2025-12-05', '2026-12-04'],
      ['2026-03-01', '2026-03-31'],
      ['2026-03-08', '2026-03-08'],
      ['2026-10-20', '2026-11-10'],
    ] as const;
    const covered = (edges: number[], maxGrain: Grain) => {
      const pieces = piecesOf(edges, maxGrain);
      for (let i = 0; i + 1 < edges.length; i++) {
        const net = new Map<number, number>();
        for (const piece of pieces.filter((one) => one.day === i + 1)) {
          expect((piece.lo % piece.grain) + (piece.hi % piece.grain)).toBe(0);
          for (let at = piece.lo; at < piece.hi; at += 900) net.set(at, (net.get(at) ?? 0) + piece.sign);
        }
        for (let at = edges[i]!; at < edges[i + 1]!; at += 900) expect(net.get(at)).toBe(1);
        for (const [at, n] of net) expect(n).toBe(at >= edges[i]! && at < edges[i + 1]! ? 1 : 0);
      }
      return pieces;
    };
    for (const zone of zones)
      for (const [from, to] of periods) {
        const edges = dayEdges(periodDays(from, to), zone);
        const whole = covered([edges[0]!, edges.at(-1)!], WEEKS4);
        // A period's totals read a few runs (four weeks, weeks, days, hours, quarters at its ends), not a run per day.
        expect(whole.length).toBeLessThanOrEqual(10);
        // A year's totals start from 28-day rows, three weeks' from seven-day rows.
        if (from === '2025-12-05') expect(whole.some((piece) => piece.grain === WEEKS4)).toBe(true);
        if (from === '2026-10-20') expect(whole.some((piece) => piece.grain === WEEK)).toBe(true);
        covered(edges, WEEKS4);
        covered([edges[0]!, edges.at(-1)!], HOUR);
      }
  });
});
