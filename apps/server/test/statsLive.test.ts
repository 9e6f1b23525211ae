// GET v1/stats/dashboard and v1/stats/live (docs/stats.md "Dashboard and live"): a sandbox comment moves the queue
// and the counters, the counters equal the lists' (a group-limited user's too), who holds what open, the gates (the
// per-operator figures only for the team, per role).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { STATS_DASHBOARD_PATH, STATS_LIVE_PATH, StatsDashboard, StatsLive, type UserRoles } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { companies, items, objects, spaceMembers, spaces, users, userStatuses } from '../src/db/schema.ts';
import { itemScopeOf, visibleItems } from '../src/items/access.ts';
import { createSandboxSource } from '../src/items/sandboxSource.ts';
import type { Publisher } from '../src/realtime/publisher.ts';
import { createPublisher } from '../src/realtime/socketPublisher.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { LIMITED_DEMO_USER } from '../src/seed/usergroups.ts';
import { demoCaller, ok } from './helpers.ts';
import { openTestDatabase, snapshotSeededAt } from './snapshot.ts';

const SILENT: Publisher = { toUser() {}, toSpace() {}, closeUser() {}, restartUser() {} };

let database: Database;
let app: FastifyInstance;
let spaceId = 0;
let objectId = 0;
const publisher = createPublisher();
const clock = { now: snapshotSeededAt() };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => clock.now, publisher });
  const [space] = await database.db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  spaceId = space!.id;
  const [account] = await database.db
    .select({ id: objects.id })
    .from(objects)
    .innerJoin(companies, eq(companies.id, objects.companyId))
    .where(and(eq(companies.spaceId, spaceId), eq(objects.provider, 'vk')))
    .orderBy(asc(objects.id))
    .limit(1);
  objectId = account!.id;
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
const userOf = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0]!;

/** The inbox's comments of one status as the user's list holds them (top-level, not excluded, visibleItems). */
async function listed(email: string, statuses: string[]) {
  const scope = await itemScopeOf(database.db, (await userOf(email)).id);
  const [row] = await database.db
    .select({ n: count() })
    .from(items)
    .where(
      and(
        eq(items.spaceId, spaceId),
        isNull(items.parentId),
        eq(items.excluded, false),
        inArray(items.status, statuses as never[]),
        visibleItems(scope),
      ),
    );
  return row!.n;
}

