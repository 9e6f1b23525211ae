// Statistics export and saved reports (docs/stats.md "Export", "Reports"): the signed link (expiry, forgery, the
// reach checked again), the CSV bytes (BOM, CRLF, a formula defused, Cyrillic), another workspace's 404, the
// reports' CRUD with the stale `seen` 409, and the schedule's email at the user's zone hour as the clock moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  csvOf,
  emotionsTable,
  hoursTable,
  issuesTable,
  overallTable,
  postsTable,
  repliesTable,
  STATS_EXPORT_TABLES,
  STATS_TEAM_TABLES,
  StatsEmotions,
  StatsExportLink,
  StatsHours,
  StatsIssues,
  StatsOverall,
  StatsPosts,
  StatsReplies,
  StatsReport,
  StatsReportList,
  StatsStatusTime,
  StatsTags,
  StatsUsersTime,
  StatsWorkingHours,
  statusTimeTable,
  tagsTable,
  usersTimeTable,
  workingHoursTable,
} from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { emailOutbox, spaces, statsReports, users, userStatuses } from '../src/db/schema.ts';
import { zonedParts } from '../src/domain/zonedTime.ts';
import { createJobRunner } from '../src/jobs/runner.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { nextSendAt, reportPeriod, STATS_REPORT_JOB, statsReportJob } from '../src/stats/reports.ts';
import {
  accountNames,
  countHeaders,
  emotionsHeaders,
  hoursHeaders,
  issuesHeaders,
  postsHeaders,
  registerStatsTable,
  repliesHeaders,
  STATS_TABLES,
  statusNames,
  statusTimeHeaders,
  tagNames,
  userNames,
  usersTimeHeaders,
  workingHoursHeaders,
} from '../src/stats/tables.ts';
import { translate } from '../src/messages.ts';
import { setUserStatus } from '../src/stats/statusTime.ts';
import { demoCaller, ok } from './helpers.ts';
import { openTestDatabase, snapshotSeededAt } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
let spaceId = 0;
let otherSpaceId = 0;
const clock = { now: snapshotSeededAt() };

// A table with text from the networks: what the formula escaping and the Cyrillic are checked on.
if (!STATS_TABLES.has('test_text'))
  registerStatsTable('test_text', {
    table: async () => ({
      columns: ['Автор', 'Текст'],
      rows: [
        ['Ирина', '=SUM(A1)'],
        ['Пётр', 'a, "b"'],
      ],
    }),
  });

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => clock.now });
  const [space] = await database.db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  spaceId = space!.id;
  const [other] = await database.db
    .insert(spaces)
    .values({
      name: 'Export elsewhere',
      expiresAt: space!.expiresAt,
      isTrial: true,
      tariff: space!.tariff,
      settings: space!.settings,
    })
    .returning({ id: spaces.id });
  otherSpaceId = other!.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const { get, send } = demoCaller(
  () => app,
  () => database.db,
  snapshotSeededAt(),
);
const period = { from: '2026-01-01', to: '2026-01-31', tz: 'Europe/Moscow' };
const makeLink = (email: string, body: object, headers: Record<string, string> = {}) =>
  send(email, 'POST', '/v1/stats/export', { space_id: spaceId, ...period, table: 'overall', ...body }, headers);
const download = (url: string) => app.inject({ method: 'GET', url: `/${url}` });

