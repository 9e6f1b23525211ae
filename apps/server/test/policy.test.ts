// quality.md: every endpoint × every role answers exactly 2xx or 403, with the endpoint list read from Fastify's
// route registry; deny by default (a route without a policy cannot be registered).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  ACCOUNT_PROVIDERS,
  accountAuthPath,
  DEFAULT_NOTIFICATION_SETTINGS,
  ROLE_NAMES,
  type RoleName,
} from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { items, objects, payments, savedFilters, spaces, usergroups, users, userStatuses } from '../src/db/schema.ts';
import type { RoutePolicy } from '../src/http/policy.ts';
import { DEMO_SPACE_NAME, DEMO_USER_BY_ROLE } from '../src/seed.ts';
import { LIMITED_DEMO_USER } from '../src/seed/usergroups.ts';
import { bearer, sessionFor } from './helpers.ts';
import { PROFILE_SETTINGS, ROLE_CLEANUPS, ROLE_SAMPLES as PROFILE_ROLE_SAMPLES } from './profilePolicySamples.ts';
import { SOCIAL_PUBLIC_ENDPOINTS, SOCIAL_ROLE_SAMPLES, SOCIAL_SAMPLES } from './socialPolicySamples.ts';
import { ITEMS_ROLE_SAMPLES, ITEMS_SAMPLES } from './itemsPolicySamples.ts';
import { CHATS_PUBLIC_ENDPOINTS, CHATS_ROLE_SAMPLES, CHATS_SAMPLES } from './chatsPolicySamples.ts';

const ROLE_SAMPLES = { ...PROFILE_ROLE_SAMPLES, ...SOCIAL_ROLE_SAMPLES, ...ITEMS_ROLE_SAMPLES, ...CHATS_ROLE_SAMPLES };
import { openTestDatabase } from './snapshot.ts';

// A role-restricted route added for this test only, so the 403 branch is exercised while the real v1
// endpoints of this step allow every role.
const ADMIN_ONLY = '/v1/test/admin-only';

// One request per non-public endpoint that succeeds for an allowed role. A new endpoint without a sample fails the suite.
const SAMPLES: Record<string, Omit<InjectOptions, 'headers'>> = {
  'GET /v1/me': { method: 'GET', url: '/v1/me' },
  'GET /v1/config': { method: 'GET', url: '/v1/config?ts=1' },
  'POST /v1/oauth2/revoke': { method: 'POST', url: '/v1/oauth2/revoke' },
  'GET /v1/counts': { method: 'GET', url: '/v1/counts?monitoring=1' },
  'GET /v1/me/status': { method: 'GET', url: '/v1/me/status?auto_update=1' },
  // Every demo user is a member of the demo space, whose first status is set in beforeAll.
  'PUT /v1/me/status': { method: 'PUT', url: '/v1/me/status', payload: { status: 0 } },
  'GET /v1/objects': { method: 'GET', url: '/v1/objects?tags=true' },
  // The demo space's first account (set in beforeAll).
  'GET /v1/objects/:id': { method: 'GET', url: '/v1/objects/0' },
  'GET /v1/companies': { method: 'GET', url: '/v1/companies' },
  // Every demo user is a member of the demo space, set in beforeAll.
  'GET /v1/me/workinghours': { method: 'GET', url: '/v1/me/workinghours?space_id=0' },
  'POST /v1/me/filters': { method: 'POST', url: '/v1/me/filters', payload: { name: 'Policy', query: { status: 'new' } } },
  // Replaced per caller by USER_SAMPLES (a user deletes only their own filter); this one serves the 401 check.
  'DELETE /v1/me/filters/:id': { method: 'DELETE', url: '/v1/me/filters/1' },
  'PUT /v1/me/emoji': { method: 'PUT', url: '/v1/me/emoji', payload: { vk: ['👍'] } },
  'PATCH /v1/me': { method: 'PATCH', url: '/v1/me', payload: { name: 'Policy Test' } },
  'GET /v1/me/social': { method: 'GET', url: '/v1/me/social' },
  'GET /v1/me/otp': { method: 'GET', url: '/v1/me/otp' },
  'POST /v1/me/otp/setup': { method: 'POST', url: '/v1/me/otp/setup' },
  'PUT /v1/me/settings': { method: 'PUT', url: '/v1/me/settings', payload: PROFILE_SETTINGS },
  'GET /v1/me/notifications': { method: 'GET', url: '/v1/me/notifications' },
  'PUT /v1/me/notifications': {
    method: 'PUT',
    url: '/v1/me/notifications',
    payload: { settings: DEFAULT_NOTIFICATION_SETTINGS },
  },
  'GET /v1/sandbox/outbox': { method: 'GET', url: '/v1/sandbox/outbox' },
  'GET /v1/templates': { method: 'GET', url: '/v1/templates?provider=vk&q=%D1%81' },
  [`GET ${ADMIN_ONLY}`]: { method: 'GET', url: ADMIN_ONLY },
  // Billing: the demo space and its seeded payment history are set in beforeAll.
  'GET /v1/billing/plans': { method: 'GET', url: '/v1/billing/plans' },
  'GET /v1/billing/spaces': { method: 'GET', url: '/v1/billing/spaces' },
  'GET /v1/billing/promocodes/:code': { method: 'GET', url: '/v1/billing/promocodes/WELCOME10' },
  ...SOCIAL_SAMPLES,
  ...ITEMS_SAMPLES,
  ...CHATS_SAMPLES,
};