describe('v1/stats/dashboard and v1/stats/live', () => {
  const url = (path: string, extra = '') => `/${path}?space_id=${spaceId}&tz=Europe/Moscow${extra}`;

  it('count what the lists hold, for everyone and for a group-limited user', async () => {
    for (const email of [DEMO_EMAILS.admin, LIMITED_DEMO_USER.email]) {
      const dashboard = ok(await get(email, url(STATS_DASHBOARD_PATH)), StatsDashboard);
      expect(dashboard.comments!.open, email).toBe(await listed(email, ['new', 'inprogress']));
      expect(dashboard.comments!.new, email).toBe(await listed(email, ['new']));
      const live = ok(await get(email, url(STATS_LIVE_PATH)), StatsLive);
      expect(live.comments!.count, email).toBe(await listed(email, ['new']));
    }
    const dashboard = ok(await get(DEMO_EMAILS.admin, url(STATS_DASHBOARD_PATH)), StatsDashboard);
    // Every member once, by status; the period is the 30 days before today.
    expect(dashboard.by_status.reduce((sum, row) => sum + row.count, 0)).toBe(dashboard.operators!.length);
    expect(dashboard.to < dashboard.today && dashboard.from < dashboard.to).toBe(true);
  });

  it('move when a sandbox comment arrives: the queue, the new and open counters, received today', async () => {
    const before = ok(await get(DEMO_EMAILS.admin, url(STATS_LIVE_PATH)), StatsLive);
    const dashboardBefore = ok(await get(DEMO_EMAILS.admin, url(STATS_DASHBOARD_PATH)), StatsDashboard);
    const source = createSandboxSource({ db: database.db, publisher: SILENT, now: () => clock.now, itemsPerMinute: 0 });
    clock.now += 60_000;
    expect(await source.comment(objectId, 'A new one')).toBeTruthy();
    const after = ok(await get(DEMO_EMAILS.admin, url(STATS_LIVE_PATH)), StatsLive);
    expect(after.comments!.count).toBe(before.comments!.count + 1);
    const dashboard = ok(await get(DEMO_EMAILS.admin, url(STATS_DASHBOARD_PATH)), StatsDashboard);
    expect(dashboard.comments!.new).toBe(dashboardBefore.comments!.new + 1);
    expect(dashboard.comments!.unassigned).toBe(dashboardBefore.comments!.unassigned + 1);
    expect(dashboard.today_counts.received).toBe(dashboardBefore.today_counts.received + 1);
    // Another network's filter leaves it out.
    const filtered = ok(await get(DEMO_EMAILS.admin, url(STATS_LIVE_PATH, '&provider[]=ok')), StatsLive);
    expect(filtered.comments!.count).toBeLessThan(after.comments!.count);
  });

  it('name what an online member holds open, only what the caller may open', async () => {
    const operator = await userOf(DEMO_EMAILS.operator);
    const [item] = await database.db
      .select({ id: items.id, usergroupId: items.usergroupId })
      .from(items)
      .where(and(eq(items.spaceId, spaceId), isNull(items.parentId), isNull(items.usergroupId)))
      .limit(1);
    const connection = {
      socket: { readyState: 3, OPEN: 1 } as unknown as WebSocket,
      user: { id: operator.id, name: operator.name },
      familyId: 0,
      spaceIds: [spaceId],
      locks: new Map([[`item:${item!.id}`, { type: 'item' as const, id: item!.id }]]),
      lockedRecords: new Map([[`item:${item!.id}`, { spaceId, rootId: item!.id, usergroupId: null }]]),
    };
    // Online: a status of the space not flagged offline.
    const [status] = await database.db
      .select({ id: userStatuses.id })
      .from(userStatuses)
      .where(and(eq(userStatuses.spaceId, spaceId), eq(userStatuses.offline, false)))
      .limit(1);
    await database.db.update(users).set({ status: status!.id }).where(eq(users.id, operator.id));
    // Who holds what is the team's figures: the group-limited operator is given the stats flag to see them.
    const limitedUser = await userOf(LIMITED_DEMO_USER.email);
    const membership = and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, limitedUser.id));
    const [{ roles }] = (await database.db.select({ roles: spaceMembers.roles }).from(spaceMembers).where(membership)) as [
      { roles: UserRoles },
    ];
    await database.db
      .update(spaceMembers)
      .set({ roles: { ...roles, stats: true } })
      .where(membership);
    publisher.add(connection);
    try {
      const live = ok(await get(DEMO_EMAILS.admin, url(STATS_LIVE_PATH)), StatsLive);
      const online = live.online!.find((one) => one.user_id === operator.id);
      expect(online?.holding).toEqual([{ type: 'item', id: item!.id }]);
      const limited = ok(await get(LIMITED_DEMO_USER.email, url(STATS_LIVE_PATH)), StatsLive);
      expect(limited.online!.flatMap((one) => one.holding)).toEqual([]);
    } finally {
      publisher.remove(connection);
      await database.db.update(spaceMembers).set({ roles }).where(membership);
    }
  });

  // spec §1 (an analyst views statistics; an operator, moderator or reader only their own) and routes/stats.ts
  // statsReachOf: the load per operator and who is online are the team's figures, as v1/stats/overall's operators.
  it.each([
    ['read_only', DEMO_EMAILS.reader, false],
    ['analyst', DEMO_EMAILS.analyst, true],
    ['moderator', DEMO_EMAILS.moderator, false],
    ['operator', DEMO_EMAILS.operator, false],
    ['administrator', DEMO_EMAILS.admin, true],
  ] as const)('give the per-operator figures to the team only: %s', async (_role, email, team) => {
    const dashboard = ok(await get(email, url(STATS_DASHBOARD_PATH)), StatsDashboard);
    const live = ok(await get(email, url(STATS_LIVE_PATH)), StatsLive);
    if (team) {
      expect(dashboard.operators!.length).toBeGreaterThan(0);
      expect(live.online).not.toBeNull();
    } else {
      expect(dashboard.operators).toBeNull();
      expect(live.online).toBeNull();
    }
    // The counts by status are no one's figures: every member has them.
    expect(dashboard.by_status.length).toBeGreaterThan(0);
  });

  it("answer 404 for another workspace's space", async () => {
    const [demo] = await database.db.select().from(spaces).where(eq(spaces.id, spaceId));
    const [other] = await database.db
      .insert(spaces)
      .values({
        name: 'Live elsewhere',
        expiresAt: demo!.expiresAt,
        isTrial: true,
        tariff: demo!.tariff,
        settings: demo!.settings,
      })
      .returning({ id: spaces.id });
    for (const path of [STATS_DASHBOARD_PATH, STATS_LIVE_PATH])
      expect((await get(DEMO_EMAILS.admin, `/${path}?space_id=${other!.id}`)).statusCode, path).toBe(404);
  });
});
