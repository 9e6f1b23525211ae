// Working schedules on the server (spec §2.4 users/workinghours): the weekly grid, templates and absences, what
// GET v1/me/workinghours answers from them (spec §3, §7), the checks of each write, other workspaces' ids (404), and
// the job that sets a shift's status at its start and tells the user's sockets (spec §7 socket message status).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { TeamScheduleResponse, UserSchedule, WorkingHoursResponse } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { absences, jobs, shiftTemplates, spaceMembers, spaces, users, userStatuses } from '../src/db/schema.ts';
import { SHIFT_START_JOB } from '../src/domain/shiftStart.ts';
import { jobHandlers } from '../src/jobs/handlers.ts';
import { createJobRunner } from '../src/jobs/runner.ts';
import { createSandboxProvider } from '../src/billing/sandbox.ts';
import { createPublisher } from '../src/realtime/socketPublisher.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { bearer, sessionFor } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

const HOUR = 3_600_000;
// Monday 5 January 2026, 08:00 in Moscow (the demo workspace's time zone, UTC+3).
const MONDAY_8_MSK = Date.UTC(2026, 0, 5, 5, 0);
let clock = MONDAY_8_MSK;
let database: Database;
let app: FastifyInstance;
const publisher = createPublisher();
const published = vi.spyOn(publisher, 'toUser');
const ids = { space: 0, other: 0, online: 0, busy: 0, otherStatus: 0, analyst: 0, operator: 0, admin: 0 };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => clock, publisher });
  const db = database.db;
  const [space] = await db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  const [other] = await db.select().from(spaces).where(ne(spaces.name, DEMO_SPACE_NAME)).orderBy(asc(spaces.id)).limit(1);
  ids.space = space!.id;
  ids.other = other!.id;
  const statuses = await db.select().from(userStatuses).where(eq(userStatuses.spaceId, ids.space));
  ids.online = statuses.find((s) => s.name.en === 'Online')!.id;
  ids.busy = statuses.find((s) => s.name.en === 'Busy')!.id;
  const [otherStatus] = await db
    .insert(userStatuses)
    .values({ spaceId: ids.other, name: { ru: 'Чужой', en: 'Theirs' }, color: '#123456' })
    .returning();
  ids.otherStatus = otherStatus!.id;
  const idOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!.id;
  ids.analyst = await idOf(DEMO_EMAILS.analyst);
  ids.operator = await idOf(DEMO_EMAILS.operator);
  ids.admin = await idOf(DEMO_EMAILS.admin);
  // The admin is not a member of the other workspace (its ids must answer 404 to them).
  const member = await db
    .select()
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, ids.other), eq(spaceMembers.userId, ids.admin)));
  expect(member).toEqual([]);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function call(email: string, options: InjectOptions) {
  const token = (await sessionFor(database.db, email, clock)).access_token;
  return app.inject({ ...options, headers: { ...bearer(token), ...options.headers } });
}
const put = (email: string, userId: number, shifts: unknown[], spaceId = ids.space) =>
  call(email, { method: 'PUT', url: `/v1/workschedule/${userId}?space_id=${spaceId}`, payload: { shifts } });
const workingHours = async (email: string) =>
  (await call(email, { method: 'GET', url: `/v1/me/workinghours?space_id=${ids.space}` })).json<WorkingHoursResponse>();
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('the demo seed', () => {
  it('gives the analyst and the moderator grids with their shift-start jobs, two templates and two absences', async () => {
    const db = database.db;
    const team = await call(DEMO_EMAILS.admin, { method: 'GET', url: `/v1/workschedule?space_id=${ids.space}` });
    const withShifts = team
      .json<TeamScheduleResponse>()
      .items.filter((item) => item.shifts.length > 0)
      .map((item) => item.user_id);
    const moderator = (await db.select().from(users).where(eq(users.email, DEMO_EMAILS.moderator)))[0]!.id;
    expect(withShifts.sort()).toEqual([ids.analyst, moderator].sort());
    const templates = await db.select().from(shiftTemplates).where(eq(shiftTemplates.spaceId, ids.space));
    expect(templates.map((template) => template.name).sort()).toEqual(['Day shift', 'Вечерняя смена']);
    expect(await db.$count(absences, eq(absences.spaceId, ids.space))).toBe(2);
    // The job that sets the shift's status at its start (domain/shiftStart.ts), one per seeded grid.
    const planned = await db.select().from(jobs).where(eq(jobs.kind, SHIFT_START_JOB));
    expect(planned.map((job) => (job.payload as { userId: number }).userId).sort()).toEqual([ids.analyst, moderator].sort());
  });
});