// Samples that depend on the caller: the id of one of their own filters.
const USER_SAMPLES: Record<string, (email: string) => Promise<Omit<InjectOptions, 'headers'>>> = {
  'DELETE /v1/me/filters/:id': async (email) => {
    const [own] = await database.db
      .select({ id: savedFilters.id })
      .from(savedFilters)
      .innerJoin(users, eq(users.id, savedFilters.userId))
      .where(eq(users.email, email))
      .limit(1);
    return { method: 'DELETE', url: `/v1/me/filters/${own?.id}` };
  },
};

// Public by design, not part of the role matrix: each answers 2xx, or 4xx for a bad request, to anyone.
const PUBLIC_ENDPOINTS = [
  'POST /v1/oauth2/token',
  'GET /healthz',
  'GET /config.json',
  'GET /v1/openapi.json',
  'POST /v1/client_errors',
  'POST /v1/confirm_email', // the link in the email; checked by its one-use hash and the client credentials
  'GET /v1/socket', // the socket authenticates by its first message (realtime.auth.test.ts)
  'GET /sandbox/pay/:id', // the sandbox payment page: its address is an unguessable id (billing.test.ts)
  'POST /sandbox/pay/:id',
  // Sign-up, invitations, recovery and reset (one-use hashes, client credentials, throttled per address)
  'POST /v1/signup',
  'GET /v1/signup/:hash',
  'POST /v1/signup/:hash',
  'POST /v1/recovery',
  'POST /v1/reset_password/check',
  'POST /v1/reset_password',
  'GET /sandbox/outbox', // the demo's readable outbox (README "Sandbox outbox"); SANDBOX_OUTBOX=0 removes it
  'GET /sandbox/connect/:provider', // the sandbox networks' authorization pages (accounts.test.ts)
  'POST /sandbox/connect/:provider',
  'GET /*',
  'OPTIONS *',
  ...SOCIAL_PUBLIC_ENDPOINTS,
  ...CHATS_PUBLIC_ENDPOINTS,
];

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db });
  const [status] = await database.db.select().from(userStatuses).orderBy(asc(userStatuses.id)).limit(1);
  SAMPLES['PUT /v1/me/status'] = { method: 'PUT', url: '/v1/me/status', payload: { status: status?.id } };
  const [object] = await database.db.select().from(objects).orderBy(asc(objects.id)).limit(1);
  SAMPLES['GET /v1/objects/:id'] = { method: 'GET', url: `/v1/objects/${object?.id}` };
  SAMPLES['GET /v1/me/workinghours'] = { method: 'GET', url: `/v1/me/workinghours?space_id=${status?.spaceId}` };
  // The demo space's first payment (the role's demo users are its members; other demo spaces have payments too).
  const [payment] = await database.db
    .select({ id: payments.id, spaceId: payments.spaceId })
    .from(payments)
    .innerJoin(spaces, eq(payments.spaceId, spaces.id))
    .where(eq(spaces.name, DEMO_SPACE_NAME))
    .orderBy(asc(payments.id))
    .limit(1);
  const spaceId = payment?.spaceId;
  SAMPLES['GET /v1/billing/payments'] = { method: 'GET', url: `/v1/billing/payments?space_id=${spaceId}` };
  SAMPLES['GET /v1/billing/payments/:id'] = { method: 'GET', url: `/v1/billing/payments/${payment?.id}` };
  SAMPLES['POST /v1/billing/payments'] = {
    method: 'POST',
    url: '/v1/billing/payments',
    payload: { space_id: spaceId, tariff_id: 3, period: 30 },
  };
  app.get(ADMIN_ONLY, { config: { policy: { role: ['administrator'] } } }, async () => ({ ok: true }));
  await app.ready();
  // Connecting accounts: a fresh sandbox code per provider (only the administrator gets past the policy).
  SAMPLES['GET /v1/accounts/providers'] = { method: 'GET', url: '/v1/accounts/providers' };
  for (const provider of ACCOUNT_PROVIDERS) {
    const redirect = `http://localhost:80/callback/${provider}`;
    const decision = await app.inject({
      method: 'POST',
      url: `/sandbox/connect/${provider}`,
      headers: { host: 'localhost:80', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'allow', redirect_uri: redirect, name: `Policy ${provider}` }).toString(),
    });
    const query = new URL(decision.headers.location as string).searchParams;
    const payload =
      provider === 'twitter'
        ? { oauth_token: query.get('oauth_token'), oauth_verifier: query.get('oauth_verifier') }
        : provider === 'tpulse'
          ? { check: query.get('code') }
          : { code: query.get('code') };
    SAMPLES[`POST /${accountAuthPath(provider)}`] = { method: 'POST', url: `/${accountAuthPath(provider)}`, payload };
  }
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function sampleFor(
  method: string,
  url: string,
  role: RoleName = 'read_only',
): Promise<Omit<InjectOptions, 'headers'> | undefined> {
  const perRole = ROLE_SAMPLES[`${method} ${url}`] ?? (method === 'HEAD' ? ROLE_SAMPLES[`GET ${url}`] : undefined);
  if (perRole) return { ...(await perRole(database.db, role)), method: method as InjectOptions['method'] };
  const sample = SAMPLES[`${method} ${url}`] ?? (method === 'HEAD' ? SAMPLES[`GET ${url}`] : undefined);
  return sample && { ...sample, method: method as InjectOptions['method'] };
}

