// Shared helpers of the server tests.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { makeSign } from '../src/auth/antiBot.ts';
import { startSession } from '../src/auth/sessions.ts';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.ts';
import type { Database, Db } from '../src/db/database.ts';
import { issues, itemCounts, spaces, users } from '../src/db/schema.ts';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, DEMO_PASSWORD, DEMO_SPACE_NAME } from '../src/seed.ts';
import { openTestDatabase } from './snapshot.ts';

/**
 * A test file's app on its own copy of the seeded database: opened before the file's tests, closed after them. `deps`
 * adds to the app's (a clock the test moves, throttle limits).
 */
export function demoApp(deps: Omit<Partial<AppDeps>, 'db'> = {}): {
  readonly app: FastifyInstance;
  readonly database: Database;
} {
  const opened = {} as { app: FastifyInstance; database: Database };
  beforeAll(async () => {
    opened.database = await openTestDatabase();
    opened.app = await buildApp({ ...deps, db: opened.database.db });
  });
  afterAll(async () => {
    await opened.app.close();
    await opened.database.close();
  });
  return opened;
}

export const CLIENT = { client_id: DEFAULT_CLIENT_ID, client_secret: DEFAULT_CLIENT_SECRET };

export function passwordGrant(
  username: string,
  options: { password?: string; code?: string; nowMs?: number; sign?: string } = {},
): Record<string, string> {
  const password = options.password ?? DEMO_PASSWORD;
  const sign = options.sign ?? makeSign(username, password, Math.floor((options.nowMs ?? Date.now()) / 1000));
  return {
    ...CLIENT,
    grant_type: 'password',
    username,
    password,
    sign,
    ...(options.code === undefined ? {} : { code: options.code }),
  };
}

export function postToken(
  app: FastifyInstance,
  payload: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/v1/oauth2/token', payload, headers });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A session for a demo user without the password grant (scrypt at OWASP cost is slow on purpose). */
export async function sessionFor(db: Db, email: string, now: number = Date.now()) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return startSession(db, { userId: user.id, clientId: DEFAULT_CLIENT_ID, now });
}

/** The demo inbox's new items: v1/counts items_count of a demo space member. */
export async function demoNewItemsCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: itemCounts.count })
    .from(itemCounts)
    .innerJoin(spaces, eq(spaces.id, itemCounts.spaceId))
    .where(and(eq(spaces.name, DEMO_SPACE_NAME), eq(itemCounts.status, 'new')));
  return row?.n ?? 0;
}

/** The demo space's open issues and the expired ones among them: v1/counts of a member without issues settings. */
export async function demoOpenIssuesCounts(db: Db): Promise<{ issues_count: number; issues_expired_count: number }> {
  const rows = await db
    .select({ expired: issues.expired })
    .from(issues)
    .innerJoin(spaces, eq(spaces.id, issues.spaceId))
    .where(and(eq(spaces.name, DEMO_SPACE_NAME), isNull(issues.closedAt)));
  return { issues_count: rows.length, issues_expired_count: rows.filter((row) => row.expired).length };
}

/**
 * Requests to a test app as demo users, each signed in once with `sessionFor`. Getters, as the app and the database
 * are made in `beforeAll`.
 */
export function demoCaller(app: () => FastifyInstance, db: () => Db, now?: number) {
  const tokens = new Map<string, string>();
  async function call(email: string, options: InjectOptions) {
    if (!tokens.has(email)) tokens.set(email, (await sessionFor(db(), email, now)).access_token);
    return app().inject({ ...options, headers: { ...bearer(tokens.get(email)!), ...options.headers } });
  }
  return {
    call,
    get: (email: string, url: string, headers: Record<string, string> = {}) => call(email, { method: 'GET', url, headers }),
    send: (email: string, method: InjectOptions['method'], url: string, payload: object = {}, headers = {}) =>
      call(email, { method, url, payload, headers }),
  };
}

/** The answer's body by the schema, after checking it is a 200 (the body printed otherwise). */
export function ok<T>(response: LightMyRequestResponse, schema: { parse(value: unknown): T }): T {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return schema.parse(response.json());
}
