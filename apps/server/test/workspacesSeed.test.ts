// The demo spaces of the workspace rules (spec §4): what GET v1/config tells each of their users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ConfigResponse } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { verifyPassword } from '../src/auth/password.ts';
import { eq } from 'drizzle-orm';
import { payments, spaces, users } from '../src/db/schema.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_SPACE_NAME, ROLE_FLAGS } from '../src/seed.ts';
import { WORKSPACE_DEMO_EMAILS, WORKSPACE_DEMO_USERS } from '../src/seed/workspaces.ts';
import { bearer, sessionFor } from './helpers.ts';
import { openTestDatabase, snapshotSeededAt } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
// The seed's own clock: the run may take longer than the assertions' margins after the snapshot was made.
const NOW = snapshotSeededAt();
const DAY_MS = 86_400_000;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => NOW });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function config(email: string) {
  const session = await sessionFor(database.db, email, NOW);
  const response = await app.inject({ method: 'GET', url: '/v1/config', headers: bearer(session.access_token) });
  expect(response.statusCode).toBe(200);
  return ConfigResponse.parse(response.json());
}
// Expiry is relative to the seed's clock.
const daysLeft = (expiresAt: number) => (expiresAt * 1000 - NOW) / DAY_MS;

describe('workspace demo spaces (spec §4)', () => {
  it('the trial expired a day ago, for its administrator and its operator alike', async () => {
    for (const email of [WORKSPACE_DEMO_EMAILS.trialAdmin, WORKSPACE_DEMO_EMAILS.trialOperator]) {
      const answer = await config(email);
      expect(answer.spaces).toHaveLength(1);
      expect(answer.spaces[0]).toMatchObject({ name: 'Trial workspace', is_trial: true, tariff: { id: 1, name: 'Start' } });
      expect(daysLeft(answer.spaces[0]!.expires_at)).toBeGreaterThan(-1.01);
      expect(daysLeft(answer.spaces[0]!.expires_at)).toBeLessThanOrEqual(-0.99);
      expect(answer.otp_required).toBe(false);
      expect(answer.user_statuses).toHaveLength(4);
      expect(answer.user.status).toBe(answer.user_statuses[0]?.id);
    }
    expect((await config(WORKSPACE_DEMO_EMAILS.trialAdmin)).user.roles).toEqual(ROLE_FLAGS.administrator);
    expect((await config(WORKSPACE_DEMO_EMAILS.trialOperator)).user.roles).toEqual(ROLE_FLAGS.operator);
  });

  it('the lapsed space was paid and expired two days ago: its operator gets the paid-over modal, not the trial one', async () => {
    const answer = await config(WORKSPACE_DEMO_EMAILS.paidOverOperator);
    expect(answer.spaces).toHaveLength(1);
    expect(answer.spaces[0]).toMatchObject({ name: 'Lapsed workspace', is_trial: false, tariff: { id: 2, name: 'Standard' } });
    expect(daysLeft(answer.spaces[0]!.expires_at)).toBeGreaterThan(-2.01);
    expect(daysLeft(answer.spaces[0]!.expires_at)).toBeLessThanOrEqual(-1.99);
    expect(answer.user.roles).toEqual(ROLE_FLAGS.operator);
    expect(answer.user_statuses).toHaveLength(4);
    // The billing history has the paid payment that set this expiry.
    const [space] = await database.db.select().from(spaces).where(eq(spaces.name, 'Lapsed workspace'));
    const rows = await database.db.select().from(payments).where(eq(payments.spaceId, space!.id));
    expect(rows.map((p) => [p.status, p.period, p.tariff.id])).toEqual([['paid', 30, 2]]);
    expect(rows[0]!.expiresAt?.getTime()).toBe(space!.expiresAt.getTime());
    expect(rows[0]!.expiresAtBefore!.getTime()).toBe(space!.expiresAt.getTime() - 30 * DAY_MS);
  });

  it('the expiring space is paid and has two days left', async () => {
    const answer = await config(WORKSPACE_DEMO_EMAILS.soonAdmin);
    expect(answer.spaces).toHaveLength(1);
    expect(answer.spaces[0]).toMatchObject({ name: 'Expiring workspace', is_trial: false });
    expect(daysLeft(answer.spaces[0]!.expires_at)).toBeGreaterThan(1.99);
    expect(daysLeft(answer.spaces[0]!.expires_at)).toBeLessThanOrEqual(2);
    expect(answer.otp_required).toBe(false);
  });

  it('the secure space requires two-factor, which its member has not set up', async () => {
    const answer = await config(WORKSPACE_DEMO_EMAILS.otpRequired);
    expect(answer.spaces.map((s) => [s.name, s.settings.otp_required])).toEqual([['Secure workspace', true]]);
    expect(answer.user.otp_enabled).toBe(false);
    expect(answer.otp_required).toBe(true);
  });

  it('the demo users keep their single demo space', async () => {
    for (const email of Object.values(DEMO_EMAILS)) {
      expect((await config(email)).spaces.map((s) => s.name)).toEqual([DEMO_SPACE_NAME]);
    }
  });

  it('every new user signs in with the demo password', async () => {
    const rows = await database.db.select().from(users);
    for (const demo of WORKSPACE_DEMO_USERS) {
      const row = rows.find((r) => r.email === demo.email);
      expect(row?.emailStatus, demo.email).toBe(1);
      expect(await verifyPassword(DEMO_PASSWORD, row!.passwordHash), demo.email).toBe(true);
    }
  });
});
