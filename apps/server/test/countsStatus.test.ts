// GET v1/counts, GET and PUT v1/me/status (spec §7): counts of the user's spaces, the status chosen among their
// spaces' statuses, and the change told to the user's sockets through the publisher.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CountsResponse, IDEMPOTENCY_KEY_HEADER, ROLE_DEFAULT_FLAGS, StatusResponse } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { spaceMembers, spaces, users, userStatuses } from '../src/db/schema.ts';
import { COUNTERS, countsFor } from '../src/domain/counts.ts';
import { createPublisher } from '../src/realtime/socketPublisher.ts';
import { DEMO_EMAILS, DEMO_SPACE_SETTINGS } from '../src/seed.ts';
import { bearer, demoNewItemsCount, demoOpenIssuesCounts, sessionFor } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
const publisher = createPublisher();
const published = vi.spyOn(publisher, 'toUser');
const NOW = Date.now();
const EN = { 'accept-language': 'en' };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => NOW, publisher });
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
const tokenOf = async (email: string) => (await sessionFor(database.db, email, NOW)).access_token;

describe('GET v1/counts', () => {
  it('answers the four counts: the demo open issues, 0 while no monitoring exists, the new items of the demo inbox, uncached', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/counts', headers: bearer(await tokenOf(DEMO_EMAILS.reader)) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(CountsResponse.parse(response.json())).toEqual({
      ...(await demoOpenIssuesCounts(database.db)),
      monitoring_count: 0,
      items_count: await demoNewItemsCount(database.db),
    });
    const bad = await app.inject({
      method: 'GET',
      url: '/v1/counts?monitoring=yes',
      headers: bearer(await tokenOf(DEMO_EMAILS.reader)),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('countsFor asks the monitoring counter only with monitoring=1, and no counter for a user without spaces', async () => {
    const monitoring = vi.spyOn(COUNTERS, 'monitoring_count').mockResolvedValue(7);
    const items = vi.spyOn(COUNTERS, 'items_count').mockResolvedValue(3);
    try {
      const token = await tokenOf(DEMO_EMAILS.operator);
      const without = await app.inject({ method: 'GET', url: '/v1/counts', headers: bearer(token) });
      expect(without.json()).toMatchObject({ monitoring_count: 0, items_count: 3 });
      const withMonitoring = await app.inject({ method: 'GET', url: '/v1/counts?monitoring=1', headers: bearer(token) });
      expect(withMonitoring.json()).toMatchObject({ monitoring_count: 7, items_count: 3 });
      const [space] = await database.db.select().from(spaces);
      expect(monitoring).toHaveBeenCalledWith(database.db, [space?.id]);

      const loner = await database.db
        .insert(users)
        .values({ ...(await userOf(DEMO_EMAILS.operator)), id: undefined, email: 'loner@demo.local', status: null })
        .returning();
      monitoring.mockClear();
      const counts = await countsFor(database.db, loner[0] as typeof users.$inferSelect, { monitoring: true });
      expect(counts).toEqual({ issues_count: 0, issues_expired_count: 0, monitoring_count: 0, items_count: 0 });
      expect(monitoring).not.toHaveBeenCalled();
    } finally {
      monitoring.mockRestore();
      items.mockRestore();
    }
  });
});

describe('v1/me/status', () => {
  // The demo space is seeded first (id 1); the seed's other spaces have statuses of their own.
  const statusesOfDemoSpace = () =>
    database.db.select().from(userStatuses).where(eq(userStatuses.spaceId, 1)).orderBy(asc(userStatuses.position));

  it('GET answers the stored status, with or without auto_update=1', async () => {
    const [online] = await statusesOfDemoSpace();
    const token = await tokenOf(DEMO_EMAILS.moderator);
    for (const url of ['/v1/me/status', '/v1/me/status?auto_update=1']) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(200);
      expect(StatusResponse.parse(response.json())).toEqual({ status: online?.id });
    }
  });

  it('PUT saves a status of the user’s space, answers it, and tells the user’s sockets once', async () => {
    const [, pause] = await statusesOfDemoSpace();
    const operator = await userOf(DEMO_EMAILS.operator);
    const token = await tokenOf(DEMO_EMAILS.operator);
    published.mockClear();
    const headers = { ...bearer(token), [IDEMPOTENCY_KEY_HEADER]: 'status-change-0001' };
    const response = await app.inject({
      method: 'PUT',
      url: '/v1/me/status',
      headers,
      payload: { status: pause?.id, space_id: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: pause?.id });
    expect((await userOf(DEMO_EMAILS.operator)).status).toBe(pause?.id);
    expect(published).toHaveBeenCalledExactlyOnceWith(operator.id, { method: 'status', status: pause?.id });
    // A retry with the same key (e.g. on the other host) is answered without publishing again.
    const retry = await app.inject({ method: 'PUT', url: '/v1/me/status', headers, payload: { status: pause?.id, space_id: 1 } });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(published).toHaveBeenCalledTimes(1);
    // The forced-status dialog sends only the status (spec §7).
    const [online] = await statusesOfDemoSpace();
    const onlyStatus = await app.inject({
      method: 'PUT',
      url: '/v1/me/status',
      headers: bearer(token),
      payload: { status: online?.id },
    });
    expect(onlyStatus.json()).toEqual({ status: online?.id });
    const get = await app.inject({ method: 'GET', url: '/v1/me/status', headers: bearer(token) });
    expect(get.json()).toEqual({ status: online?.id });
  });

  it('PUT refuses with 400 and a text a status of another space, of no space, or outside the given space_id', async () => {
    const [other] = await database.db
      .insert(spaces)
      .values({
        name: 'Other',
        expiresAt: new Date(NOW + 86_400_000),
        tariff: { id: 1, name: 'Start' },
        settings: DEMO_SPACE_SETTINGS,
      })
      .returning();
    const [foreign] = await database.db
      .insert(userStatuses)
      .values({ spaceId: other?.id ?? 0, name: { ru: 'Чужой', en: 'Foreign' }, color: '#000000' })
      .returning();
    const [online] = await statusesOfDemoSpace();
    const admin = await userOf(DEMO_EMAILS.admin);
    const token = await tokenOf(DEMO_EMAILS.admin);
    published.mockClear();
    const attempts = [{ status: foreign?.id }, { status: 999_999 }, { status: online?.id, space_id: other?.id }];
    for (const payload of attempts) {
      const response = await app.inject({ method: 'PUT', url: '/v1/me/status', headers: { ...bearer(token), ...EN }, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({
        error: 'This status does not belong to any of your spaces',
        error_type: 'invalid_status',
      });
    }
    const malformed = await app.inject({
      method: 'PUT',
      url: '/v1/me/status',
      headers: bearer(token),
      payload: { status: 'busy' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(published).not.toHaveBeenCalled();
    expect((await userOf(DEMO_EMAILS.admin)).status).toBe(admin.status);

    // Once the admin joins the other space, its status is allowed.
    await database.db
      .insert(spaceMembers)
      .values({ spaceId: other?.id ?? 0, userId: admin.id, role: 'administrator', roles: ROLE_DEFAULT_FLAGS.administrator });
    const allowed = await app.inject({
      method: 'PUT',
      url: '/v1/me/status',
      headers: bearer(token),
      payload: { status: foreign?.id },
    });
    expect(allowed.statusCode).toBe(200);
  });
});
