// Working hours on the server: GET v1/me/workinghours?space_id (spec §3, §7), GET v1/me/status?auto_update=1 applying the
// schedule after the 600 s grace of a manual change, and the demo data of seed/status.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { WorkingHoursResponse } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { absences, shifts, spaceMembers, spaces, users, userStatuses, workingHours } from '../src/db/schema.ts';
import { createPublisher } from '../src/realtime/socketPublisher.ts';
import { DEMO_EMAILS, DEMO_SPACE_SETTINGS } from '../src/seed.ts';
import { OFFLINE_DEMO_USER, demoShifts, scheduledDemoEmails } from '../src/seed/status.ts';
import { bearer, sessionFor } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
const publisher = createPublisher();
const published = vi.spyOn(publisher, 'toUser');
const START = Date.now();
let clock = START;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => clock, publisher });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const userOf = async (email: string) => {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row;
};
const statusByName = async (en: string) => {
  const rows = await database.db.select().from(userStatuses).orderBy(asc(userStatuses.id));
  const row = rows.find((status) => status.name.en === en);
  if (!row) throw new Error(en);
  return row;
};
const demoSpaceId = async () => (await database.db.select().from(spaces).orderBy(asc(spaces.id)))[0]!.id;
const get = async (email: string, url: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...bearer((await sessionFor(database.db, email, clock)).access_token), ...headers },
  });

describe('the working-hours demo data', () => {
  it('marks Online and Busy as working time and seeds an offline operator in the demo space', async () => {
    const flags = Object.fromEntries(
      // The demo space's statuses: other seeded workspaces (the partner's, its referrals) keep the defaults.
      (
        await database.db
          .select()
          .from(userStatuses)
          .where(eq(userStatuses.spaceId, await demoSpaceId()))
      ).map((status) => [status.name.en, status.workinghours]),
    );
    expect(flags).toEqual({ Online: true, Break: false, Busy: true, Offline: false });
    const offline = await userOf(OFFLINE_DEMO_USER.email);
    expect(offline).toMatchObject({ name: OFFLINE_DEMO_USER.name, status: (await statusByName('Offline')).id });
    const member = await database.db.select().from(spaceMembers).where(eq(spaceMembers.userId, offline.id));
    expect(member.map((m) => [m.spaceId, m.role])).toEqual([[await demoSpaceId(), 'operator']]);
  });

  it('gives the operators and the administrator eight days of shifts with a break, and nobody else any', async () => {
    const slots = await database.db
      .select({ slot: workingHours, email: users.email })
      .from(workingHours)
      .innerJoin(users, eq(users.id, workingHours.userId));
    expect(new Set(slots.map((s) => s.email))).toEqual(new Set(scheduledDemoEmails()));
    for (const email of scheduledDemoEmails()) expect(slots.filter((s) => s.email === email)).toHaveLength(24);
  });

  it('writes the shifts in the space’s local hours (Moscow: UTC+3)', () => {
    const shifts = demoShifts(Date.UTC(2026, 10, 22, 22, 30), 'Europe/Moscow'); // 01:30 on 23 November in Moscow
    expect(shifts).toHaveLength(24);
    expect(new Date(shifts[0]!.startedAt).toISOString()).toBe('2026-11-22T06:00:00.000Z'); // yesterday 09:00
    expect(shifts.slice(3, 6).map((s) => [new Date(s.startedAt).toISOString(), s.status])).toEqual([
      ['2026-11-23T06:00:00.000Z', 'Online'],
      ['2026-11-23T10:00:00.000Z', 'Break'],
      ['2026-11-23T11:00:00.000Z', 'Online'],
    ]);
    expect(new Date(shifts.at(-1)!.endedAt).toISOString()).toBe('2026-11-29T15:00:00.000Z');
  });
});