describe('POST v1/stats/export and the link', () => {
  it('answers a short-lived link whose GET is the CSV of the overall table, named by table and period', async () => {
    const link = ok(await makeLink(DEMO_EMAILS.reader, {}, { 'accept-language': 'ru' }), StatsExportLink);
    expect(link.file_name).toBe('overall_2026-01-01_2026-01-31.csv');
    expect(link.expires_at * 1000).toBeLessThanOrEqual(clock.now + 301_000);
    const file = await download(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain('filename="overall_2026-01-01_2026-01-31.csv"');
    const overall = await get(
      DEMO_EMAILS.reader,
      `/v1/stats/overall?space_id=${spaceId}&from=2026-01-01&to=2026-01-31&tz=Europe/Moscow`,
    );
    const days = overall.json().days as { date: string; received: number }[];
    const text = file.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFДата,Получено,')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(days.length + 2);
    expect(lines.at(-1)).toBe('');
    expect(lines[1]!.startsWith(`${days[0]!.date},${days[0]!.received},`)).toBe(true);
  });

  it('writes the BOM, CRLF, a defused formula, quotes and Cyrillic as csvOf does, byte for byte', async () => {
    const link = ok(await makeLink(DEMO_EMAILS.reader, { table: 'test_text' }), StatsExportLink);
    const file = await download(link.url);
    expect(file.statusCode).toBe(200);
    const expected = '\uFEFFАвтор,Текст\r\nИрина,\'=SUM(A1)\r\nПётр,"a, ""b"""\r\n';
    expect(file.rawPayload.equals(Buffer.from(expected, 'utf8'))).toBe(true);
    expect(file.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    expect(expected).toBe(
      csvOf({
        columns: ['Автор', 'Текст'],
        rows: [
          ['Ирина', '=SUM(A1)'],
          ['Пётр', 'a, "b"'],
        ],
      }),
    );
  });

  it('answers 404 for an expired link and for a forged one (signature or request changed)', async () => {
    const link = ok(await makeLink(DEMO_EMAILS.reader, {}), StatsExportLink);
    const [path, search] = link.url.split('?') as [string, string];
    const params = new URLSearchParams(search);
    const token = params.get('token')!;
    const sig = params.get('sig')!;
    const exp = Number(params.get('exp'));
    const linkOf = (parts: { token?: string; exp?: number; sig?: string }) =>
      `${path}?token=${parts.token ?? token}&exp=${parts.exp ?? exp}&sig=${parts.sig ?? sig}`;
    expect((await download(linkOf({ sig: sig.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }))).statusCode).toBe(404);
    expect((await download(linkOf({ exp: exp + 3600 }))).statusCode).toBe(404);
    const payload = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    payload.q.space_id = otherSpaceId;
    expect((await download(linkOf({ token: Buffer.from(JSON.stringify(payload)).toString('base64url') }))).statusCode).toBe(404);
    expect((await download(linkOf({}))).statusCode).toBe(200);
    const saved = clock.now;
    try {
      clock.now = link.expires_at * 1000 + 1000;
      expect((await download(link.url)).statusCode).toBe(404);
    } finally {
      clock.now = saved;
    }
    expect((await download(link.url)).statusCode).toBe(200);
  });

  it('gates as the overall figures: 404 for another workspace, 403 for others’ figures, 400 for an unknown table or period', async () => {
    expect((await makeLink(DEMO_EMAILS.admin, { space_id: otherSpaceId })).statusCode).toBe(404);
    const [admin] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAILS.admin));
    expect((await makeLink(DEMO_EMAILS.operator, { 'user_id[]': String(admin!.id) })).statusCode).toBe(403);
    expect((await makeLink(DEMO_EMAILS.analyst, { 'user_id[]': String(admin!.id) })).statusCode).toBe(200);
    expect((await makeLink(DEMO_EMAILS.admin, { table: 'nothing_here' })).statusCode).toBe(400);
    expect((await makeLink(DEMO_EMAILS.admin, { from: '2026-02-01', to: '2026-01-01' })).statusCode).toBe(400);
  });
});

