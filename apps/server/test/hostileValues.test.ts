// quality.md: no request makes the server answer 500. Every route of the registry (app.routePolicies) gets hostile
// variants of its sample request (test/hostileValues.ts: ids past int4, cursors with too-big parts, NUL characters),
// sent as a user its policy admits with ids from that user's space; none may answer 500.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { RoleName } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import type { RoutePolicy } from '../src/http/policy.ts';
import { DEMO_USER_BY_ROLE } from '../src/seed.ts';
import { PARTNER_DEMO_USER } from '../src/seed/referral.ts';
import { bearer, passwordGrant, sessionFor } from './helpers.ts';
import { exampleOf, hostileVariants, routeSchemas, type RouteSchemas, type Sample } from './hostileValues.ts';
import { routeSamples, sampleFor, userSamples } from './policySamples.ts';
import { ROLE_CLEANUPS } from './profilePolicySamples.ts';
import { openTestDatabase } from './snapshot.ts';

// Public routes no policy sample covers: a request each that the route takes (the rest are built from their schema).
const PUBLIC_SAMPLES: Record<string, Sample> = {
  'POST /v1/oauth2/token': { method: 'POST', url: '/v1/oauth2/token', payload: passwordGrant(DEMO_USER_BY_ROLE.administrator) },
  'GET /v1/socket': { method: 'GET', url: '/v1/socket' },
  'GET /sandbox/pay/:id': { method: 'GET', url: '/sandbox/pay/unknown-payment-id-0000' },
  'POST /sandbox/pay/:id': { method: 'POST', url: '/sandbox/pay/unknown-payment-id-0000', payload: { action: 'pay' } },
  'GET /sandbox/connect/:provider': {
    method: 'GET',
    url: `/sandbox/connect/vk?redirect_uri=${encodeURIComponent('http://localhost:80/callback/vk')}`,
  },
  'GET /*': { method: 'GET', url: '/login' },
  'OPTIONS *': {
    method: 'OPTIONS',
    url: '/v1/me',
    headers: { origin: 'http://localhost:80', 'access-control-request-method': 'GET' },
  },
};

let database: Database;
let app: FastifyInstance;
let consoleDir: string;
let samples: Record<string, Sample>;
let openapi: { paths?: Record<string, Record<string, unknown>> };
// Requests that got past the policy check: counted by an onRequest hook added after it (hooks run in order).
let pastPolicy = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  // A built console of one page, so GET /* serves files instead of saying the console is not built (503).
  consoleDir = await mkdtemp(join(tmpdir(), 'console-dist-'));
  await writeFile(join(consoleDir, 'index.html'), '<!doctype html><html><head><title>console</title></head></html>');
  app = await buildApp({ db: database.db, consoleDir });
  app.addHook('onRequest', async () => {
    pastPolicy += 1;
  });
  await app.ready();
  samples = await routeSamples(database.db, app);
  openapi = app.swagger() as typeof openapi;
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(consoleDir, { recursive: true, force: true });
});

/** The role a route is sent as: the administrator when the policy admits it (every flag), else its first role. */
const roleFor = (policy: RoutePolicy): RoleName | null =>
  policy === 'public'
    ? null
    : typeof policy === 'string' || policy.role.includes('administrator')
      ? 'administrator'
      : policy.role[0]!;

async function baseSample(method: string, url: string, role: RoleName | null, schemas: RouteSchemas): Promise<Sample> {
  if (role === null) {
    const known = PUBLIC_SAMPLES[`${method} ${url}`];
    if (known) return known;
    const path = url.replace(/:(\w+)/g, 'x');
    return {
      method: method as InjectOptions['method'],
      url: path,
      ...(schemas.body ? { payload: exampleOf(schemas.body) as object } : {}),
    };
  }
  const own = userSamples(database.db)[`${method} ${url}`];
  if (own) return { ...(await own(DEMO_USER_BY_ROLE[role])), method: method as InjectOptions['method'] };
  const sample = await sampleFor(samples, database.db, method, url, role);
  expect(sample, `add a sample request for ${method} ${url} to test/policySamples.ts`).toBeDefined();
  return sample!;
}