const allows = (policy: RoutePolicy, role: (typeof ROLE_NAMES)[number]) =>
  typeof policy === 'string' || policy.role.includes(role);

describe('route policies', () => {
  it('lists every route with a policy, and the public ones are exactly the documented ones', () => {
    const publicKeys = app.routePolicies
      .filter((r) => r.policy === 'public' && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(publicKeys.sort()).toEqual([...PUBLIC_ENDPOINTS].sort());
    for (const record of app.routePolicies) expect(record.policy, `${record.method} ${record.url}`).toBeDefined();
  });

  it('every protected endpoint × every role answers exactly 2xx (allowed) or 403 (not allowed)', async () => {
    const protectedRoutes = app.routePolicies.filter((r) => r.policy !== 'public');
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(4);
    const results: string[] = [];
    for (const route of protectedRoutes) {
      const first = await sampleFor(route.method, route.url);
      expect(first, `add a sample request for ${route.method} ${route.url} to SAMPLES`).toBeDefined();
      if (!first) continue;
      for (const role of ROLE_NAMES) {
        const sample = (await sampleFor(route.method, route.url, role))!;
        // A fresh session per call: revoke ends the one it is called with.
        const session = await sessionFor(database.db, DEMO_USER_BY_ROLE[role]);
        const ownSample = USER_SAMPLES[`${route.method} ${route.url}`];
        const request = ownSample ? await ownSample(DEMO_USER_BY_ROLE[role]) : sample;
        const response = await app.inject({ ...request, headers: bearer(session.access_token) });
        await ROLE_CLEANUPS[`${route.method} ${route.url}`]?.(database.db, role);
        const expected = allows(route.policy, role) ? '2xx' : '403';
        const got = response.statusCode >= 200 && response.statusCode < 300 ? '2xx' : String(response.statusCode);
        results.push(`${route.method} ${route.url} ${role}: ${got}`);
        expect(got, `${route.method} ${route.url} as ${role}`).toBe(expected);
      }
    }
    expect(results).toContain(`GET ${ADMIN_ONLY} operator: 403`);
    expect(results).toContain(`GET ${ADMIN_ONLY} administrator: 2xx`);
    // One request per endpoint and role (over 300): it grows with every endpoint, past the default 30 s on a busy machine.
  }, 120_000);

  // spec §1 user groups: for a user limited to a group, every item endpoint on an item outside it answers 404, as for
  // an item of another space (items/access.ts); bulk lists it as failed.
  it('every item endpoint × the group-limited user answers 404 for an item outside their groups', async () => {
    const [own] = await database.db.select().from(usergroups).where(eq(usergroups.name, LIMITED_DEMO_USER.group));
    const [hidden] = await database.db
      .select({ id: items.id })
      .from(items)
      .where(and(isNull(items.parentId), or(isNull(items.usergroupId), ne(items.usergroupId, own!.id))))
      .orderBy(asc(items.id))
      .limit(1);
    const itemRoutes = app.routePolicies.filter((r) => r.url.startsWith('/v1/items/:id'));
    expect(itemRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of itemRoutes) {
      const sample = (await sampleFor(route.method, route.url, 'operator'))!;
      const url = sample.url!.toString().replace(/\/v1\/items\/\d+/, `/v1/items/${hidden!.id}`);
      const session = await sessionFor(database.db, LIMITED_DEMO_USER.email);
      const response = await app.inject({ ...sample, url, headers: bearer(session.access_token) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    const session = await sessionFor(database.db, LIMITED_DEMO_USER.email);
    const bulk = await app.inject({
      method: 'POST',
      url: '/v1/items/bulk',
      payload: { ids: [hidden!.id], status: 'inprogress' },
      headers: bearer(session.access_token),
    });
    expect(bulk.json().failed).toEqual([{ id: hidden!.id, error: 'Не найдено' }]);
  });

  it('every protected endpoint answers 401 without a token', async () => {
    for (const route of app.routePolicies.filter((r) => r.policy !== 'public')) {
      const sample = await sampleFor(route.method, route.url);
      if (!sample) continue;
      expect((await app.inject(sample)).statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('public endpoints never answer 401 or 403 to an anonymous caller', async () => {
    const calls: InjectOptions[] = [
      { method: 'POST', url: '/v1/oauth2/token', payload: {} },
      { method: 'GET', url: '/healthz' },
      { method: 'GET', url: '/config.json' },
      { method: 'GET', url: '/v1/openapi.json' },
      { method: 'POST', url: '/v1/client_errors', payload: { kind: 'error', message: 'x', url: '/' } },
      { method: 'GET', url: '/v1/socket' },
      { method: 'GET', url: '/sandbox/pay/unknown-payment-id-0000' },
      { method: 'POST', url: '/sandbox/pay/unknown-payment-id-0000', payload: { action: 'pay' } },
      { method: 'GET', url: '/sandbox/connect/vk?redirect_uri=http%3A%2F%2Flocalhost%3A80%2Fcallback%2Fvk' },
      { method: 'GET', url: '/login' },
      { method: 'GET', url: '/v1/signup/unknown-hash' },
      { method: 'POST', url: '/v1/recovery', payload: { email: 'nobody@example.com' } },
      { method: 'POST', url: '/v1/reset_password/check', payload: { hash: 'unknown' } },
      { method: 'GET', url: '/sandbox/outbox' },
      { method: 'OPTIONS', url: '/v1/me', headers: { origin: 'http://localhost:80', 'access-control-request-method': 'GET' } },
    ];
    for (const call of calls) expect([401, 403], `${call.method} ${call.url}`).not.toContain((await app.inject(call)).statusCode);
  });

  it('refuses to register a route without a policy (deny by default)', async () => {
    const bare = await buildApp({ db: database.db });
    let failure: unknown;
    try {
      bare.get('/v1/unguarded', async () => ({ leaked: true }));
      await bare.ready();
    } catch (error) {
      failure = error;
    }
    expect(String(failure)).toMatch(/GET \/v1\/unguarded declares no policy/);
  });
});
