// GET v1/stats/issues (docs/stats.md "Endpoint: issues"): a known sequence of issues across Moscow's midnight (the
// same on one UTC day): created, closed and expired per day, the median time to close, per assignee and department;
// the team's figures, a group-limited member's issues, another workspace's space 404, the CSV table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { issuesTable, StatsIssues, StatsQuery, type Issue } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { departments, issues, spaces, usergroups, users } from '../src/db/schema.ts';
import { zonedTime } from '../src/domain/zonedTime.ts';
import { issueExpireJob } from '../src/issues/expiry.ts';
import { itemScopeOf } from '../src/items/access.ts';
import { STATS_TABLES } from '../src/stats/tables.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { LIMITED_DEMO_USER } from '../src/seed/usergroups.ts';
import { createSpace } from './billingSupport.ts';
import { demoCaller, ok } from './helpers.ts';
import { openTestDatabase, snapshotSeededAt } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
let spaceId = 0;
const clock = { now: snapshotSeededAt() };
const MIN = 60_000;
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
const caller = demoCaller(
  () => app,
  () => database.db,
  midnight + 120 * MIN,
);
const ids = { operator: 0, admin: 0, department: 0, group: 0 };
const made = { a: 0, b: 0, c: 0 };

const at = async <T>(minute: number, action: () => Promise<T>): Promise<T> => {
  clock.now = midnight + minute * MIN;
  return action();
};
const create = async (body: object) => {
  const response = await caller.send(DEMO_EMAILS.admin, 'POST', '/v1/issues', { space_id: spaceId, ...body });
  return ok(response, { parse: (value: unknown) => value as Issue });
};
const close = async (id: number) => {
  const response = await caller.send(DEMO_EMAILS.admin, 'PATCH', `/v1/issues/${id}`, { seen: 1, status: 'closed' });
  expect(response.statusCode, response.body).toBe(200);
};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => clock.now });
  const db = database.db;
  const [space] = await db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  spaceId = space!.id;
  const userId = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!.id;
  ids.operator = await userId(DEMO_EMAILS.operator);
  ids.admin = await userId(DEMO_EMAILS.admin);
  const [department] = await db.insert(departments).values({ spaceId, name: 'Stats desk' }).returning();
  ids.department = department!.id;
  const [group] = await db.select().from(usergroups).where(eq(usergroups.name, LIMITED_DEMO_USER.group));
  ids.group = group!.id;
  // 23:30 A (the operator's, the department's); 23:40 A closed; 23:45 B (the admin's, due 00:10).
  made.a = (await at(-30, () => create({ title: 'A', assignee_id: ids.operator, department_id: ids.department }))).id;
  await db.update(issues).set({ usergroupId: ids.group }).where(eq(issues.id, made.a));
  await at(-20, () => close(made.a));
  made.b = (await at(-15, () => create({ title: 'B', assignee_id: ids.admin, due_at: (midnight + 10 * MIN) / 1000 }))).id;
  // 00:15 the deadline job marks B expired; 00:20 C (nobody's), closed at 00:50.
  // B's job only: the demo seed's own deadline jobs would mark its issues too.
  await at(15, () => issueExpireJob()({ payload: { id: made.b } } as never, { db, now: clock.now }));
  made.c = (await at(20, () => create({ title: 'C', assignee_id: null }))).id;
  await at(50, () => close(made.c));
  // Only A is the limited member's group's (a blank issue takes its creator's first group).
  await db
    .update(issues)
    .set({ usergroupId: null })
    .where(inArray(issues.id, [made.b, made.c]));
  clock.now = midnight + 120 * MIN;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const read = (email: string, params: string) => caller.get(email, `/v1/stats/issues?space_id=${spaceId}&${params}`);
const moscow = `from=${first}&to=${second}&tz=${zone}`;
const day = (answer: StatsIssues, date: string) => answer.days.find((d) => d.date === date);

