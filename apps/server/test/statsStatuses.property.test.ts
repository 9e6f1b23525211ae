// docs/stats.md "Status time": after random status changes of several users (manual, by the schedule's path, to the
// same status, a deleted status's replacement) with the clock moving seconds to days, the buckets kept by the writes
// equal a recount from status_changes, and they hold exactly the closed intervals' seconds; the endpoints' seconds per
// day (read from the changes' intervals, stats/statuses.ts) equal the buckets' sums per day plus the open interval.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { spaces, users, userStatuses } from '../src/db/schema.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { statsStatusTime, statusPeriod } from '../src/stats/statuses.ts';
import { recountStatusTime, setUserStatus } from '../src/stats/statusTime.ts';
import { deleteStatus } from '../src/workspace/statuses.ts';
import type { Publisher } from '../src/realtime/publisher.ts';
import { openTestDatabase } from './snapshot.ts';

const SILENT: Publisher = { toUser() {}, toSpace() {}, closeUser() {}, restartUser() {} };

let database: Database;
let spaceId = 0;
const userIds: number[] = [];
let statusIds: number[] = [];
const clock = { now: Date.parse('2026-03-01T00:00:00Z') };

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const [space] = await db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  spaceId = space!.id;
  for (const email of [DEMO_EMAILS.operator, DEMO_EMAILS.admin, DEMO_EMAILS.moderator])
    userIds.push((await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id);
  statusIds = (await db.select({ id: userStatuses.id }).from(userStatuses).where(eq(userStatuses.spaceId, spaceId))).map(
    (s) => s.id,
  );
});
afterAll(async () => {
  await database.close();
});

const event = fc.record({
  user: fc.nat(2),
  status: fc.nat(20),
  manual: fc.boolean(),
  advance: fc.oneof(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 3 * 86_400 })),
  removeStatus: fc.nat(19).map((n) => n === 0), // one event in twenty deletes a status
});

type Row = { seconds: number };
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const rows = async () =>
  rowsOf<Row>(await database.db.execute(sql`select * from stats_status_time where space_id = ${spaceId} order by 1, 2, 3, 4`));

/** Seconds per (day, user, status) as the buckets sum them, plus each user's current status up to now (cut at the days). */
async function bucketSeconds(period: ReturnType<typeof statusPeriod>) {
  const { edges, days } = period;
  const summed = rowsOf<{ day: number; user_id: number; status_id: number; seconds: number }>(
    await database.db.execute(sql`
      select width_bucket(bucket, array[${sql.join(edges, sql`, `)}]::integer[]) as day, user_id, status_id, sum(seconds)::integer as seconds
      from stats_status_time where space_id = ${spaceId} and bucket >= ${edges[0]!} and bucket < ${edges.at(-1)!}
        and user_id in (${sql.join(userIds, sql`, `)})
      group by 1, 2, 3`),
  );
  const open = rowsOf<{ user_id: number; space_id: number; status_id: number; at: number }>(
    await database.db.execute(sql`select distinct on (user_id) user_id, space_id, status_id, at from status_changes
      where user_id in (${sql.join(userIds, sql`, `)}) order by user_id, at desc, id desc`),
  );
  const total = new Map<string, { date: string; user_id: number; status_id: number; seconds: number }>();
  const add = (day: number, userId: number, statusId: number, seconds: number) => {
    if (seconds <= 0) return;
    const found = total.get(`${day}:${userId}:${statusId}`);
    if (found) found.seconds += seconds;
    else total.set(`${day}:${userId}:${statusId}`, { date: days[day]!, user_id: userId, status_id: statusId, seconds });
  };
  for (const row of summed) add(Number(row.day) - 1, Number(row.user_id), Number(row.status_id), Number(row.seconds));
  for (const row of open)
    if (Number(row.space_id) === spaceId && Number(row.status_id) !== 0)
      days.forEach((_, day) => {
        const seconds = Math.min(period.nowS, edges[day + 1]!) - Math.max(Number(row.at), edges[day]!);
        add(day, Number(row.user_id), Number(row.status_id), seconds);
      });
  return [...total.values()].sort((a, b) => a.date.localeCompare(b.date) || a.user_id - b.user_id || a.status_id - b.status_id);
}

describe('status time: kept buckets equal a recount', () => {
  it('after random status changes across days', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 3, maxLength: 20 }), async (events) => {
        // Each run starts without history (the clock still moves on), so its recount adds up its own changes, not every
        // earlier run's: with history kept, the recounted days grew run after run and the test took minutes.
        await database.db.execute(
          sql`delete from status_changes where space_id = ${spaceId} or user_id in (${sql.join(userIds, sql`, `)})`,
        );
        await database.db.execute(sql`delete from stats_status_time where space_id = ${spaceId}`);
        const started = clock.now;
        for (const one of events) {
          clock.now += one.advance * 1000;
          const userId = userIds[one.user]!;
          // A status of the space, by index (modulo what is left after deletions).
          const statusId = statusIds[one.status % statusIds.length]!;
          if (one.removeStatus && statusIds.length > 3) {
            const replacement = statusIds.find((id) => id !== statusId)!;
            await deleteStatus(database.db, SILENT, spaceId, statusId, replacement, clock.now).catch(() => undefined);
            statusIds = (
              await database.db.select({ id: userStatuses.id }).from(userStatuses).where(eq(userStatuses.spaceId, spaceId))
            ).map((s) => s.id);
            continue;
          }
          await setUserStatus(database.db, userId, statusId, clock.now, { manual: one.manual });
        }
        const kept = await rows();
        // Every closed interval's seconds are in the buckets, and nothing else.
        const [closed] = rowsOf<Row>(
          await database.db.execute(sql`
            select coalesce(sum(ended - at), 0)::integer as seconds from (
              select space_id, status_id, at, lead(at) over (partition by user_id order by at, id) as ended from status_changes
            ) c where ended is not null and space_id = ${spaceId} and status_id <> 0`),
        );
        expect(kept.reduce((sum, row) => sum + Number(row.seconds), 0)).toBe(Number(closed!.seconds));
        await recountStatusTime(database.db, spaceId);
        expect(await rows()).toEqual(kept);
        // Per day of a zone with a quarter-hour offset, a day either side of the run, the request a little after the last change.
        const ymd = (at: number) => new Date(at).toISOString().slice(0, 10);
        const period = statusPeriod(
          spaceId,
          ymd(started - 86_400_000),
          ymd(clock.now + 86_400_000),
          'Asia/Kathmandu',
          userIds,
          clock.now + 600_000,
        );
        expect((await statsStatusTime(database.db, period, 'Asia/Kathmandu')).days).toEqual(await bucketSeconds(period));
      }),
      { numRuns: 15 },
    );
  });
});
