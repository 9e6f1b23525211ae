// Status time and schedule adherence (docs/stats.md "Status time"): figures on a known sequence of status changes
// in a zone other than UTC across its midnight (and the same in UTC), the timeline, planned against actual, the
// operators' time; the gates (team flag, one's own, another user's 403, another workspace's space 404); and the
// kept buckets equal to a recount.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { StatsStatusTime, StatsUsersTime, StatsWorkingHours } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { absences, shifts, spaces, statusChanges, users, userStatuses, workingHours } from '../src/db/schema.ts';
import { zonedTime } from '../src/domain/zonedTime.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { DEMO_SPACE_NAME } from '../src/seed.ts';
import { recountStatusTime, setUserStatus } from '../src/stats/statusTime.ts';
import { demoCaller, ok } from './helpers.ts';
import { openTestDatabase, snapshotSeededAt } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
let spaceId = 0;
const clock = { now: snapshotSeededAt() };
const MIN = 60_000;
const rowsOf = (result: unknown): unknown[] => (result as { rows: unknown[] }).rows;

const zone = 'Europe/Moscow';
const ymd = (at: number, timeZone: string) => new Date(at).toLocaleDateString('sv-SE', { timeZone });
// Moscow's midnight two days after the seed: the sequence runs from 30 minutes before it to an hour after.
const seededDay = new Date(ymd(snapshotSeededAt() + 2 * 86_400_000, zone));
const midnight = zonedTime(
  { year: seededDay.getUTCFullYear(), month: seededDay.getUTCMonth() + 1, day: seededDay.getUTCDate() + 1 },
  0,
  zone,
);
const [first, second] = [ymd(midnight - 1, zone), ymd(midnight, zone)];
const utcDay = ymd(midnight, 'UTC'); // 21:00 UTC: the whole sequence is on one UTC day
const late = () =>
  demoCaller(
    () => app,
    () => database.db,
    midnight + 120 * MIN,
  );

const ids = { operator: 0, admin: 0, working: 0, away: 0, offline: 0 };
const userId = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => clock.now });
  const db = database.db;
  const [space] = await db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  spaceId = space!.id;
  ids.operator = await userId(DEMO_EMAILS.operator);
  ids.admin = await userId(DEMO_EMAILS.admin);
  const statuses = await db.select().from(userStatuses).where(eq(userStatuses.spaceId, spaceId));
  ids.working = statuses.find((s) => s.workinghours && !s.offline)!.id;
  ids.away = statuses.find((s) => !s.workinghours && !s.offline)!.id;
  ids.offline = statuses.find((s) => s.offline)!.id;
  // Only the test's plan: the operator's demo shifts, absences and dated slots go.
  for (const table of [shifts, absences, workingHours] as const)
    await db.delete(table).where(and(eq(table.userId, ids.operator), eq(table.spaceId, spaceId)));
  // Planned: one working slot [00:30, 01:30) of Moscow's second day.
  await db.insert(workingHours).values({
    userId: ids.operator,
    spaceId,
    statusId: ids.working,
    startedAt: new Date(midnight + 30 * MIN),
    endedAt: new Date(midnight + 90 * MIN),
  });
  // Actual: working from 23:30, away 00:15-00:45, working again to 01:00, then offline.
  const sequence: [number, number][] = [
    [-30, ids.working],
    [15, ids.away],
    [45, ids.working],
    [60, ids.offline],
  ];
  for (const [minute, status] of sequence)
    await setUserStatus(db, ids.operator, status, midnight + minute * MIN, { manual: true });
  clock.now = midnight + 120 * MIN;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const read = (email: string, path: string, params: string) =>
  late().get(email, `/v1/stats/${path}?space_id=${spaceId}&${params}`);
const moscow = `from=${first}&to=${second}&tz=${zone}`;
const seconds = (time: StatsStatusTime, date: string, status: number) =>
  time.days.find((d) => d.date === date && d.user_id === ids.operator && d.status_id === status)?.seconds ?? 0;