describe('GET v1/stats/issues: a known sequence', () => {
  it("counts each event on its zone's day across Moscow's midnight", async () => {
    const answer = ok(await read(DEMO_EMAILS.admin, moscow), StatsIssues);
    expect(answer.time_zone).toBe(zone);
    expect(answer.days).toEqual([
      { date: first, created: 2, closed: 1, expired: 0 },
      { date: second, created: 1, closed: 1, expired: 1 },
    ]);
    // A closed after 10 minutes, C after 30.
    expect(answer.totals).toMatchObject({ created: 3, closed: 2, median_close_s: 1200 });
    const result = await database.db.execute(
      sql`select count(*)::integer as open, (count(*) filter (where expired))::integer as expired
        from issues where space_id = ${spaceId} and closed_at is null`,
    );
    const [{ open, expired }] = (result as unknown as { rows: [{ open: number; expired: number }] }).rows;
    expect(answer.totals).toMatchObject({ open, expired });
    expect(expired).toBeGreaterThanOrEqual(1);
  });

  it('puts the same events on one UTC day', async () => {
    const answer = ok(await read(DEMO_EMAILS.admin, `from=${utcDay}&to=${utcDay}&tz=UTC`), StatsIssues);
    expect(answer.days).toEqual([{ date: utcDay, created: 3, closed: 2, expired: 1 }]);
  });

  it('gives per assignee and department what is open now and closed in the period', async () => {
    const answer = ok(await read(DEMO_EMAILS.admin, moscow), StatsIssues);
    // Open and expired now include the demo seed's issues.
    const nowOf = async (assignee: number) =>
      (
        await database.db
          .select({ open: sql<number>`count(*)::integer`, expired: sql<number>`(count(*) filter (where expired))::integer` })
          .from(issues)
          .where(and(eq(issues.spaceId, spaceId), eq(issues.assigneeId, assignee), isNull(issues.closedAt)))
      )[0]!;
    expect(answer.assignees?.find((row) => row.user_id === ids.operator)).toEqual({
      user_id: ids.operator,
      ...(await nowOf(ids.operator)),
      closed: 1,
    });
    expect(answer.assignees?.find((row) => row.user_id === ids.admin)).toMatchObject({
      closed: 0,
      ...(await nowOf(ids.admin)),
    });
    expect(answer.assignees?.find((row) => row.user_id === 0)?.closed).toBe(1);
    expect(answer.departments.find((row) => row.department_id === ids.department)).toEqual({
      department_id: ids.department,
      open: 0,
      closed: 1,
    });
    // The assignees' filter narrows every figure to their issues.
    const operators = ok(await read(DEMO_EMAILS.admin, `${moscow}&user_id[]=${ids.operator}`), StatsIssues);
    expect(operators.days.map((d) => d.created)).toEqual([1, 0]);
    expect(operators.totals.closed).toBe(1);
  });

  it("counts only a group-limited member's groups' issues", async () => {
    const answer = ok(await read(LIMITED_DEMO_USER.email, moscow), StatsIssues);
    expect(day(answer, first)).toEqual({ date: first, created: 1, closed: 1, expired: 0 });
    expect(day(answer, second)).toEqual({ date: second, created: 0, closed: 0, expired: 0 });
  });

  it('lays the days out as the table the screen and the CSV share', async () => {
    const answer = ok(await read(DEMO_EMAILS.admin, moscow), StatsIssues);
    const table = issuesTable(answer, { date: 'Date', created: 'Created', closed: 'Closed', expired: 'Expired' });
    expect(table.rows).toEqual([
      [first, 2, 1, 0],
      [second, 1, 1, 1],
    ]);
    // The export's and the reports' table (STATS_TABLES) writes the same rows, headers in the caller's language.
    const query = StatsQuery.parse({ space_id: String(spaceId), from: first, to: second, tz: zone });
    const reach = { scope: await itemScopeOf(database.db, ids.admin), spaceId, team: true };
    const exported = await STATS_TABLES.get('issues')!.table(database.db, query, reach, zone, 'en', Date.now());
    expect(exported.rows).toEqual(table.rows);
    expect(exported.columns).toEqual(['Date', 'Issues created', 'Issues closed', 'Issues expired']);
  });
});

describe('GET v1/stats/issues: gates', () => {
  it("gives the team's figures with the stats or settings flag only", async () => {
    const own = ok(await read(DEMO_EMAILS.operator, moscow), StatsIssues);
    expect(own.assignees).toBeNull();
    expect(own.totals.created).toBe(3);
    expect((await read(DEMO_EMAILS.operator, `${moscow}&user_id[]=${ids.admin}`)).statusCode).toBe(403);
    expect((await read(DEMO_EMAILS.operator, `${moscow}&user_id[]=${ids.operator}`)).statusCode).toBe(200);
    expect(ok(await read(DEMO_EMAILS.analyst, moscow), StatsIssues).assignees).not.toBeNull();
  });

  it("answers 404 for another workspace's space and 400 for a bad period", async () => {
    const elsewhere = await createSpace(database.db, { name: 'Issues elsewhere', expiresAt: midnight + 30 * 86_400_000 });
    const foreign = await caller.get(DEMO_EMAILS.admin, `/v1/stats/issues?space_id=${elsewhere.id}&${moscow}`);
    expect(foreign.statusCode).toBe(404);
    expect((await read(DEMO_EMAILS.admin, `from=${second}&to=${first}`)).statusCode).toBe(400);
  });
});