describe('every registered table', () => {
  // Each table's CSV equals csvOf of the table its GET endpoint's answer makes (the screens' table views).
  const language = 'en' as const;
  const db = () => database.db;
  const expected: Record<string, (answer: unknown) => Promise<ReturnType<typeof csvOf>>> = {
    overall: async (answer) =>
      csvOf(
        overallTable(StatsOverall.parse(answer), { date: translate('statsColumnDate', language), ...countHeaders(language) }),
      ),
    replies: async (answer) => {
      const replies = StatsReplies.parse(answer);
      const operator = await userNames(
        db(),
        (replies.operators ?? []).map((row) => row.user_id),
      );
      const account = await accountNames(
        db(),
        replies.accounts.map((row) => row.object_id),
      );
      return csvOf(repliesTable(replies, repliesHeaders(language, operator, account)));
    },
    hours: async (answer) => csvOf(hoursTable(StatsHours.parse(answer), hoursHeaders(language))),
    tags: async (answer) => {
      const tags = StatsTags.parse(answer);
      const tagName = await tagNames(
        db(),
        tags.tags.map((tag) => tag.tag_id),
      );
      return csvOf(tagsTable(tags, { tag: translate('statsColumnTag', language), ...countHeaders(language), tagName }));
    },
    posts: async (answer) => csvOf(postsTable(StatsPosts.parse(answer), postsHeaders(language))),
    emotions: async (answer) => csvOf(emotionsTable(StatsEmotions.parse(answer), emotionsHeaders(language))),
    users_statuses: async (answer) => {
      const time = StatsStatusTime.parse(answer);
      const user = await userNames(
        db(),
        time.days.map((day) => day.user_id),
      );
      const status = await statusNames(
        db(),
        time.days.map((day) => day.status_id),
        language,
      );
      return csvOf(statusTimeTable(time, statusTimeHeaders(language), { user, status }));
    },
    users_workinghours: async (answer) => {
      const hours = StatsWorkingHours.parse(answer);
      const user = await userNames(
        db(),
        hours.days.map((day) => day.user_id),
      );
      return csvOf(workingHoursTable(hours, workingHoursHeaders(language), { user }));
    },
    userstime: async (answer) => {
      const time = StatsUsersTime.parse(answer);
      const user = await userNames(
        db(),
        time.users.map((row) => row.user_id),
      );
      return csvOf(usersTimeTable(time, usersTimeHeaders(language), { user }));
    },
    issues: async (answer) => csvOf(issuesTable(StatsIssues.parse(answer), issuesHeaders(language))),
  };
  // The test seed's last 30 days (its clock), where every table has rows.
  const day = (ms: number) => new Date(ms).toLocaleDateString('sv-SE', { timeZone: period.tz });
  const recent = { from: day(snapshotSeededAt() - 30 * 86_400_000), to: day(snapshotSeededAt()), tz: period.tz };
  beforeAll(async () => {
    // Status time for the statuses' table: the operator working, then away, within the period.
    const [operator] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAILS.operator));
    const statuses = await database.db.select().from(userStatuses).where(eq(userStatuses.spaceId, spaceId));
    const away = statuses.find((status) => !status.offline && !status.workinghours)!.id;
    const working = statuses.find((status) => !status.offline && status.workinghours)!.id;
    await setUserStatus(database.db, operator!.id, working, snapshotSeededAt() - 2 * 86_400_000, { manual: true });
    await setUserStatus(database.db, operator!.id, away, snapshotSeededAt() - 86_400_000, { manual: true });
  });
  const endpointOf = (table: string) =>
    ({ users_statuses: 'users/statuses', users_workinghours: 'users/workinghours' })[table] ?? table;

  it('registers the contract’s tables (the export screen’s list), the team’s ones as such', () => {
    expect([...STATS_TABLES.keys()].filter((name) => name !== 'test_text')).toEqual([...STATS_EXPORT_TABLES]);
    expect(STATS_EXPORT_TABLES.filter((name) => STATS_TABLES.get(name)!.team)).toEqual([...STATS_TEAM_TABLES]);
  });

  it.each(STATS_EXPORT_TABLES.map((table) => [table]))('%s: the CSV is csvOf of its endpoint’s answer', async (table) => {
    const headers = { 'accept-language': language };
    const link = ok(await makeLink(DEMO_EMAILS.admin, { table, ...recent }, headers), StatsExportLink);
    const file = await download(link.url);
    expect(file.statusCode).toBe(200);
    const query = `space_id=${spaceId}&from=${recent.from}&to=${recent.to}&tz=${recent.tz}`;
    const answer = await get(DEMO_EMAILS.admin, `/v1/stats/${endpointOf(table)}?${query}`, headers);
    expect(answer.statusCode).toBe(200);
    const csv = await expected[table]!(answer.json());
    expect(csv.split('\r\n').length).toBeGreaterThan(2);
    expect(file.rawPayload.toString('utf8')).toBe(csv);
  });

  it('refuses the team’s tables and reports naming them without the stats or settings flag (403), as their endpoints do', async () => {
    for (const table of STATS_TEAM_TABLES) expect((await makeLink(DEMO_EMAILS.operator, { table })).statusCode).toBe(403);
    expect((await makeLink(DEMO_EMAILS.operator, { table: 'hours' })).statusCode).toBe(200);
    // A report names them only with the flag too.
    const report = { space_id: spaceId, name: 'Время', sections: ['userstime'], period: 'yesterday' };
    expect((await send(DEMO_EMAILS.operator, 'POST', '/v1/stats/reports', report)).statusCode).toBe(403);
    const made = ok(await send(DEMO_EMAILS.analyst, 'POST', '/v1/stats/reports', report), StatsReport);
    expect((await send(DEMO_EMAILS.analyst, 'DELETE', `/v1/stats/reports/${made.id}`)).statusCode).toBe(200);
  });
});

