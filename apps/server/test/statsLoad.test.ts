// GET v1/stats/replies, hours, tags, posts, emotions (docs/stats.md): figures on a small known sequence of events,
// the hours of a zone across its midnight and on daylight-saving days, a group-limited user's numbers equal to their
// lists, the gates (another workspace's space 404, another user's figures 403, the period's checks) and the CSV tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  csvOf,
  emotionsTable,
  hoursTable,
  postsTable,
  repliesTable,
  STATS_EMOTIONS_PATH,
  STATS_HOURS_PATH,
  STATS_POSTS_PATH,
  STATS_REPLIES_PATH,
  STATS_TAGS_PATH,
  StatsEmotions,
  StatsHours,
  StatsPosts,
  StatsReplies,
  StatsTags,
  tagsTable,
} from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { chatMessages, chats, companies, items, objects, spaces, tags, users } from '../src/db/schema.ts';
import { zonedTime } from '../src/domain/zonedTime.ts';
import { itemScopeOf, visibleChats, visibleItems } from '../src/items/access.ts';
import { createSandboxSource } from '../src/items/sandboxSource.ts';
import type { Publisher } from '../src/realtime/publisher.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { LIMITED_DEMO_USER } from '../src/seed/usergroups.ts';
import { weekHourOf } from '../src/stats/hours.ts';
import { dayEdges } from '../src/stats/overall.ts';
import { demoCaller, ok } from './helpers.ts';
import { openTestDatabase, snapshotSeededAt } from './snapshot.ts';

const SILENT: Publisher = { toUser() {}, toSpace() {}, closeUser() {}, restartUser() {} };
const PATHS = [STATS_REPLIES_PATH, STATS_HOURS_PATH, STATS_TAGS_PATH, STATS_POSTS_PATH, STATS_EMOTIONS_PATH];

let database: Database;
let app: FastifyInstance;
let spaceId = 0;
let objectId = 0;
const clock = { now: snapshotSeededAt() };

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
    .orderBy(asc(objects.id))
    .limit(1);
  objectId = account!.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const { get } = demoCaller(
  () => app,
  () => database.db,
  snapshotSeededAt(),
);
const ymd = (at: number, timeZone: string) => new Date(at).toLocaleDateString('sv-SE', { timeZone });
const userId = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

describe('v1/stats load endpoints: gates', () => {
  const period = 'from=2026-01-01&to=2026-01-31&tz=UTC';

  it('answer every member; the team figures (per operator) only with the stats or settings flag', async () => {
    const url = (path: string) => `/${path}?space_id=${spaceId}&${period}`;
    for (const path of PATHS) {
      expect((await get(DEMO_EMAILS.reader, url(path))).statusCode, path).toBe(200);
      expect((await get(DEMO_EMAILS.analyst, url(path))).statusCode, path).toBe(200);
    }
    expect(ok(await get(DEMO_EMAILS.reader, url(STATS_REPLIES_PATH)), StatsReplies).operators).toBeNull();
    expect(ok(await get(DEMO_EMAILS.analyst, url(STATS_REPLIES_PATH)), StatsReplies).operators).not.toBeNull();
  });

  it("answer 404 for another workspace's space, 403 for another user's figures, 400 for a bad period", async () => {
    const [demo] = await database.db.select().from(spaces).where(eq(spaces.id, spaceId));
    const [other] = await database.db
      .insert(spaces)
      .values({
        name: 'Load elsewhere',
        expiresAt: demo!.expiresAt,
        isTrial: true,
        tariff: demo!.tariff,
        settings: demo!.settings,
      })
      .returning({ id: spaces.id });
    const admin = await userId(DEMO_EMAILS.admin);
    for (const path of PATHS) {
      expect((await get(DEMO_EMAILS.admin, `/${path}?space_id=${other!.id}&${period}`)).statusCode, path).toBe(404);
      const own = `/${path}?space_id=${spaceId}&${period}`;
      expect((await get(DEMO_EMAILS.operator, `${own}&user_id[]=${admin}`)).statusCode, path).toBe(403);
      const bad = `/${path}?space_id=${spaceId}&from=2024-01-01&to=2026-01-01`;
      expect((await get(DEMO_EMAILS.admin, bad)).statusCode, path).toBe(400);
      expect((await get(DEMO_EMAILS.admin, `/${path}?space_id=${spaceId}&from=2026-02-01&to=2026-01-01`)).statusCode).toBe(400);
    }
  });
});