/** Real cursors of a paged route: the values of every `…cursor` field of its first page of one row. */
async function cursorsOf(sample: Sample, headers: Record<string, string>): Promise<string[]> {
  const url = new URL(String(sample.url), 'http://localhost');
  url.searchParams.set('limit', '1');
  const response = await app.inject({ ...sample, url: `${url.pathname}${url.search}`, headers });
  const found: string[] = [];
  JSON.stringify(response.statusCode === 200 ? response.json() : {}, (key, value: unknown) => {
    if (key.endsWith('cursor') && typeof value === 'string') found.push(value);
    return value;
  });
  return found;
}

describe('hostile values', () => {
  it("refuses a NUL character with 400 naming the field, in the error shape of spec §7 and the caller's language", async () => {
    const session = await sessionFor(database.db, DEMO_USER_BY_ROLE.operator);
    const ru = await app.inject({ method: 'GET', url: '/v1/items?q=a%00b', headers: bearer(session.access_token) });
    expect([ru.statusCode, ru.json()]).toEqual([400, { error: 'Запрос содержит недопустимый символ NUL (\\u0000) в поле: q' }]);
    const en = await app.inject({
      method: 'PATCH',
      url: '/v1/me',
      payload: { name: 'a\u0000b' },
      headers: { ...bearer(session.access_token), 'accept-language': 'en' },
    });
    expect([en.statusCode, en.json()]).toEqual([
      400,
      { error: 'The request contains a forbidden NUL character (\\u0000) in: name' },
    ]);
  });

  it('refuses an id past int4 with 400 naming the field', async () => {
    const session = await sessionFor(database.db, DEMO_USER_BY_ROLE.operator);
    const response = await app.inject({
      method: 'POST',
      url: '/v1/chats',
      payload: { object_id: 2_147_483_648, phone: '+79990000000' },
      headers: bearer(session.access_token),
    });
    expect([response.statusCode, response.json()]).toEqual([400, { error: 'Некорректный запрос: object_id' }]);
  });

  it('counts a request as past the policy only when the policy let it through', async () => {
    pastPolicy = 0;
    expect((await app.inject({ method: 'GET', url: '/v1/me' })).statusCode).toBe(401);
    expect(pastPolicy).toBe(0);
    const session = await sessionFor(database.db, DEMO_USER_BY_ROLE.read_only);
    expect((await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(session.access_token) })).statusCode).toBe(200);
    expect(pastPolicy).toBe(1);
  });

  it('no route of the registry answers 500 to ids past int4, too-big cursor parts or NUL characters', async () => {
    const routes = app.routePolicies.filter((r) => r.method !== 'HEAD'); // HEAD runs GET's handler
    const rows: string[] = [];
    const failures: string[] = [];
    const unreached: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const role = roleFor(route.policy);
      // A partner-only route is sent as the demo partner (spec §6 referral).
      const email =
        role && (typeof route.policy === 'object' && route.policy.partner ? PARTNER_DEMO_USER.email : DEMO_USER_BY_ROLE[role]);
      const schemas = routeSchemas(openapi, route.method, route.url);
      const sample = await baseSample(route.method, route.url, role, schemas);
      let headers: Record<string, string> = email ? bearer((await sessionFor(database.db, email)).access_token) : {};
      const cursors = Object.keys(schemas.query).some((q) => q.endsWith('cursor')) ? await cursorsOf(sample, headers) : [];
      const variants = hostileVariants(route.url, sample, schemas, cursors);
      let passed = 0;
      for (const variant of variants) {
        pastPolicy = 0;
        const response = await app.inject({ ...variant.request, headers: { ...variant.request.headers, ...headers } });
        passed += route.policy === 'public' ? 1 : pastPolicy;
        if (response.statusCode >= 500) failures.push(`${key} ${variant.field}: ${response.statusCode}`);
        if (response.statusCode < 300 && route.method !== 'GET') {
          // It changed something: put back what later requests rely on, and a new session (revoke ends it).
          if (role) await ROLE_CLEANUPS[key]?.(database.db, role);
          if (email) headers = bearer((await sessionFor(database.db, email)).access_token);
        }
      }
      if (passed === 0) unreached.push(key);
      rows.push(`${key.padEnd(58)} ${String(variants.length).padStart(3)} sent ${String(passed).padStart(3)} past the policy`);
    }
    console.log(`hostile values per route (${routes.length} routes):\n${rows.join('\n')}`);
    expect(unreached, 'routes where no request got past the policy').toEqual([]);
    expect(failures, 'requests answered 500').toEqual([]);
  }, 180_000);
});