describe('v1/stats/reports', () => {
  const create = (email: string, body: object = {}) =>
    send(email, 'POST', '/v1/stats/reports', {
      space_id: spaceId,
      name: 'Неделя',
      sections: ['overall'],
      period: 'last_7_days',
      ...body,
    });

  it('creates, lists, reads, updates (409 on a stale seen) and deletes the caller’s own reports', async () => {
    const report = ok(await create(DEMO_EMAILS.operator), StatsReport);
    expect(report.schedule).toEqual({ frequency: 'off', hour: 9 });
    expect(report.next_send_at).toBeNull();
    const list = ok(await get(DEMO_EMAILS.operator, `/v1/stats/reports?space_id=${spaceId}`), StatsReportList);
    expect(list.reports.map((one) => one.id)).toContain(report.id);
    expect(ok(await get(DEMO_EMAILS.operator, `/v1/stats/reports/${report.id}`), StatsReport).name).toBe('Неделя');
    const renamed = ok(
      await send(DEMO_EMAILS.operator, 'PATCH', `/v1/stats/reports/${report.id}`, { name: 'Месяц', seen: report.version }),
      StatsReport,
    );
    expect(renamed.version).toBe(report.version + 1);
    const stale = await send(DEMO_EMAILS.operator, 'PATCH', `/v1/stats/reports/${report.id}`, {
      name: 'X',
      seen: report.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.name).toBe('Месяц');
    expect((await send(DEMO_EMAILS.operator, 'DELETE', `/v1/stats/reports/${report.id}`)).statusCode).toBe(200);
    expect((await get(DEMO_EMAILS.operator, `/v1/stats/reports/${report.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s report and another workspace’s, 400 for an unknown section', async () => {
    const report = ok(await create(DEMO_EMAILS.analyst), StatsReport);
    expect((await get(DEMO_EMAILS.admin, `/v1/stats/reports/${report.id}`)).statusCode).toBe(404);
    expect((await send(DEMO_EMAILS.admin, 'PATCH', `/v1/stats/reports/${report.id}`, { name: 'Y' })).statusCode).toBe(404);
    expect((await send(DEMO_EMAILS.admin, 'DELETE', `/v1/stats/reports/${report.id}`)).statusCode).toBe(404);
    const [admin] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAILS.admin));
    const [foreign] = await database.db
      .insert(statsReports)
      .values({
        spaceId: otherSpaceId,
        userId: admin!.id,
        name: 'elsewhere',
        sections: ['overall'],
        period: 'yesterday',
        filters: {},
        origin: 'http://localhost',
        createdAt: new Date(clock.now),
      })
      .returning();
    expect((await get(DEMO_EMAILS.admin, `/v1/stats/reports/${foreign!.id}`)).statusCode).toBe(404);
    expect((await get(DEMO_EMAILS.admin, `/v1/stats/reports?space_id=${otherSpaceId}`)).statusCode).toBe(404);
    expect((await create(DEMO_EMAILS.admin, { space_id: otherSpaceId })).statusCode).toBe(404);
    expect((await create(DEMO_EMAILS.admin, { sections: ['nothing_here'] })).statusCode).toBe(400);
    expect((await create(DEMO_EMAILS.operator, { filters: { user_id: [String(admin!.id)] } })).statusCode).toBe(403);
  });
});

describe('the schedule', () => {
  it('computes the next time at the zone hour: daily, Mondays, the 1st, across a DST change', () => {
    const now = Date.UTC(2026, 2, 28, 12); // Saturday 28 March 2026, the eve of Europe's spring change
    const daily = nextSendAt('daily', 9, 'Europe/Berlin', now)!;
    expect(new Date(daily).toISOString()).toBe('2026-03-29T07:00:00.000Z'); // 09:00 CEST
    expect(new Date(nextSendAt('weekly', 9, 'Europe/Berlin', now)!).toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(new Date(nextSendAt('monthly', 0, 'Asia/Tokyo', now)!).toISOString()).toBe('2026-03-31T15:00:00.000Z');
    expect(nextSendAt('off', 9, 'UTC', now)).toBeNull();
    expect(reportPeriod('last_month', 'UTC', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(reportPeriod('last_7_days', 'UTC', now)).toEqual({ from: '2026-03-21', to: '2026-03-27' });
  });

  it('emails the report with its CSV at the hour of the user’s zone, not before, then schedules the next', async () => {
    const [analyst] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAILS.analyst));
    await database.db.update(users).set({ timeZone: 'Asia/Vladivostok' }).where(eq(users.id, analyst!.id));
    const report = ok(
      await send(DEMO_EMAILS.analyst, 'POST', '/v1/stats/reports', {
        space_id: spaceId,
        name: 'Ежедневный',
        sections: ['overall', 'test_text'],
        period: 'yesterday',
        schedule: { frequency: 'daily', hour: 7 },
      }),
      StatsReport,
    );
    const at = report.next_send_at! * 1000;
    expect(zonedParts(at, 'Asia/Vladivostok').hour).toBe(7);
    expect(at - clock.now).toBeLessThanOrEqual(86_400_000);
    const runner = createJobRunner({ db: database.db, now: () => clock.now, handlers: { [STATS_REPORT_JOB]: statsReportJob } });
    const letters = () =>
      database.db.select().from(emailOutbox).where(eq(emailOutbox.to, analyst!.email)).orderBy(desc(emailOutbox.id));
    const before = (await letters()).length;
    const saved = clock.now;
    try {
      clock.now = at - 60_000;
      await runner.runDue();
      expect(await letters()).toHaveLength(before);
      clock.now = at + 1000;
      expect(await runner.runDue()).toBeGreaterThanOrEqual(1);
      const [letter] = await letters();
      expect((await letters()).length).toBe(before + 1);
      const day = new Date(at - 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Vladivostok' });
      expect(letter!.subject).toContain('Ежедневный');
      expect(letter!.attachments!.map((file) => file.filename)).toEqual([
        `overall_${day}_${day}.csv`,
        `test_text_${day}_${day}.csv`,
      ]);
      expect(letter!.attachments![1]!.content).toContain("'=SUM(A1)");
      const [row] = await database.db
        .select()
        .from(statsReports)
        .where(and(eq(statsReports.id, report.id)));
      expect(row!.nextSendAt!.getTime()).toBe(at + 86_400_000);
    } finally {
      clock.now = saved;
    }
  });
});
