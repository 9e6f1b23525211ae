// The test seed's status history (docs/stats.md "Status time", docs/mocks.md): the seed writes users.status directly
// and records no change, so the status-time endpoints would answer nothing and the recording's clock stands still (a
// script's PUT v1/me/status cannot make an interval). So the test seed lays down two weeks of working days for every
// member of the demo space holding one of its statuses, ending on the status they hold at the seed's instant, then
// counts the buckets once (recountStatusTime), as the seed counts its rollups. Seeded random, no wall clock.
import { and, eq, isNotNull } from 'drizzle-orm';
import { seededRandom } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { spaceMembers, statusChanges, users, userStatuses } from '../db/schema.ts';
import { zonedParts, zonedTime } from '../domain/zonedTime.ts';
import { recountStatusTime } from '../stats/statusTime.ts';

/** The zone the history's working days are laid in (the stories' and the recording's zone). */
const HISTORY_ZONE = 'Europe/Moscow';
/** Days before the seed's day that get a working day. */
export const STATUS_HISTORY_DAYS = 14;

// A working day by the English names of the demo statuses: [hour, minute, status], each from then on.
const WORKDAY: ReadonlyArray<readonly [number, number, string]> = [
  [9, 0, 'Online'],
  [11, 30, 'Busy'],
  [13, 0, 'Break'],
  [14, 0, 'Online'],
  [16, 15, 'Busy'],
  [17, 0, 'Online'],
  [18, 0, 'Offline'],
];

export async function seedStatusHistory(db: Db, now: number): Promise<void> {
  const statuses = await db
    .select({ id: userStatuses.id, spaceId: userStatuses.spaceId, name: userStatuses.name })
    .from(userStatuses)
    .orderBy(userStatuses.id);
  const [space] = statuses;
  if (!space) return;
  const spaceId = space.spaceId;
  const ids = new Map(statuses.filter((status) => status.spaceId === spaceId).map((status) => [status.name.en, status.id]));
  const members = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .innerJoin(spaceMembers, and(eq(spaceMembers.userId, users.id), eq(spaceMembers.spaceId, spaceId)))
    .where(isNotNull(users.status))
    .orderBy(users.id);
  const random = seededRandom(1122);
  const today = zonedParts(now, HISTORY_ZONE);
  const rows: (typeof statusChanges.$inferInsert)[] = [];
  for (const member of members) {
    const current = member.status!;
    if (![...ids.values()].includes(current)) continue;
    let last: number | null = null;
    const add = (statusId: number | undefined, at: number) => {
      if (statusId === undefined || statusId === last || at >= now) return;
      rows.push({ userId: member.id, spaceId, statusId, at: Math.floor(at / 1000) });
      last = statusId;
    };
    for (let offset = -STATUS_HISTORY_DAYS; offset < 0; offset += 1) {
      const day = { year: today.year, month: today.month, day: today.day + offset };
      // A day off now and then: the user stays offline.
      if (random() < 0.15) continue;
      for (const [hour, minute, name] of WORKDAY) {
        const jitter = Math.floor(random() * 20) - 10;
        add(ids.get(name), zonedTime(day, hour, HISTORY_ZONE) + (minute + jitter) * 60_000);
      }
    }
    // The seed's day: from the start of the morning in the status the user holds now (the open interval).
    const morning = zonedTime(today, 9, HISTORY_ZONE) + Math.floor(random() * 30) * 60_000;
    add(current, Math.min(morning, now - 30 * 60_000));
  }
  if (rows.length > 0) await db.insert(statusChanges).values(rows);
  await recountStatusTime(db, spaceId);
}
