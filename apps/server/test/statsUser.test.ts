// One operator's stats endpoints (spec §2.3 stats/users/{id}, users/{id}/statuses, users/{id}/workinghours;
// docs/stats.md "Screens"): a user who is not a member of the space answers 404 with the server's not-found text, never
// zeros: another workspace's member, a removed member, a deleted user, an id nobody has. The member's own figures are
// the overall figures with `user_id[]` theirs; another member's need the team's flag (403 first, as the overall's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ErrorBody, StatsOverall } from '@console/api/contract';
import { serverText } from '@console/locales/server';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { spaceMembers, spaces, users } from '../src/db/schema.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { demoCaller, ok } from './helpers.ts';
import { openTestDatabase, snapshotSeededAt } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
let spaceId = 0;
const ids = { operator: 0, admin: 0, foreign: 0, removed: 0, deleted: 0 };
const NOBODY = 2_147_483_647; // the largest id a path takes (int4), no user's

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => snapshotSeededAt() });
  const db = database.db;
  const [space] = await db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  spaceId = space!.id;
  const userId = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!.id;
  ids.operator = await userId(DEMO_EMAILS.operator);
  ids.admin = await userId(DEMO_EMAILS.admin);
  const [membership] = await db.select().from(spaceMembers).where(eq(spaceMembers.userId, ids.operator));
  const newUser = async (email: string) =>
    (
      await db
        .insert(users)
        .values({ email, name: email, passwordHash: 'x', settings: {} as never })
        .returning({ id: users.id })
    )[0]!.id;
  // Another workspace's operator.
  const [other] = await db
    .insert(spaces)
    .values({
      name: 'Operators elsewhere',
      expiresAt: space!.expiresAt,
      isTrial: true,
      tariff: space!.tariff,
      settings: space!.settings,
    })
    .returning({ id: spaces.id });
  ids.foreign = await newUser('stats-foreign@example.test');
  await db.insert(spaceMembers).values({ ...membership!, spaceId: other!.id, userId: ids.foreign });
  // A member of the demo space who was removed from it, and a user deleted altogether.
  ids.removed = await newUser('stats-removed@example.test');
  await db.insert(spaceMembers).values({ ...membership!, spaceId, userId: ids.removed });
  await db.delete(spaceMembers).where(eq(spaceMembers.userId, ids.removed));
  ids.deleted = await newUser('stats-deleted@example.test');
  await db.delete(users).where(eq(users.id, ids.deleted));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const { get } = demoCaller(
  () => app,
  () => database.db,
  snapshotSeededAt(),
);
const PERIOD = 'from=2026-01-01&to=2026-01-31&tz=Europe/Moscow';
const PATHS = ['', '/statuses', '/workinghours'] as const;
const read = (email: string, userId: number, path: string, language = 'ru') =>
  get(email, `/v1/stats/users/${userId}${path}?space_id=${spaceId}&${PERIOD}`, { 'accept-language': language });

describe('GET v1/stats/users/{id}, …/statuses, …/workinghours', () => {
  it('answer an operator’s overall figures: the overall answer with user_id[] theirs', async () => {
    const own = ok(await read(DEMO_EMAILS.admin, ids.operator, ''), StatsOverall);
    const overall = ok(
      await get(DEMO_EMAILS.admin, `/v1/stats/overall?space_id=${spaceId}&${PERIOD}&user_id[]=${ids.operator}`),
      StatsOverall,
    );
    expect(own).toEqual(overall);
    // The path names the operator: a user_id[] of the query does not widen it.
    const widened = await get(
      DEMO_EMAILS.admin,
      `/v1/stats/users/${ids.operator}?space_id=${spaceId}&${PERIOD}&user_id[]=${ids.admin}`,
    );
    expect(ok(widened, StatsOverall)).toEqual(overall);
    expect((await read(DEMO_EMAILS.operator, ids.operator, '')).statusCode).toBe(200);
    expect((await read(DEMO_EMAILS.operator, ids.admin, '')).statusCode).toBe(403);
  });

  it('answer 404 with the not-found text for a user who is not a member of the space', async () => {
    for (const path of PATHS)
      for (const [who, userId] of [
        ['another workspace’s member', ids.foreign],
        ['a removed member', ids.removed],
        ['a deleted user', ids.deleted],
        ['an id nobody has', NOBODY],
      ] as const) {
        const ru = await read(DEMO_EMAILS.admin, userId, path);
        expect(ru.statusCode, `${path} ${who}`).toBe(404);
        expect(ErrorBody.parse(ru.json()).error, `${path} ${who}`).toBe(serverText('notFound', 'ru'));
        const en = await read(DEMO_EMAILS.analyst, userId, path, 'en');
        expect(en.statusCode, `${path} ${who}`).toBe(404);
        expect(ErrorBody.parse(en.json()).error, `${path} ${who}`).toBe(serverText('notFound', 'en'));
      }
  });

  it('answer 400 for an id that is no id, 404 for another workspace’s space', async () => {
    for (const path of PATHS) {
      expect((await get(DEMO_EMAILS.admin, `/v1/stats/users/abc${path}?space_id=${spaceId}&${PERIOD}`)).statusCode).toBe(400);
      const [other] = await database.db.select({ id: spaces.id }).from(spaces).where(eq(spaces.name, 'Operators elsewhere'));
      expect(
        (await get(DEMO_EMAILS.admin, `/v1/stats/users/${ids.operator}${path}?space_id=${other!.id}&${PERIOD}`)).statusCode,
      ).toBe(404);
    }
  });
});
