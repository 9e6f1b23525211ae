// GET v1/me and GET v1/config (spec §3): the seeded demo workspace as each user sees it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ConfigResponse, ROLE_NAMES, User } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { spaces } from '../src/db/schema.ts';
import { DEMO_EMAILS, DEMO_SPACE_SETTINGS, DEMO_USER_BY_ROLE, DEMO_USERS, ROLE_FLAGS } from '../src/seed.ts';
import { bearer, demoNewItemsCount, demoOpenIssuesCounts, sessionFor } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
const NOW = Date.now();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => NOW });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function config(email: string, headers: Record<string, string> = {}) {
  const session = await sessionFor(database.db, email, NOW);
  const response = await app.inject({
    method: 'GET',
    url: `/v1/config?ts=${NOW}`,
    headers: { ...bearer(session.access_token), ...headers },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return ConfigResponse.parse(response.json());
}

describe('GET v1/me', () => {
  it('describes each demo user with the role flags of the brief', async () => {
    for (const role of ROLE_NAMES) {
      const session = await sessionFor(database.db, DEMO_USER_BY_ROLE[role], NOW);
      const user = User.parse((await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(session.access_token) })).json());
      const demo = DEMO_USERS.find((u) => u.email === DEMO_USER_BY_ROLE[role]);
      expect(user).toMatchObject({
        email: demo?.email,
        name: demo?.name,
        role,
        roles: ROLE_FLAGS[role],
        email_status: 1,
        otp_enabled: false,
      });
    }
    expect(ROLE_FLAGS.analyst.stats).toBe(true);
    expect(ROLE_FLAGS.operator.templates).toBe(true);
    expect(ROLE_FLAGS.moderator).toEqual(ROLE_FLAGS.read_only);
  });
});

describe('GET v1/config', () => {
  it('holds the user, the demo space, its statuses in the request language, filters, emoji and counts', async () => {
    const en = await config(DEMO_EMAILS.admin, { 'accept-language': 'en' });
    expect(en.user.email).toBe(DEMO_EMAILS.admin);
    expect(en.spaces).toHaveLength(1);
    expect(en.spaces[0]).toMatchObject({
      id: 1,
      name: 'Demo workspace',
      is_trial: false,
      tariff: { id: 3, name: 'Premium' },
      settings: DEMO_SPACE_SETTINGS,
    });
    const days = ((en.spaces[0]?.expires_at ?? 0) * 1000 - NOW) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30.01);
    expect(en.user_statuses.map((s) => s.name)).toEqual(['Online', 'Break', 'Busy', 'Offline']);
    expect(en.user_statuses.filter((s) => s.offline).map((s) => s.name)).toEqual(['Offline']);
    expect(en.user.status).toBe(en.user_statuses[0]?.id);
    expect(en.filters.map((f) => f.route ?? null)).toEqual(['items', null]);
    expect(en).toMatchObject({
      emoji: {},
      ...(await demoOpenIssuesCounts(database.db)), // the demo space's open issues (seed/issues.ts)
      monitoring_count: 0,
      items_count: await demoNewItemsCount(database.db), // the demo inbox's new items
      otp_required: false,
      loaded: NOW,
    });
    const ru = await config(DEMO_EMAILS.admin);
    expect(ru.user_statuses.map((s) => s.name)).toEqual(['В сети', 'Перерыв', 'Занят', 'Не в сети']);
  });

  it('sets otp_required when a space requires two-factor and the user has none (spec §4)', async () => {
    await database.db.update(spaces).set({ settings: { ...DEMO_SPACE_SETTINGS, otp_required: true } });
    expect((await config(DEMO_EMAILS.reader)).otp_required).toBe(true);
    expect((await config(DEMO_EMAILS.otp)).otp_required).toBe(false);
    await database.db.update(spaces).set({ settings: DEMO_SPACE_SETTINGS });
    expect((await config(DEMO_EMAILS.reader)).otp_required).toBe(false);
  });
});
