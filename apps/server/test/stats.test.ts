// GET v1/stats/overall (docs/stats.md): role gates (anyone with a space; the team's figures for the stats
// or settings flag), another workspace's space 404, the period's checks, days of the asked zone across its midnight
// (and a daylight-saving day's length), and a group-limited user's numbers equal to what their lists hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STATS_COUNT_COLUMNS, StatsOverall } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { chatMessages, chats, items, objects, companies, spaces, users } from '../src/db/schema.ts';
import { zonedTime } from '../src/domain/zonedTime.ts';
import { createSandboxSource } from '../src/items/sandboxSource.ts';
import { itemScopeOf, visibleChats, visibleItems } from '../src/items/access.ts';
import type { Publisher } from '../src/realtime/publisher.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { LIMITED_DEMO_USER } from '../src/seed/usergroups.ts';
import { NO_MESSAGES_DEMO_USER } from '../src/seed/chats.ts';
import { dayEdges } from '../src/stats/overall.ts';
import { createJobRunner } from '../src/jobs/runner.ts';
import { scheduleStatsRecount, STATS_RECOUNT_JOB, statsRecountJob } from '../src/jobs/statsRecount.ts';
import { demoCaller, ok } from './helpers.ts';
import { openTestDatabase, snapshotSeededAt } from './snapshot.ts';

const SILENT: Publisher = { toUser() {}, toSpace() {}, closeUser() {}, restartUser() {} };

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

const overall = (email: string, params: string) => get(email, `/v1/stats/overall?space_id=${spaceId}&${params}`);
const ymd = (at: number, timeZone: string) => new Date(at).toLocaleDateString('sv-SE', { timeZone });

