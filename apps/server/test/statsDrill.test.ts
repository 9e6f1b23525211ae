// Spec §2.3 statistics, docs/stats.md "Drill-down": GET v1/items and
// v1/chats with an event filter hold exactly what the rollups count, for every event, by whom, in a zone other
// than UTC across its midnight; a group-limited user's drilled list stays within their groups; parameters that do
// not go together answer 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ChatsPage, ItemsPage, STATS_DRILL_EVENTS, StatsPosts, type StatsDrillEvent } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { chats, companies, items, objects, spaces, users } from '../src/db/schema.ts';
import { zonedTime } from '../src/domain/zonedTime.ts';
import { itemScopeOf } from '../src/items/access.ts';
import { createSandboxSource } from '../src/items/sandboxSource.ts';
import type { Publisher } from '../src/realtime/publisher.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { LIMITED_DEMO_USER } from '../src/seed/usergroups.ts';
import { drilledChats, drilledItems, drillWalks, type Drill } from '../src/stats/drill.ts';
import { dayEdges } from '../src/stats/overall.ts';
import { chatEvents, recountSpace, threadEvents } from '../src/stats/rollups.ts';
import { demoCaller } from './helpers.ts';
import { openTestDatabase, snapshotSeededAt } from './snapshot.ts';

const SILENT: Publisher = { toUser() {}, toSpace() {}, closeUser() {}, restartUser() {} };
const ZONE = 'Europe/Moscow';

let database: Database;
let app: FastifyInstance;
let spaceId = 0;
let objectId = 0;
const clock = { now: snapshotSeededAt() };
let caller = demoCaller(
  () => app,
  () => database.db,
  snapshotSeededAt(),
);
const ymd = (at: number, timeZone: string) => new Date(at).toLocaleDateString('sv-SE', { timeZone });
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// The period: from 40 days before the seed to the zone's day after the one the new events cross the midnight of.
let from = '';
let to = '';
let operatorId = 0;
let utcDay = '';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => clock.now });
  const [space] = await database.db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  spaceId = space!.id;
  const [account] = await database.db
    .select({ id: objects.id })
    .from(objects)
    .innerJoin(companies, eq(companies.id, objects.companyId))
    .where(and(eq(companies.spaceId, spaceId), eq(objects.provider, 'vk')))
    .limit(1);
  objectId = account!.id;
  const [operator] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAILS.operator));
  operatorId = operator!.id;

  // New events on both sides of the zone's midnight two days after the seed: received, replied twice, closed.
  const day = new Date(ymd(snapshotSeededAt() + 2 * 86_400_000, ZONE));
  const midnight = zonedTime({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() + 1 }, 0, ZONE);
  caller = demoCaller(
    () => app,
    () => database.db,
    midnight + 30 * 60_000,
  );
  const source = createSandboxSource({ db: database.db, publisher: SILENT, now: () => clock.now, itemsPerMinute: 0 });
  clock.now = midnight - 10 * 60_000;
  const before = await source.comment(objectId, 'Before midnight');
  clock.now = midnight + 10 * 60_000;
  const after = await source.comment(objectId, 'After midnight');
  clock.now = midnight + 20 * 60_000;
  for (const [id, close] of [
    [after, false],
    [after, true],
    [before, true],
  ] as const) {
    const replied = await caller.send(DEMO_EMAILS.operator, 'POST', `/v1/items/${id}/reply`, { text: 'Answered', close });
    expect(replied.statusCode, replied.body).toBe(200);
  }
  clock.now = midnight + 30 * 60_000;
  from = ymd(snapshotSeededAt() - 40 * 86_400_000, ZONE);
  to = ymd(midnight, ZONE);
  utcDay = ymd(midnight, 'UTC'); // 21:00 UTC the day before: both new comments are on it
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The ids of the comments or chats meeting a drill's condition, in id order. */
async function idsWhere(table: typeof items | typeof chats, where: SQL): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(await database.db.execute(sql`select id from ${table} where ${where} order by id`));
  return rows.map((row) => Number(row.id));
}

/** Every page of a drilled list: the records' ids. */
async function listAll(email: string, path: 'items' | 'chats', params: string): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/v1/${path}?${params}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await caller.get(email, url);
    expect(response.statusCode, response.body).toBe(200);
    const page = (path === 'items' ? ItemsPage : ChatsPage).parse(response.json());
    ids.push(...page.items.map((item) => item.id));
    cursor = page.next_cursor;
  } while (cursor !== null);
  return ids;
}