describe('the weekly grid', () => {
  it('is what GET v1/me/workinghours answers, in the workspace’s time zone, week after week', async () => {
    const saved = await put(DEMO_EMAILS.admin, ids.analyst, [
      { weekday: 1, start: '09:00', end: '13:00', status_id: ids.online },
      { weekday: 1, start: '13:00', end: '18:00', status_id: ids.busy },
      { weekday: 3, start: '22:00', end: '24:00', status_id: ids.online },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<UserSchedule>()).toMatchObject({ user_id: ids.analyst, time_zone: 'Europe/Moscow' });
    const { items } = await workingHours(DEMO_EMAILS.analyst);
    expect(items.map((item) => [iso(item.started_at), iso(item.ended_at), item.status.id])).toEqual([
      ['2026-01-05T06:00:00.000Z', '2026-01-05T10:00:00.000Z', ids.online],
      ['2026-01-05T10:00:00.000Z', '2026-01-05T15:00:00.000Z', ids.busy],
      ['2026-01-07T19:00:00.000Z', '2026-01-07T21:00:00.000Z', ids.online],
    ]); // next Monday's 09:00 is past now + 7 days

    expect(items[0]!.status).toMatchObject({ workinghours: true });
  });

  it('follows the user’s own time zone when they set one', async () => {
    await database.db.update(users).set({ timeZone: 'Asia/Yekaterinburg' }).where(eq(users.id, ids.analyst));
    try {
      const { items } = await workingHours(DEMO_EMAILS.analyst);
      expect(iso(items[0]!.started_at)).toBe('2026-01-05T04:00:00.000Z'); // 09:00 at UTC+5
    } finally {
      await database.db.update(users).set({ timeZone: null }).where(eq(users.id, ids.analyst));
    }
  });

  it('refuses an end before the start, overlapping shifts and a status of another workspace', async () => {
    const one = (start: string, end: string, status_id = ids.online) => ({ weekday: 2, start, end, status_id });
    expect((await put(DEMO_EMAILS.admin, ids.analyst, [one('18:00', '09:00')])).json()).toMatchObject({
      error: expect.stringMatching(/заканчиваться/),
    });
    expect((await put(DEMO_EMAILS.admin, ids.analyst, [one('09:00', '09:00')])).statusCode).toBe(400);
    expect((await put(DEMO_EMAILS.admin, ids.analyst, [one('09:00', '13:00'), one('12:00', '18:00')])).statusCode).toBe(400);
    expect((await put(DEMO_EMAILS.admin, ids.analyst, [one('09:00', '13:00', ids.otherStatus)])).statusCode).toBe(400);
    expect((await put(DEMO_EMAILS.admin, ids.analyst, [one('9:00', '13:00')])).statusCode).toBe(400);
    // Nothing of these was saved.
    expect((await workingHours(DEMO_EMAILS.analyst)).items).toHaveLength(3);
  });

  it('is read by its owner, anyone’s by the settings role, and written by the settings role only', async () => {
    const own = await call(DEMO_EMAILS.analyst, { method: 'GET', url: `/v1/workschedule/${ids.analyst}?space_id=${ids.space}` });
    expect(own.statusCode).toBe(200);
    expect(own.json<UserSchedule>().shifts).toHaveLength(3);
    const others = await call(DEMO_EMAILS.operator, {
      method: 'GET',
      url: `/v1/workschedule/${ids.analyst}?space_id=${ids.space}`,
    });
    expect(others.statusCode).toBe(403);
    expect(
      (await call(DEMO_EMAILS.admin, { method: 'GET', url: `/v1/workschedule/${ids.analyst}?space_id=${ids.space}` })).statusCode,
    ).toBe(200);
    expect((await put(DEMO_EMAILS.operator, ids.operator, [])).statusCode).toBe(403);
    expect((await call(DEMO_EMAILS.operator, { method: 'GET', url: `/v1/workschedule?space_id=${ids.space}` })).statusCode).toBe(
      403,
    );
    const team = await call(DEMO_EMAILS.admin, { method: 'GET', url: `/v1/workschedule?space_id=${ids.space}` });
    expect(team.json<TeamScheduleResponse>().items.map((item) => item.user_id)).toContain(ids.analyst);
  });
});

describe('absences', () => {
  it('take the shifts of their days out, and give them back when removed', async () => {
    const added = await call(DEMO_EMAILS.admin, {
      method: 'POST',
      url: '/v1/workschedule/absences',
      payload: { space_id: ids.space, user_id: ids.analyst, kind: 'vacation', starts_on: '2026-01-05', ends_on: '2026-01-07' },
    });
    expect(added.statusCode).toBe(201);
    const { items } = await workingHours(DEMO_EMAILS.analyst);
    expect(items).toEqual([]);
    const removed = await call(DEMO_EMAILS.admin, {
      method: 'DELETE',
      url: `/v1/workschedule/absences/${added.json<{ id: number }>().id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await workingHours(DEMO_EMAILS.analyst)).items).toHaveLength(3);
  });

  it('refuses an end before the start and a user outside the workspace', async () => {
    const absence = (payload: object) =>
      call(DEMO_EMAILS.admin, {
        method: 'POST',
        url: '/v1/workschedule/absences',
        payload: {
          space_id: ids.space,
          user_id: ids.analyst,
          kind: 'sick_leave',
          starts_on: '2026-01-05',
          ends_on: '2026-01-05',
          ...payload,
        },
      });
    expect((await absence({ ends_on: '2026-01-04' })).statusCode).toBe(400);
    expect((await absence({ kind: 'holiday' })).statusCode).toBe(400);
    const [outsider] = await database.db.select().from(spaceMembers).where(eq(spaceMembers.spaceId, ids.other)).limit(1);
    expect((await absence({ user_id: outsider!.userId })).statusCode).toBe(400);
  });
});

describe('templates', () => {
  it('are created, applied (replacing each user’s grid), edited and deleted', async () => {
    const created = await call(DEMO_EMAILS.admin, {
      method: 'POST',
      url: '/v1/workschedule/templates',
      payload: {
        space_id: ids.space,
        name: 'Evenings',
        shifts: [{ weekday: 5, start: '16:00', end: '22:00', status_id: ids.busy }],
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const applied = await call(DEMO_EMAILS.admin, {
      method: 'POST',
      url: `/v1/workschedule/templates/${id}/apply`,
      payload: { user_ids: [ids.analyst] },
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json<TeamScheduleResponse>().items[0]!.shifts).toEqual([
      { weekday: 5, start: '16:00', end: '22:00', status_id: ids.busy },
    ]);
    const edited = await call(DEMO_EMAILS.admin, {
      method: 'PUT',
      url: `/v1/workschedule/templates/${id}`,
      payload: { name: 'Late', shifts: [] },
    });
    expect(edited.json()).toEqual({ id, name: 'Late', shifts: [] });
    const list = await call(DEMO_EMAILS.admin, { method: 'GET', url: `/v1/workschedule/templates?space_id=${ids.space}` });
    expect(list.json<{ items: { name: string }[] }>().items.map((t) => t.name)).toContain('Late');
    expect((await call(DEMO_EMAILS.admin, { method: 'DELETE', url: `/v1/workschedule/templates/${id}` })).statusCode).toBe(200);
    expect((await call(DEMO_EMAILS.admin, { method: 'DELETE', url: `/v1/workschedule/templates/${id}` })).statusCode).toBe(404);
  });
});

describe('another workspace’s ids', () => {
  it('answer 404 on every route', async () => {
    const db = database.db;
    const [outsider] = await db.select().from(spaceMembers).where(eq(spaceMembers.spaceId, ids.other)).limit(1);
    // A template and an absence of the other workspace.
    const [template] = await db.insert(shiftTemplates).values({ spaceId: ids.other, name: 'Theirs' }).returning();
    const [absence] = await db
      .insert(absences)
      .values({ spaceId: ids.other, userId: outsider!.userId, kind: 'other', startsOn: '2026-01-05', endsOn: '2026-01-05' })
      .returning();
    const templateId = template!.id;
    const absenceId = absence!.id;
    const requests: InjectOptions[] = [
      { method: 'GET', url: `/v1/workschedule?space_id=${ids.other}` },
      { method: 'GET', url: `/v1/workschedule/${outsider!.userId}?space_id=${ids.other}` },
      { method: 'GET', url: `/v1/workschedule/${outsider!.userId}?space_id=${ids.space}` },
      { method: 'PUT', url: `/v1/workschedule/${outsider!.userId}?space_id=${ids.space}`, payload: { shifts: [] } },
      { method: 'GET', url: `/v1/workschedule/templates?space_id=${ids.other}` },
      { method: 'PUT', url: `/v1/workschedule/templates/${templateId}`, payload: { name: 'Mine', shifts: [] } },
      { method: 'POST', url: `/v1/workschedule/templates/${templateId}/apply`, payload: { user_ids: [ids.analyst] } },
      { method: 'DELETE', url: `/v1/workschedule/templates/${templateId}` },
      { method: 'GET', url: `/v1/workschedule/absences?space_id=${ids.other}` },
      { method: 'DELETE', url: `/v1/workschedule/absences/${absenceId}` },
      {
        method: 'POST',
        url: '/v1/workschedule/absences',
        payload: {
          space_id: ids.other,
          user_id: outsider!.userId,
          kind: 'other',
          starts_on: '2026-01-05',
          ends_on: '2026-01-05',
        },
      },
    ];
    for (const request of requests) {
      expect((await call(DEMO_EMAILS.admin, request)).statusCode, `${request.method} ${request.url}`).toBe(404);
    }
  });
});

describe('at a shift’s start', () => {
  it('the job sets the shift’s status for the user, tells their sockets, and waits for the next start', async () => {
    const db = database.db;
    const runner = createJobRunner({
      db,
      now: () => clock,
      handlers: jobHandlers({ provider: createSandboxProvider({ db, now: () => clock }), publisher }),
    });
    await db.update(users).set({ status: ids.online, statusChangedAt: null }).where(eq(users.id, ids.analyst));
    // Busy on Mondays 10:00–11:00 Moscow time (07:00–08:00 UTC); the grid change plans the job.
    expect(
      (await put(DEMO_EMAILS.admin, ids.analyst, [{ weekday: 1, start: '10:00', end: '11:00', status_id: ids.busy }])).statusCode,
    ).toBe(200);
    published.mockClear();
    clock = MONDAY_8_MSK + HOUR; // 09:00: not yet
    expect(await runner.runDue()).toBe(0);
    clock = MONDAY_8_MSK + 2 * HOUR; // 10:00
    expect(await runner.runDue()).toBe(1);
    const [user] = await db.select().from(users).where(eq(users.id, ids.analyst));
    expect(user!.status).toBe(ids.busy);
    expect(published).toHaveBeenCalledWith(ids.analyst, { method: 'status', status: ids.busy });
    // The next run is next Monday's start.
    clock = MONDAY_8_MSK + 7 * 24 * HOUR + 2 * HOUR - 1;
    expect(await runner.runDue()).toBe(0);
    clock += 1;
    expect(await runner.runDue()).toBe(1);
  });

  it('does not set it on an absence day', async () => {
    const db = database.db;
    const runner = createJobRunner({
      db,
      now: () => clock,
      handlers: jobHandlers({ provider: createSandboxProvider({ db, now: () => clock }), publisher }),
    });
    await db.update(users).set({ status: ids.online, statusChangedAt: null }).where(eq(users.id, ids.analyst));
    const monday = new Date(clock + 7 * 24 * HOUR).toISOString().slice(0, 10);
    await call(DEMO_EMAILS.admin, {
      method: 'POST',
      url: '/v1/workschedule/absences',
      payload: { space_id: ids.space, user_id: ids.analyst, kind: 'sick_leave', starts_on: monday, ends_on: monday },
    });
    clock += 7 * 24 * HOUR;
    await runner.runDue();
    const [user] = await db.select().from(users).where(eq(users.id, ids.analyst));
    expect(user!.status).toBe(ids.online);
  });
});
