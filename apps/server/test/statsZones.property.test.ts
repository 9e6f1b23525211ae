// docs/stats.md "What proves it": the figures of a zone's days against the events themselves, with the clock moving
// minutes to days and the zone drawn among offsets of whole hours, half and quarter hours, east and west of UTC and
// with daylight saving. Comments arrive from the sandbox and operators reply through the server's own write paths; the
// overall figures (stats/overall.ts, from the rollups and their sums) of the period from the first event's day to the
// last's, in that zone, must hold each event on the day the zone's calendar (Intl, not the server's day edges) gives
// its instant: received, replies and first replies per day, and the operators' replies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { companies, objects, spaces, users } from '../src/db/schema.ts';
import { MEMBERSHIPS_OF_USER, type AuthUser } from '../src/members/memberAccess.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { createSandboxSource } from '../src/items/sandboxSource.ts';
import { itemScopeOf } from '../src/items/access.ts';
import { replyToItem } from '../src/items/replies.ts';
import type { Publisher } from '../src/realtime/publisher.ts';
import { statsOverall } from '../src/stats/overall.ts';
import { openTestDatabase, snapshotSeededAt } from './snapshot.ts';

const SILENT: Publisher = { toUser() {}, toSpace() {}, closeUser() {}, restartUser() {} };
const ZONES = [
  'UTC',
  'Europe/Moscow',
  'Asia/Vladivostok',
  'Asia/Kathmandu', // +05:45
  'Asia/Kolkata', // +05:30
  'America/St_Johns', // -03:30, daylight saving
  'America/New_York',
  'Pacific/Chatham', // +12:45 / +13:45
] as const;

let database: Database;
let spaceId = 0;
let accounts: number[] = [];
let operators: AuthUser[] = [];
const clock = { now: 0 };

const userByEmail = async (email: string): Promise<AuthUser> => {
  const [row] = await database.db
    .select({ user: users, memberships: MEMBERSHIPS_OF_USER })
    .from(users)
    .where(eq(users.email, email));
  return { ...row!.user, memberships: row!.memberships };
};

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const [space] = await db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  spaceId = space!.id;
  // After every seeded event (nothing of the seed falls in a period); the paid period (writes need it) outlasts the runs.
  clock.now = snapshotSeededAt() + 3 * 86_400_000;
  await db
    .update(spaces)
    .set({ expiresAt: new Date(clock.now + 400 * 86_400_000) })
    .where(eq(spaces.id, spaceId));
  operators = await Promise.all([DEMO_EMAILS.operator, DEMO_EMAILS.admin].map(userByEmail));
  accounts = (
    await db
      .select({ id: objects.id })
      .from(objects)
      .innerJoin(companies, eq(companies.id, objects.companyId))
      .where(and(eq(companies.spaceId, spaceId), eq(objects.provider, 'vk')))
      .orderBy(asc(objects.id))
  ).map((row) => row.id);
});
afterAll(async () => {
  await database.close();
});

type Step = { minutes: number; reply: boolean; pick: number; op: number };
const step: fc.Arbitrary<Step> = fc.record({
  minutes: fc.oneof(fc.integer({ min: 1, max: 90 }), fc.integer({ min: 90, max: 1440 })),
  reply: fc.boolean(),
  pick: fc.nat({ max: 100 }),
  op: fc.nat({ max: 1 }),
});

const dayIn = (at: number, timeZone: string) => new Date(at).toLocaleDateString('sv-SE', { timeZone });

describe('statistics in any zone', () => {
  it('hold each event on the day the zone’s calendar gives it', { timeout: 240_000 }, async () => {
    const admin = await userByEmail(DEMO_EMAILS.admin);
    const reach = { scope: await itemScopeOf(database.db, admin.id), spaceId, team: true };
    const source = createSandboxSource({ db: database.db, publisher: SILENT, now: () => clock.now, itemsPerMinute: 0 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ZONES), fc.array(step, { minLength: 3, maxLength: 14 }), async (zone, steps) => {
        // Each run on days of its own: three days after the last run's events.
        clock.now += 3 * 86_400_000;
        const comments: { id: number; replied: boolean }[] = [];
        const events: { at: number; kind: 'received' | 'replies' | 'replied'; op?: number }[] = [];
        const first = await source.comment(accounts[0]!, 'Zone comment');
        comments.push({ id: first!, replied: false });
        events.push({ at: clock.now, kind: 'received' });
        for (const one of steps) {
          clock.now += one.minutes * 60_000;
          if (one.reply) {
            const comment = comments[one.pick % comments.length]!;
            const by = operators[one.op]!;
            await replyToItem({ db: database.db, publisher: SILENT, now: () => clock.now }, by, comment.id, { text: 'Thanks' });
            events.push({ at: clock.now, kind: 'replies', op: by.id });
            if (!comment.replied) events.push({ at: clock.now, kind: 'replied', op: by.id });
            comment.replied = true;
          } else {
            const id = await source.comment(accounts[one.pick % accounts.length]!, 'Zone comment');
            if (id === null) continue;
            comments.push({ id, replied: false });
            events.push({ at: clock.now, kind: 'received' });
          }
        }
        const from = dayIn(events[0]!.at, zone);
        const to = dayIn(events.at(-1)!.at, zone);
        const answer = await statsOverall(database.db, { space_id: spaceId, from, to, tz: zone }, reach, zone);
        const expected = new Map<string, { received: number; replies: number; replied: number }>();
        for (const day of answer.days) expected.set(day.date, { received: 0, replies: 0, replied: 0 });
        for (const one of events) expected.get(dayIn(one.at, zone))![one.kind] += 1;
        expect(
          answer.days.map(({ date, received, replies, replied }) => ({ date, received, replies, replied })),
          zone,
        ).toEqual([...expected].map(([date, counts]) => ({ date, ...counts })));
        for (const operator of operators) {
          const mine = events.filter((one) => one.op === operator.id);
          const row = answer.operators?.find((one) => one.user_id === operator.id);
          expect(row?.replies ?? 0, zone).toBe(mine.filter((one) => one.kind === 'replies').length);
          expect(row?.replied ?? 0, zone).toBe(mine.filter((one) => one.kind === 'replied').length);
        }
      }),
      { numRuns: 12, seed: 2604, endOnFailure: true },
    );
  });
});