describe('GET v1/me/workinghours', () => {
  it('answers the operator’s slots of the space by start, names in the request language, working-time flags', async () => {
    const spaceId = await demoSpaceId();
    const ru = await get(DEMO_EMAILS.operator, `/v1/me/workinghours?space_id=${spaceId}`);
    expect(ru.statusCode).toBe(200);
    expect(ru.headers['cache-control']).toBe('no-store');
    const { items } = WorkingHoursResponse.parse(ru.json());
    expect(items.length).toBeGreaterThanOrEqual(21); // the seed's 8 days, less what fell out of the window
    const starts = items.map((item) => item.started_at);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(items.map((item) => `${item.status.name}:${item.status.workinghours}`))).toEqual(
      new Set(['В сети:true', 'Перерыв:false']),
    );
    const en = WorkingHoursResponse.parse(
      (await get(DEMO_EMAILS.operator, `/v1/me/workinghours?space_id=${spaceId}`, { 'accept-language': 'en' })).json(),
    );
    expect(new Set(en.items.map((item) => item.status.name))).toEqual(new Set(['Online', 'Break']));
  });

  it('keeps exactly the slots overlapping [now − 1 day, now + 7 days]', async () => {
    const spaceId = await demoSpaceId();
    // The reader: the demo's moderator has a weekly grid and a sick leave (seed/workSchedule.ts).
    const reader = await userOf(DEMO_EMAILS.reader);
    const busy = await statusByName('Busy');
    const slot = (from: number, to: number) => ({
      userId: reader.id,
      spaceId,
      statusId: busy.id,
      startedAt: new Date(clock + from),
      endedAt: new Date(clock + to),
    });
    await database.db.insert(workingHours).values([
      slot(-2 * DAY, -DAY - 1000), // ends before the window
      slot(-DAY - HOUR, -DAY + HOUR), // crosses its start
      slot(7 * DAY - HOUR, 7 * DAY + HOUR), // crosses its end
      slot(7 * DAY + 1000, 7 * DAY + HOUR), // starts after it
    ]);
    const { items } = WorkingHoursResponse.parse(
      (await get(DEMO_EMAILS.reader, `/v1/me/workinghours?space_id=${spaceId}`)).json(),
    );
    const second = (ms: number) => Math.floor((clock + ms) / 1000);
    expect(items.map((item) => [item.started_at, item.ended_at])).toEqual([
      [second(-DAY - HOUR), second(-DAY + HOUR)],
      [second(7 * DAY - HOUR), second(7 * DAY + HOUR)],
    ]);
    await database.db.delete(workingHours).where(eq(workingHours.userId, reader.id));
  });

  it('answers no items to a user without a schedule, 404 for a space that is not theirs, 400 for a bad id, 401 without a token', async () => {
    const spaceId = await demoSpaceId();
    expect((await get(DEMO_EMAILS.reader, `/v1/me/workinghours?space_id=${spaceId}`)).json()).toEqual({ items: [] });
    const [other] = await database.db
      .insert(spaces)
      .values({
        name: 'Other',
        expiresAt: new Date(clock + DAY),
        tariff: { id: 1, name: 'Start' },
        settings: DEMO_SPACE_SETTINGS,
      })
      .returning();
    const foreign = await get(DEMO_EMAILS.operator, `/v1/me/workinghours?space_id=${other!.id}`, { 'accept-language': 'en' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Not found' });
    for (const query of ['', '?space_id=abc', '?space_id=0', '?space_id=-1']) {
      expect((await get(DEMO_EMAILS.operator, `/v1/me/workinghours${query}`)).statusCode, query).toBe(400);
    }
    expect((await app.inject({ method: 'GET', url: `/v1/me/workinghours?space_id=${spaceId}` })).statusCode).toBe(401);
  });
});

describe('GET v1/me/status?auto_update=1 applies the schedule', () => {
  it('sets the covering slot’s status unless the last manual change is 600 s old or less, and publishes it once', async () => {
    clock = START;
    const spaceId = await demoSpaceId();
    const analyst = await userOf(DEMO_EMAILS.analyst);
    const [online, pause, busy] = [await statusByName('Online'), await statusByName('Break'), await statusByName('Busy')];
    expect(analyst.status).toBe(online.id);
    // Only this test's slot: the demo work schedule's weekly shifts and absences fall on real dates (START is real
    // time), and one covering or excusing this hour would decide instead (it failed at 06:48 UTC).
    await database.db.delete(shifts).where(eq(shifts.userId, analyst.id));
    await database.db.delete(absences).where(eq(absences.userId, analyst.id));
    await database.db.insert(workingHours).values({
      userId: analyst.id,
      spaceId,
      statusId: pause.id,
      startedAt: new Date(clock - HOUR),
      endedAt: new Date(clock + HOUR),
    });
    published.mockClear();
    // Without auto_update the stored status is answered and nothing changes.
    expect((await get(DEMO_EMAILS.analyst, '/v1/me/status')).json()).toEqual({ status: online.id });
    expect(published).not.toHaveBeenCalled();
    expect((await get(DEMO_EMAILS.analyst, '/v1/me/status?auto_update=1')).json()).toEqual({ status: pause.id });
    expect(published).toHaveBeenCalledExactlyOnceWith(analyst.id, { method: 'status', status: pause.id });
    expect(await userOf(DEMO_EMAILS.analyst)).toMatchObject({ status: pause.id, statusChangedAt: null });
    expect((await get(DEMO_EMAILS.analyst, '/v1/me/status?auto_update=1')).json()).toEqual({ status: pause.id });
    expect(published).toHaveBeenCalledTimes(1);

    // A manual change: the schedule waits more than 600 s after it.
    const session = await sessionFor(database.db, DEMO_EMAILS.analyst, clock);
    const put = await app.inject({
      method: 'PUT',
      url: '/v1/me/status',
      headers: bearer(session.access_token),
      payload: { status: busy.id },
    });
    expect(put.statusCode).toBe(200);
    expect((await userOf(DEMO_EMAILS.analyst)).statusChangedAt?.getTime()).toBe(clock);
    published.mockClear();
    clock += 600_000;
    expect((await get(DEMO_EMAILS.analyst, '/v1/me/status?auto_update=1')).json()).toEqual({ status: busy.id });
    clock += 1;
    expect((await get(DEMO_EMAILS.analyst, '/v1/me/status?auto_update=1')).json()).toEqual({ status: pause.id });
    expect(published).toHaveBeenCalledExactlyOnceWith(analyst.id, { method: 'status', status: pause.id });
  });

  it('ignores slots that do not cover now and slots of a space the user has left', async () => {
    clock = START + 10 * DAY;
    const spaceId = await demoSpaceId();
    const analyst = await userOf(DEMO_EMAILS.analyst);
    published.mockClear();
    expect((await get(DEMO_EMAILS.analyst, '/v1/me/status?auto_update=1')).json()).toEqual({ status: analyst.status });
    clock = START;
    await database.db.delete(spaceMembers).where(and(eq(spaceMembers.userId, analyst.id), eq(spaceMembers.spaceId, spaceId)));
    const busy = await statusByName('Busy');
    await database.db.update(users).set({ status: busy.id, statusChangedAt: null }).where(eq(users.id, analyst.id));
    expect((await get(DEMO_EMAILS.analyst, '/v1/me/status?auto_update=1')).json()).toEqual({ status: busy.id });
    expect(published).not.toHaveBeenCalled();
  });
});