describe('GET v1/stats/overall: gates', () => {
  const period = 'from=2026-01-01&to=2026-01-31&tz=UTC';

  it('answers every member; the team figures only with the stats or settings flag', async () => {
    const reader = ok(await overall(DEMO_EMAILS.reader, period), StatsOverall);
    expect(reader.operators).toBeNull();
    expect(reader.days).toHaveLength(31);
    const analyst = ok(await overall(DEMO_EMAILS.analyst, period), StatsOverall);
    expect(analyst.operators).not.toBeNull();
    const admin = ok(await overall(DEMO_EMAILS.admin, period), StatsOverall);
    expect(admin.operators).not.toBeNull();
  });

  it("refuses another user's figures without the team's flag, and answers one's own", async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAILS.admin));
    const [operator] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAILS.operator));
    expect((await overall(DEMO_EMAILS.operator, `${period}&user_id[]=${admin!.id}`)).statusCode).toBe(403);
    expect((await overall(DEMO_EMAILS.operator, `${period}&user_id[]=${operator!.id}`)).statusCode).toBe(200);
    expect((await overall(DEMO_EMAILS.analyst, `${period}&user_id[]=${admin!.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for a space of another workspace, 400 for a period backwards, too long or not a date', async () => {
    const [demo] = await database.db.select().from(spaces).where(eq(spaces.id, spaceId));
    const [other] = await database.db
      .insert(spaces)
      .values({
        name: 'Stats elsewhere',
        expiresAt: demo!.expiresAt,
        isTrial: true,
        tariff: demo!.tariff,
        settings: demo!.settings,
      })
      .returning({ id: spaces.id });
    const foreign = await get(DEMO_EMAILS.admin, `/v1/stats/overall?space_id=${other!.id}&${period}`);
    expect(foreign.statusCode).toBe(404);
    expect((await overall(DEMO_EMAILS.admin, 'from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await overall(DEMO_EMAILS.admin, 'from=2024-01-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await overall(DEMO_EMAILS.admin, 'from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
    expect((await overall(DEMO_EMAILS.admin, `${period.replace('UTC', 'Mars/Olympus')}`)).statusCode).toBe(400);
  });
});

describe('GET v1/stats/overall: days of a time zone', () => {
  it("counts each event on its zone's day, across that zone's midnight", async () => {
    // Two days after the seed, in Moscow (UTC+3): a comment at 23:50 and one at 00:10, the second replied at 00:20.
    const zone = 'Europe/Moscow';
    const day = new Date(ymd(snapshotSeededAt() + 2 * 86_400_000, zone));
    const date = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
    const midnight = zonedTime({ ...date, day: date.day + 1 }, 0, zone);
    const first = ymd(midnight - 1, zone);
    const second = ymd(midnight, zone);
    const utcDay = ymd(midnight, 'UTC'); // 21:00 UTC: both comments are on one UTC day
    // Sessions made at the moved clock's time (an access token made at the seed's time has expired by then).
    const late = demoCaller(
      () => app,
      () => database.db,
      midnight + 20 * 60_000,
    );
    const read = async (tz: string) =>
      ok(
        await late.get(
          DEMO_EMAILS.admin,
          `/v1/stats/overall?space_id=${spaceId}&from=${first}&to=${second}&tz=${tz}&object_id[]=${objectId}`,
        ),
        StatsOverall,
      );
    const readUtc = async () =>
      ok(
        await late.get(
          DEMO_EMAILS.admin,
          `/v1/stats/overall?space_id=${spaceId}&from=${utcDay}&to=${utcDay}&tz=UTC&object_id[]=${objectId}`,
        ),
        StatsOverall,
      );
    clock.now = midnight + 20 * 60_000;
    const [before, beforeUtc] = [await read(zone), await readUtc()];

    const source = createSandboxSource({ db: database.db, publisher: SILENT, now: () => clock.now, itemsPerMinute: 0 });
    clock.now = midnight - 10 * 60_000;
    await source.comment(objectId, 'Before midnight');
    clock.now = midnight + 10 * 60_000;
    const afterMidnight = await source.comment(objectId, 'After midnight');
    clock.now = midnight + 20 * 60_000;
    const replied = await late.send(DEMO_EMAILS.operator, 'POST', `/v1/items/${afterMidnight}/reply`, {
      text: 'Answered',
      close: true,
    });
    expect(replied.statusCode, replied.body).toBe(200);

    const after = await read(zone);
    expect(after.time_zone).toBe(zone);
    expect(after.days.map((d) => d.date)).toEqual([first, second]);
    expect(after.days[0]!.received - before.days[0]!.received).toBe(1);
    expect(after.days[1]!.received - before.days[1]!.received).toBe(1);
    expect(after.days[1]!.replied - before.days[1]!.replied).toBe(1);
    expect(after.days[1]!.closed_with_reply - before.days[1]!.closed_with_reply).toBe(1);
    expect(after.reply_times.count - before.reply_times.count).toBe(1);
    // The same events in UTC: both comments fall on one day.
    const afterUtc = await readUtc();
    expect(afterUtc.days[0]!.received - beforeUtc.days[0]!.received).toBe(2);
    // The operator's figures, per operator, for the team.
    const [operator] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAILS.operator));
    const own = after.operators!.find((o) => o.user_id === operator!.id);
    expect(own?.replied).toBeGreaterThanOrEqual(1);
  });

  it('takes a daylight-saving day as the zone has it (23 and 25 hours)', () => {
    const spring = dayEdges(['2026-03-08'], 'America/New_York');
    expect(spring[1]! - spring[0]!).toBe(23 * 3600);
    const autumn = dayEdges(['2026-10-25'], 'Europe/Berlin');
    expect(autumn[1]! - autumn[0]!).toBe(25 * 3600);
    const plain = dayEdges(['2026-06-30', '2026-07-01'], 'Asia/Kathmandu'); // +05:45: the buckets' quarters still fit
    expect(plain[0]! % 900).toBe(0);
    expect(plain[2]! - plain[0]!).toBe(2 * 86_400);
  });
});

describe('GET v1/stats/overall: per channel', () => {
  it('splits the totals and each operator’s counts into comments and chats that add up', async () => {
    clock.now = snapshotSeededAt();
    const from = ymd(snapshotSeededAt() - 60 * 86_400_000, 'UTC');
    const to = ymd(snapshotSeededAt(), 'UTC');
    const figures = ok(await overall(DEMO_EMAILS.admin, `from=${from}&to=${to}&tz=UTC`), StatsOverall);
    const { comments, chats } = figures.channels!;
    expect(comments!.received).toBeGreaterThan(0);
    expect(chats!.received).toBeGreaterThan(0);
    for (const column of STATS_COUNT_COLUMNS) expect(comments![column] + chats![column]).toBe(figures.totals[column]);
    expect(figures.operators!.length).toBeGreaterThan(0);
    for (const operator of figures.operators!) {
      for (const column of STATS_COUNT_COLUMNS)
        expect(operator.channels!.comments![column] + operator.channels!.chats![column]).toBe(operator[column]);
      // Each first reply has its time: the operator's histogram counts their replied.
      expect(operator.reply_times!.count).toBe(operator.replied);
    }
    const operatorsReplied = figures.operators!.reduce((sum, one) => sum + one.replied, 0);
    expect(operatorsReplied).toBe(figures.totals.replied);
  });

  it('leaves out the channel the caller does not see', async () => {
    clock.now = snapshotSeededAt();
    const figures = ok(await overall(NO_MESSAGES_DEMO_USER.email, 'from=2026-01-01&to=2026-01-31&tz=UTC'), StatsOverall);
    expect(figures.channels!.chats).toBeUndefined();
    expect(figures.channels!.comments).toBeDefined();
  });
});

describe('GET v1/stats/overall: a group-limited user', () => {
  it('counts what their lists hold: their groups’ comments and chats', async () => {
    clock.now = snapshotSeededAt(); // the sessions' time (the test above moved the clock)
    const zone = 'UTC';
    const from = ymd(snapshotSeededAt() - 60 * 86_400_000, zone);
    const to = ymd(snapshotSeededAt() + 3 * 86_400_000, zone);
    const figures = ok(await overall(LIMITED_DEMO_USER.email, `from=${from}&to=${to}&tz=${zone}`), StatsOverall);
    const [limited] = await database.db.select().from(users).where(eq(users.email, LIMITED_DEMO_USER.email));
    const scope = await itemScopeOf(database.db, limited!.id);
    const start = new Date(`${from}T00:00:00Z`);
    const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
    const [comments] = await database.db
      .select({ n: sql<number>`count(*)::integer` })
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
    expect(figures.totals.received).toBe(Number(comments!.n) + Number(messages!.n));
    // And fewer than the whole space's.
    const all = ok(await overall(DEMO_EMAILS.admin, `from=${from}&to=${to}&tz=${zone}`), StatsOverall);
    expect(figures.totals.received).toBeLessThan(all.totals.received);
  });
});

describe('the recount job', () => {
  it("rebuilds a space's rollups from the raw tables", async () => {
    const table = async () =>
      (
        (await database.db.execute(
          sql`select * from stats_rollups where space_id = ${spaceId} order by bucket, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const kept = await table();
    expect(kept.length).toBeGreaterThan(2);
    // Damage: one row's counts off, another row gone.
    await database.db.execute(
      sql`update stats_rollups set received = received + 5 where ctid = (select ctid from stats_rollups where space_id = ${spaceId} limit 1)`,
    );
    await database.db.execute(
      sql`delete from stats_rollups where ctid = (select ctid from stats_rollups where space_id = ${spaceId} offset 1 limit 1)`,
    );
    expect(await table()).not.toEqual(kept);
    await scheduleStatsRecount(database.db, spaceId, clock.now);
    const runner = createJobRunner({ db: database.db, now: () => clock.now, handlers: { [STATS_RECOUNT_JOB]: statsRecountJob } });
    expect(await runner.runDue()).toBeGreaterThanOrEqual(1);
    expect(await table()).toEqual(kept);
  });
});