const drillParams = (event: StatsDrillEvent, userId?: number) =>
  `event=${event}&event_from=${from}&event_to=${to}&event_tz=${encodeURIComponent(ZONE)}${userId ? `&event_user_id=${userId}` : ''}`;

/** The rollups' number of the period in the zone (what GET v1/stats/overall sums), per channel, optionally one operator's. */
async function rollupNumber(channel: 'comments' | 'chats', event: StatsDrillEvent, userId?: number, groups?: number[]) {
  const edges = dayEdges([from, to], ZONE);
  const [row] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select coalesce(sum(${sql.raw(event)}), 0)::integer as n from stats_rollups
      where space_id = ${spaceId} and channel = ${channel} and bucket >= ${edges[0]} and bucket < ${edges.at(-1)}
      ${userId ? sql`and operator_id = ${userId}` : sql``}
      ${
        groups
          ? sql`and usergroup_id in (${sql.join(
              groups.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql``
      }`),
  );
  return Number(row!.n);
}

/** Per record, how many of the event it has in the period (the same event query the rollups add up). */
async function eventsPerRecord(
  channel: 'comments' | 'chats',
  event: StatsDrillEvent,
  userId?: number,
  period: readonly [string, string] = [from, to],
) {
  const edges = dayEdges([...period], ZONE);
  const events = channel === 'comments' ? threadEvents(sql`r.space_id = ${spaceId}`) : chatEvents(sql`c.space_id = ${spaceId}`);
  const rows = rowsOf<{ id: number; n: number }>(
    await database.db.execute(sql`select record_id as id, sum(${sql.raw(event)})::integer as n from (${events}) ev
      where bucket >= ${edges[0]} and bucket < ${edges.at(-1)} ${userId ? sql`and operator_id = ${userId}` : sql``}
      group by record_id having sum(${sql.raw(event)}) > 0`),
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
}

describe('GET v1/items and v1/chats drilled by an event', () => {
  it('checks the period spans the new events across the zone’s midnight', () => {
    expect(dayEdges([to], ZONE)[0]! % 900).toBe(0);
    expect(to > from).toBe(true);
  });

  for (const channel of ['comments', 'chats'] as const)
    for (const event of STATS_DRILL_EVENTS)
      for (const by of ['anyone', 'operator'] as const) {
        if (event === 'received' && by === 'operator') continue;
        it(`${channel}: ${event} by ${by} holds what the number counts`, async () => {
          const userId = by === 'operator' ? operatorId : undefined;
          const path = channel === 'comments' ? 'items' : 'chats';
          const listed = await listAll(DEMO_EMAILS.admin, path, drillParams(event, userId));
          const number = await rollupNumber(channel, event, userId);
          const perRecord = await eventsPerRecord(channel, event, userId);
          // The list is the records with the event; their events add up to the number.
          expect(new Set(listed).size).toBe(listed.length);
          expect([...listed].sort((a, b) => a - b)).toEqual([...perRecord.keys()].sort((a, b) => a - b));
          expect([...perRecord.values()].reduce((sum, n) => sum + n, 0)).toBe(number);
          // A comment is received once and first replied once: there the list's length is the number itself.
          if (channel === 'comments' && (event === 'received' || event === 'replied')) expect(listed.length).toBe(number);
          if (channel === 'comments' && event !== 'closed_without_reply' && event !== 'received')
            expect(number).toBeGreaterThan(0);
        });
      }

  it('holds a post’s received comments under its post filter, as many as /stats/posts counts for it', async () => {
    const answer = await caller.get(
      DEMO_EMAILS.admin,
      `/v1/stats/posts?space_id=${spaceId}&from=${from}&to=${to}&tz=${encodeURIComponent(ZONE)}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const posts = StatsPosts.parse(answer.json()).posts.slice(0, 4);
    expect(posts.length).toBeGreaterThan(1);
    for (const post of posts) {
      const params = `${drillParams('received')}&object_id[]=${post.object_id}&post_id[]=${post.post_id}`;
      const listed = await listAll(DEMO_EMAILS.admin, 'items', params);
      expect(listed.length, `post ${post.post_id}`).toBe(post.received);
    }
    // Without an event the inbox's threads of that post.
    const [first] = posts;
    const page = ItemsPage.parse(
      (
        await caller.get(DEMO_EMAILS.admin, `/v1/items?post_id[]=${first!.post_id}&status[]=new&status[]=closed&limit=100`)
      ).json(),
    );
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.post_id === first!.post_id)).toBe(true);
  });

  it('selects the same comments walking the list as starting from the operator’s lines', async () => {
    const edges = dayEdges([from, to], ZONE);
    for (const event of STATS_DRILL_EVENTS.filter((one) => one !== 'received')) {
      const drill: Drill = { event, from: edges[0]!, to: edges.at(-1)!, userId: operatorId };
      // One line in the period's last day, however many comments: the operator's list walks (drillWalks).
      const anyDensity = { lines: 1, density: 1e6 };
      const walked = await drillWalks(database.db, drill, [spaceId], clock.now, anyDensity);
      expect(walked.walk, event).toBe(true);
      // Lines too few, too sparse among the day's comments, or a period not begun: the planner's choice.
      expect((await drillWalks(database.db, drill, [spaceId], clock.now, { lines: 1e6, density: 1e6 })).walk).toBeUndefined();
      expect((await drillWalks(database.db, drill, [spaceId], clock.now, { lines: 1, density: 0 })).walk).toBeUndefined();
      expect((await drillWalks(database.db, drill, [spaceId], drill.from * 1000, anyDensity)).walk).toBeUndefined();
      const expected = [...(await eventsPerRecord('comments', event, operatorId)).keys()].sort((a, b) => a - b);
      for (const form of [drill, walked]) {
        expect(await idsWhere(items, drilledItems(form, [spaceId])), `${event} walk ${form.walk}`).toEqual(expected);
      }
    }
  });

  it('selects the chats with the event in any period, those with it before and after the period too', async () => {
    // Some chats' first message 25 days earlier (the recount rebuilds their figures and lines): their events are then
    // before and after the shorter periods below.
    await database.db.execute(sql`update chat_messages m set created_at = m.created_at - interval '25 days'
      where m.id in (select min(id) from chat_messages where chat_id in
        (select id from chats where space_id = ${spaceId} order by id limit 8) group by chat_id)`);
    await recountSpace(database.db, spaceId);
    // Every chat event of the space once (the rows the rollups add up), then each period's chats from them.
    const events = rowsOf<Record<StatsDrillEvent, number> & { record_id: number; bucket: number; operator_id: number }>(
      await database.db.execute(sql`select * from (${chatEvents(sql`c.space_id = ${spaceId}`)}) ev`),
    );
    let spanning = 0;
    for (const back of [1, 2, 5, 9, 16, 30])
      for (const days of [1, 3, 10]) {
        const period = [
          ymd(snapshotSeededAt() - back * 86_400_000, ZONE),
          ymd(snapshotSeededAt() - (back - days + 1) * 86_400_000, ZONE),
        ];
        const edges = dayEdges(period, ZONE);
        for (const event of STATS_DRILL_EVENTS)
          for (const userId of event === 'received' ? [null] : [null, operatorId, 0]) {
            const drill: Drill = { event, from: edges[0]!, to: edges.at(-1)!, userId };
            const mine = events.filter((row) => row[event] > 0 && (userId === null || row.operator_id === userId));
            const expected = [
              ...new Set(mine.filter((row) => row.bucket >= drill.from && row.bucket < drill.to).map((row) => row.record_id)),
            ].sort((a, b) => a - b);
            // Both forms: the counts' (every chat at once) and a list's (each chat it walks).
            for (const form of [drill, { ...drill, walk: true }]) {
              expect(
                await idsWhere(chats, drilledChats(form, [spaceId])),
                `${event} by ${userId} in ${period.join(' … ')}, walk ${form.walk}`,
              ).toEqual(expected);
            }
            // A chat with the event before and after the period: looked up among the period's lines.
            const before = new Set(mine.filter((row) => row.bucket < drill.from).map((row) => row.record_id));
            spanning += new Set(
              mine.filter((row) => row.bucket >= drill.to && before.has(row.record_id)).map((row) => row.record_id),
            ).size;
          }
      }
    expect(spanning).toBeGreaterThan(0);
  });

  it('holds the new comments on their own side of the midnight', async () => {
    const lastDay = `event=received&event_from=${to}&event_to=${to}&event_tz=${encodeURIComponent(ZONE)}&object_id[]=${objectId}`;
    const utc = `event=received&event_from=${utcDay}&event_to=${utcDay}&event_tz=UTC&object_id[]=${objectId}`;
    const inZone = await listAll(DEMO_EMAILS.admin, 'items', lastDay);
    const inUtc = await listAll(DEMO_EMAILS.admin, 'items', utc);
    expect(inZone).toHaveLength(1); // only "After midnight" on the zone's day
    expect(inUtc.length).toBeGreaterThanOrEqual(2); // both are on one UTC day
  });

  it('keeps a group-limited user to their groups', async () => {
    const [limited] = await database.db.select().from(users).where(eq(users.email, LIMITED_DEMO_USER.email));
    const scope = await itemScopeOf(database.db, limited!.id);
    const listed = await listAll(LIMITED_DEMO_USER.email, 'items', drillParams('received'));
    expect(listed.length).toBe(await rollupNumber('comments', 'received', undefined, [...scope.groupIds]));
    expect(listed.length).toBeLessThan(await rollupNumber('comments', 'received'));
  });

  it('answers 400 for parameters that do not go together', async () => {
    const zone = `event_tz=${encodeURIComponent(ZONE)}`;
    for (const params of [
      `event=replied&event_from=${from}`, // no last day
      `event_from=${from}&event_to=${to}`, // no event
      `event=received&event_from=${from}&event_to=${to}&event_user_id=${operatorId}`, // received is nobody's
      `event=replied&event_from=${to}&event_to=${from}&${zone}`, // backwards
      `event=opened&event_from=${from}&event_to=${to}`, // no such event
      `event=replied&event_from=${from}&event_to=${to}&event_tz=Mars/Olympus`,
    ]) {
      expect((await caller.get(DEMO_EMAILS.admin, `/v1/items?${params}`)).statusCode, params).toBe(400);
      expect((await caller.get(DEMO_EMAILS.admin, `/v1/chats?${params}`)).statusCode, params).toBe(400);
    }
    const refused = await caller.get(DEMO_EMAILS.admin, `/v1/items?event=replied&event_from=${from}`);
    expect(refused.json()).toMatchObject({ error: expect.any(String) });
  });
});

describe('GET v1/items drilled by an event in a period long past', () => {
  it('lists a period long past exactly, skipping the comments that arrived after it', async () => {
    // A comment answered and closed the day after the seed, in a period that ends that day; the new comments of
    // beforeAll arrived more than a day after its end. Last in the file: the other tests count without these.
    const source = createSandboxSource({ db: database.db, publisher: SILENT, now: () => clock.now, itemsPerMinute: 0 });
    const saved = clock.now;
    clock.now = snapshotSeededAt() + 20 * 3_600_000;
    const old = await source.comment(objectId, 'Long ago');
    clock.now += 3_600_000;
    const replied = await caller.send(DEMO_EMAILS.operator, 'POST', `/v1/items/${old}/reply`, { text: 'Then', close: true });
    expect(replied.statusCode, replied.body).toBe(200);
    clock.now = saved;
    const pastTo = ymd(snapshotSeededAt() + 86_400_000, ZONE);
    const edges = dayEdges([from, pastTo], ZONE);
    const [newer] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::integer as n from items where space_id = ${spaceId} and created_at > to_timestamp(${edges.at(-1)! + 86_400})`,
      ),
    );
    expect(Number(newer!.n)).toBeGreaterThan(0);
    for (const event of STATS_DRILL_EVENTS) {
      const drill: Drill = { event, from: edges[0]!, to: edges.at(-1)!, userId: null };
      const rows = await database.db
        .select({ id: items.id })
        .from(items)
        .where(drilledItems(drill, [spaceId]))
        .orderBy(items.id);
      const expected = [...(await eventsPerRecord('comments', event, undefined, [from, pastTo])).keys()].sort((a, b) => a - b);
      expect(
        rows.map((row) => row.id),
        event,
      ).toEqual(expected);
      if (event !== 'closed_without_reply') expect(expected, event).toContain(old);
    }
  });
});