describe('GET v1/stats/*/statuses: a known sequence', () => {
  it("sums each status on its zone's day across Moscow's midnight, the current status up to now", async () => {
    const time = ok(await read(DEMO_EMAILS.operator, 'my/statuses', moscow), StatsStatusTime);
    expect(time.time_zone).toBe(zone);
    expect(seconds(time, first, ids.working)).toBe(1800);
    expect(seconds(time, second, ids.working)).toBe(1800);
    expect(seconds(time, second, ids.away)).toBe(1800);
    expect(seconds(time, second, ids.offline)).toBe(3600); // 01:00 to now (02:00), not yet in a bucket
    expect(
      time.timeline.map((s) => [s.status_id, (s.started_at * 1000 - midnight) / MIN, (s.ended_at * 1000 - midnight) / MIN]),
    ).toEqual([
      [ids.working, -30, 15],
      [ids.away, 15, 45],
      [ids.working, 45, 60],
      [ids.offline, 60, 120],
    ]);
  });

  it('puts the same time on one UTC day', async () => {
    const time = ok(
      await read(DEMO_EMAILS.analyst, `users/${ids.operator}/statuses`, `from=${utcDay}&to=${utcDay}&tz=UTC`),
      StatsStatusTime,
    );
    expect(seconds(time, utcDay, ids.working)).toBe(3600);
    expect(seconds(time, utcDay, ids.away)).toBe(1800);
    const team = ok(await read(DEMO_EMAILS.analyst, 'users/statuses', `from=${utcDay}&to=${utcDay}&tz=UTC`), StatsStatusTime);
    expect(seconds(team, utcDay, ids.working)).toBe(3600);
  });

  it('weighs the plan against the status time: planned, worked, adherence, late start', async () => {
    const hours = ok(await read(DEMO_EMAILS.analyst, `users/${ids.operator}/workinghours`, moscow), StatsWorkingHours);
    expect(hours.days).toEqual([
      { date: first, user_id: ids.operator, planned_min: 0, worked_min: 30, adherence_pct: null, late_start_min: null },
      // Planned 00:30-01:30; working 00:45-01:00 of it; away at 00:30, working from 00:45.
      { date: second, user_id: ids.operator, planned_min: 60, worked_min: 30, adherence_pct: 25, late_start_min: 15 },
    ]);
    expect(hours.users).toEqual([{ user_id: ids.operator, planned_min: 60, worked_min: 60, adherence_pct: 25, late_starts: 1 }]);
    const team = ok(await read(DEMO_EMAILS.admin, 'users/workinghours', moscow), StatsWorkingHours);
    expect(team.users.find((u) => u.user_id === ids.operator)?.late_starts).toBe(1);
  });

  it("gives each operator's time online and working", async () => {
    const time = ok(await read(DEMO_EMAILS.admin, 'userstime', `from=${utcDay}&to=${utcDay}&tz=UTC`), StatsUsersTime);
    expect(time.users.find((u) => u.user_id === ids.operator)).toEqual({
      user_id: ids.operator,
      online_s: 5400,
      working_s: 3600,
    });
  });

  it('records a change made through PUT v1/me/status at the server clock', async () => {
    const put = await late().send(DEMO_EMAILS.admin, 'PUT', '/v1/me/status', { status: ids.away, space_id: spaceId });
    expect(put.statusCode, put.body).toBe(200);
    const changes = await database.db.select().from(statusChanges).where(eq(statusChanges.userId, ids.admin));
    expect(changes.at(-1)).toMatchObject({ spaceId, statusId: ids.away, at: Math.floor(clock.now / 1000) });
  });

  it('keeps the buckets a recount finds', async () => {
    const read = async () =>
      rowsOf(await database.db.execute(sql`select * from stats_status_time where space_id = ${spaceId} order by 1, 2, 3, 4`));
    const kept = await read();
    await recountStatusTime(database.db, spaceId);
    expect(await read()).toEqual(kept);
    expect(kept.length).toBeGreaterThan(0);
  });
});

describe('GET v1/stats/*/statuses: gates', () => {
  it('needs the team flag for every operator and for another user; one’s own for any member', async () => {
    for (const path of [
      'users/statuses',
      'users/workinghours',
      'userstime',
      `users/${ids.admin}/statuses`,
      `users/${ids.admin}/workinghours`,
    ])
      expect((await read(DEMO_EMAILS.operator, path, moscow)).statusCode, path).toBe(403);
    expect((await read(DEMO_EMAILS.operator, `users/${ids.operator}/statuses`, moscow)).statusCode).toBe(200);
    expect((await read(DEMO_EMAILS.operator, `users/${ids.operator}/workinghours`, moscow)).statusCode).toBe(200);
    expect((await read(DEMO_EMAILS.reader, 'my/statuses', moscow)).statusCode).toBe(200);
    expect((await read(DEMO_EMAILS.analyst, 'userstime', moscow)).statusCode).toBe(200);
  });

  it("answers 404 for another workspace's space and a user not in the space, 400 for a bad period", async () => {
    const [demo] = await database.db.select().from(spaces).where(eq(spaces.id, spaceId));
    const [other] = await database.db
      .insert(spaces)
      .values({
        name: 'Status time elsewhere',
        expiresAt: demo!.expiresAt,
        isTrial: true,
        tariff: demo!.tariff,
        settings: demo!.settings,
      })
      .returning({ id: spaces.id });
    for (const path of ['my/statuses', 'users/statuses', `users/${ids.operator}/statuses`, 'users/workinghours', 'userstime'])
      expect((await late().get(DEMO_EMAILS.admin, `/v1/stats/${path}?space_id=${other!.id}&${moscow}`)).statusCode, path).toBe(
        404,
      );
    const [stranger] = await database.db
      .insert(users)
      .values({ email: 'status-stranger@example.test', name: 'Stranger', passwordHash: 'x', settings: {} as never })
      .returning({ id: users.id });
    expect((await read(DEMO_EMAILS.admin, `users/${stranger!.id}/statuses`, moscow)).statusCode).toBe(404);
    expect((await read(DEMO_EMAILS.admin, 'my/statuses', `from=${second}&to=${first}`)).statusCode).toBe(400);
  });
});