describe('v1/stats load endpoints: a known sequence of events', () => {
  it('count two comments across Tokyo midnight, a reply, a tag and a negative sentiment', async () => {
    // Five days after the seed (no history there), in Tokyo (UTC+9, no DST): comments at 23:50 and 00:10, the second
    // answered at 00:20 (a 10-minute reply), the first tagged and marked negative.
    const zone = 'Asia/Tokyo';
    const day = new Date(ymd(snapshotSeededAt() + 5 * 86_400_000, zone));
    const date = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
    const midnight = zonedTime({ ...date, day: date.day + 1 }, 0, zone);
    const [first, second] = [ymd(midnight - 1, zone), ymd(midnight, zone)];
    const late = demoCaller(
      () => app,
      () => database.db,
      midnight + 20 * 60_000,
    );
    const source = createSandboxSource({ db: database.db, publisher: SILENT, now: () => clock.now, itemsPerMinute: 0 });
    clock.now = midnight - 10 * 60_000;
    const before = (await source.comment(objectId, 'Before midnight'))!;
    clock.now = midnight + 10 * 60_000;
    const after = (await source.comment(objectId, 'After midnight'))!;
    clock.now = midnight + 20 * 60_000;
    const replied = await late.send(DEMO_EMAILS.operator, 'POST', `/v1/items/${after}/reply`, { text: 'Answered' });
    expect(replied.statusCode, replied.body).toBe(200);
    const [tag] = await database.db.select().from(tags).where(eq(tags.spaceId, spaceId)).orderBy(asc(tags.id)).limit(1);
    const [row] = await database.db.select().from(items).where(eq(items.id, before));
    const changed = await late.send(DEMO_EMAILS.admin, 'PATCH', `/v1/items/${before}`, {
      version: row!.version,
      tags: [tag!.id],
      sentiment: 'negative',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const read = async <T>(path: string, schema: { parse(value: unknown): T }, tz = zone, email: string = DEMO_EMAILS.admin) =>
      ok(
        await late.get(email, `/${path}?space_id=${spaceId}&from=${first}&to=${second}&tz=${tz}&object_id[]=${objectId}`),
        schema,
      );

    // Hours: Tokyo's weekday and hour of each, and the same events in UTC (14:50 and 15:10 of one weekday).
    const weekday = (at: number, tz: string) => weekHourOf(tz, dayEdges([ymd(at, tz)], tz))(Math.floor(at / 1000 / 900) * 900);
    const hours = await read(STATS_HOURS_PATH, StatsHours);
    expect(hours.cells).toHaveLength(7 * 24);
    const cell = (answer: typeof hours, at: number, tz: string) => {
      const { weekday: w, hour } = weekday(at, tz);
      return answer.cells.find((c) => c.weekday === w && c.hour === hour)!;
    };
    expect(cell(hours, midnight - 10 * 60_000, zone)).toMatchObject({ hour: 23, received: 1, replies: 0 });
    expect(cell(hours, midnight + 10 * 60_000, zone)).toMatchObject({ hour: 0, received: 1, replies: 1 });
    expect(hours.cells.reduce((sum, c) => sum + c.received, 0)).toBe(2);
    const utc = await read(STATS_HOURS_PATH, StatsHours, 'UTC');
    expect(cell(utc, midnight - 10 * 60_000, 'UTC')).toMatchObject({ hour: 14, received: 1 });
    expect(cell(utc, midnight + 10 * 60_000, 'UTC')).toMatchObject({ hour: 15, received: 1, replies: 1 });

    // Replies: one first reply of about 10 minutes (the bin's middle: 512…724 s), the operator's and the account's.
    const replies = await read(STATS_REPLIES_PATH, StatsReplies);
    expect(replies.overall).toMatchObject({ replies: 1, replied: 1 });
    expect(replies.overall.reply_times.count).toBe(1);
    expect(replies.overall.reply_times.median_s).toBeGreaterThanOrEqual(512);
    expect(replies.overall.reply_times.median_s).toBeLessThanOrEqual(724);
    const operator = await userId(DEMO_EMAILS.operator);
    expect(replies.operators).toEqual([expect.objectContaining({ user_id: operator, replied: 1, replies: 1 })]);
    expect(replies.accounts).toEqual([expect.objectContaining({ object_id: objectId, replied: 1 })]);
    // The operator without the team's flag: no per-operator figures; their own filter answers theirs.
    const own = ok(
      await late.get(
        DEMO_EMAILS.operator,
        `/${STATS_REPLIES_PATH}?space_id=${spaceId}&from=${first}&to=${second}&tz=${zone}&user_id[]=${operator}&object_id[]=${objectId}`,
      ),
      StatsReplies,
    );
    expect(own.operators).toBeNull();
    expect(own.overall.replied).toBe(1);

    // Tags: the first comment's tag, received on the first day.
    const tagged = await read(STATS_TAGS_PATH, StatsTags);
    expect(tagged.days).toEqual([first, second]);
    expect(tagged.tags).toEqual([expect.objectContaining({ tag_id: tag!.id, received: 1, replied: 0, trend: [1, 0] })]);

    // Posts: both under the account's latest post; one of two negative, one of two replied.
    const posts = await read(STATS_POSTS_PATH, StatsPosts);
    const [post] = await database.db.select().from(items).where(eq(items.id, after));
    expect(post!.postId).not.toBeNull();
    expect(posts.posts).toEqual([
      expect.objectContaining({ post_id: post!.postId, object_id: objectId, received: 2, negative_share: 0.5, reply_rate: 0.5 }),
    ]);

    // Emotions: the first day's comment negative, the second's none.
    const emotions = await read(STATS_EMOTIONS_PATH, StatsEmotions);
    expect(emotions.days).toEqual([
      { date: first, negative: 1, neutral: 0, positive: 0, none: 0 },
      { date: second, negative: 0, neutral: 0, positive: 0, none: 1 },
    ]);
    expect(emotions.totals).toEqual({ negative: 1, neutral: 0, positive: 0, none: 1 });

    // The CSV tables: one header row and a row per line of the answer.
    const lines = (csv: string) => csv.replace('\uFEFF', '').trimEnd().split('\r\n');
    const names = { operator: (id: number) => `user ${id}`, account: (id: number) => `account ${id}` };
    const repliesCsv = csvOf(
      repliesTable(replies, {
        who: 'Who',
        overall: 'All',
        replies: 'Replies',
        replied: 'First',
        count: 'N',
        median_s: 'Median',
        p90_s: 'P90',
        ...names,
      }),
    );
    expect(lines(repliesCsv)).toHaveLength(1 + 1 + 1 + 1);
    expect(lines(repliesCsv)[1]).toMatch(/^All,1,1,1,\d+,\d+$/);
    const hoursCsv = csvOf(
      hoursTable(hours, { weekday: 'Day', hour: 'Hour', received: 'In', replies: 'Out', weekdayName: (w) => `d${w}` }),
    );
    expect(lines(hoursCsv)).toHaveLength(1 + 168);
    const tagsCsv = csvOf(
      tagsTable(tagged, {
        tag: 'Tag',
        received: 'In',
        replies: 'Out',
        replied: 'First',
        closed_with_reply: 'C+',
        closed_without_reply: 'C-',
        tagName: () => '=cmd',
      }),
    );
    expect(lines(tagsCsv)[1]).toBe("'=cmd,1,0,0,0,0");
    const postsCsv = csvOf(
      postsTable(posts, { post: 'Post', url: 'Link', received: 'In', negative_share: 'Negative', reply_rate: 'Rate' }),
    );
    expect(lines(postsCsv)[1]).toMatch(/,2,0\.5,0\.5$/);
    const emotionsCsv = csvOf(
      emotionsTable(emotions, { date: 'Date', negative: '-', neutral: '0', positive: '+', none: 'none' }),
    );
    expect(lines(emotionsCsv)).toEqual(["Date,'-,0,'+,none", `${first},1,0,0,0`, `${second},0,0,0,1`]);
    clock.now = snapshotSeededAt();
  });
});

describe('v1/stats/hours: daylight-saving days', () => {
  it('places each bucket at the wall-clock hour the zone shows then', () => {
    // New York springs forward on Sunday 2026-03-08 at 2:00 (EST -5 → EDT -4): 06:30 UTC is 1:30, 07:15 UTC is 3:15.
    const spring = weekHourOf('America/New_York', dayEdges(['2026-03-07', '2026-03-08', '2026-03-09'], 'America/New_York'));
    expect(spring(Date.UTC(2026, 2, 8, 6, 30) / 1000)).toEqual({ weekday: 7, hour: 1 });
    expect(spring(Date.UTC(2026, 2, 8, 7, 15) / 1000)).toEqual({ weekday: 7, hour: 3 });
    expect(spring(Date.UTC(2026, 2, 9, 4, 45) / 1000)).toEqual({ weekday: 1, hour: 0 });
    // Berlin falls back on Sunday 2026-10-25 at 3:00 (CEST +2 → CET +1): 00:30 and 01:30 UTC are both 2:30.
    const autumn = weekHourOf('Europe/Berlin', dayEdges(['2026-10-25'], 'Europe/Berlin'));
    expect(autumn(Date.UTC(2026, 9, 25, 0, 30) / 1000)).toEqual({ weekday: 7, hour: 2 });
    expect(autumn(Date.UTC(2026, 9, 25, 1, 30) / 1000)).toEqual({ weekday: 7, hour: 2 });
    expect(autumn(Date.UTC(2026, 9, 24, 22, 0) / 1000)).toEqual({ weekday: 7, hour: 0 });
    // +05:45 (Kathmandu): a bucket at a quarter past lands in its own hour.
    const kathmandu = weekHourOf('Asia/Kathmandu', dayEdges(['2026-07-01'], 'Asia/Kathmandu'));
    expect(kathmandu(Date.UTC(2026, 6, 1, 0, 15) / 1000)).toEqual({ weekday: 3, hour: 6 });
  });

  it('counts the comments of the repeated hour of an autumn day in that hour', async () => {
    clock.now = snapshotSeededAt(); // the sessions' time
    const read = async () =>
      ok(
        await get(
          DEMO_EMAILS.admin,
          `/${STATS_HOURS_PATH}?space_id=${spaceId}&from=2026-10-25&to=2026-10-25&tz=Europe/Berlin&object_id[]=${objectId}`,
        ),
        StatsHours,
      );
    const at = (answer: StatsHours, hour: number) => answer.cells.find((c) => c.weekday === 7 && c.hour === hour)!.received;
    const before = await read();
    const source = createSandboxSource({ db: database.db, publisher: SILENT, now: () => clock.now, itemsPerMinute: 0 });
    for (const utc of [Date.UTC(2026, 9, 25, 0, 30), Date.UTC(2026, 9, 25, 1, 30)]) {
      clock.now = utc;
      await source.comment(objectId, 'In the repeated hour');
    }
    clock.now = snapshotSeededAt();
    const after = await read();
    expect(at(after, 2) - at(before, 2)).toBe(2);
    expect(at(after, 3) - at(before, 3)).toBe(0);
  });
});

describe('v1/stats load endpoints: a group-limited user', () => {
  it('count what their lists hold', async () => {
    clock.now = snapshotSeededAt();
    const from = ymd(snapshotSeededAt() - 60 * 86_400_000, 'UTC');
    const to = ymd(snapshotSeededAt() + 3 * 86_400_000, 'UTC');
    const query = `space_id=${spaceId}&from=${from}&to=${to}&tz=UTC`;
    const [limited] = await database.db.select().from(users).where(eq(users.email, LIMITED_DEMO_USER.email));
    const scope = await itemScopeOf(database.db, limited!.id);
    const start = new Date(`${from}T00:00:00Z`);
    const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
    const [comments] = await database.db
      .select({
        n: sql<number>`count(*)::integer`,
        negative: sql<number>`count(*) filter (where ${items.sentiment} = 'negative')::integer`,
      })
      .from(items)
      .where(
        and(
          eq(items.spaceId, spaceId),
          eq(items.fromUs, false),
          gte(items.createdAt, start),
          lt(items.createdAt, end),
          visibleItems(scope),
        ),
      );
    const [messages] = await database.db
      .select({ n: sql<number>`count(*)::integer` })
      .from(chatMessages)
      .innerJoin(chats, eq(chats.id, chatMessages.chatId))
      .where(
        and(
          eq(chats.spaceId, spaceId),
          eq(chatMessages.kind, 'message'),
          eq(chatMessages.direction, 'in'),
          gte(chatMessages.createdAt, start),
          lt(chatMessages.createdAt, end),
          visibleChats(scope),
        ),
      );
    expect(Number(comments!.n)).toBeGreaterThan(0);
    const hours = ok(await get(LIMITED_DEMO_USER.email, `/${STATS_HOURS_PATH}?${query}`), StatsHours);
    expect(hours.cells.reduce((sum, c) => sum + c.received, 0)).toBe(Number(comments!.n) + Number(messages!.n));
    const emotions = ok(await get(LIMITED_DEMO_USER.email, `/${STATS_EMOTIONS_PATH}?${query}`), StatsEmotions);
    const { negative, neutral, positive, none } = emotions.totals;
    expect(negative + neutral + positive + none).toBe(Number(comments!.n));
    expect(negative).toBe(Number(comments!.negative));
    // And fewer than the whole space's.
    const all = ok(await get(DEMO_EMAILS.admin, `/${STATS_EMOTIONS_PATH}?${query}`), StatsEmotions);
    expect(all.totals.none + all.totals.negative + all.totals.neutral + all.totals.positive).toBeGreaterThan(Number(comments!.n));
  });
});
