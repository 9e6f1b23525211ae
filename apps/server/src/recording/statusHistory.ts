// The test seed's status history (docs/stats.md "Status time", docs/mocks.md): the recording server's clock stands
// still, so status changes written through the API all fall on one instant and hold no time. The stats screens of
// status time and working hours (statsWorking recording) need weeks of it: this writes the working days of the five
// weeks before the seed straight into status_changes (seeded random, no wall clock) and recounts the buckets, as the
// seed does with its rollups. Only the test seed calls it: the server tests' snapshot (the demo seed) stays without.
import { and, eq, inArray } from 'drizzle-orm';
import { seededRandom } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { spaceMembers, spaces, statusChanges, users, userStatuses } from '../db/schema.ts';
import { zonedParts, zonedTime } from '../domain/zonedTime.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../seed.ts';
import { recountStatusTime } from '../stats/statusTime.ts';

const DAYS = 35;
const MIN = 60_000;
// Who works when, in the space's hours: the analyst 10 to 19 (their grid in the workSchedule script), the others 9 to
// 18; everyone a break from 13 to 14. The working status is Busy: the workspaceSettings script deletes Online before
// the stats scripts read. The analyst is away 17 to 19 November (that script's vacation); each works most weekdays,
// starts late some of them and leaves at varying times.
const PEOPLE: readonly { email: string; start: number; end: number; away: readonly string[] }[] = [
  { email: DEMO_EMAILS.operator, start: 9, end: 18, away: [] },
  { email: DEMO_EMAILS.admin, start: 9, end: 18, away: [] },
  { email: DEMO_EMAILS.analyst, start: 10, end: 19, away: ['2026-11-17', '2026-11-18', '2026-11-19'] },
  { email: DEMO_EMAILS.moderator, start: 9, end: 18, away: [] },
];

const isoOf = (day: { year: number; month: number; day: number }) =>
  new Date(Date.UTC(day.year, day.month - 1, day.day)).toISOString().slice(0, 10);

/** Writes the history and recounts the space's status time; each person ends holding the status they hold now. */
export async function seedStatusHistory(db: Db, now: number): Promise<void> {
  const [space] = await db
    .select({ id: spaces.id, timeZone: spaces.timeZone })
    .from(spaces)
    .where(eq(spaces.name, DEMO_SPACE_NAME));
  if (!space) throw new Error('demo space missing');
  const statuses = await db.select().from(userStatuses).where(eq(userStatuses.spaceId, space.id));
  const byName = new Map(statuses.map((status) => [status.name.en, status.id]));
  const offline = statuses.find((status) => status.offline)!.id;
  const people = await db
    .select({ id: users.id, email: users.email, status: users.status })
    .from(users)
    .innerJoin(spaceMembers, and(eq(spaceMembers.userId, users.id), eq(spaceMembers.spaceId, space.id)))
    .where(
      inArray(
        users.email,
        PEOPLE.map((one) => one.email),
      ),
    );
  const random = seededRandom(2611);
  const today = zonedParts(now, space.timeZone);
  const rows: { userId: number; spaceId: number; statusId: number; at: number }[] = [];
  for (const person of PEOPLE) {
    const user = people.find((one) => one.email === person.email);
    if (!user) continue;
    const change = (at: number, statusId: number) =>
      rows.push({ userId: user.id, spaceId: space.id, statusId, at: Math.floor(at / 1000) });
    const working = byName.get('Busy')!;
    const pause = byName.get('Break')!;
    for (let offset = -DAYS; offset < 0; offset += 1) {
      const day = { year: today.year, month: today.month, day: today.day + offset };
      const midnight = zonedTime(day, 0, space.timeZone);
      const weekday = new Date(midnight + 12 * 3_600_000).getUTCDay();
      // Weekends off, the away days off, and one working day in twelve missed.
      if (weekday === 0 || weekday === 6 || person.away.includes(isoOf(day)) || random() < 1 / 12) continue;
      const at = (hour: number, minutes: number) => zonedTime(day, hour, space.timeZone) + minutes * MIN;
      // Late by 0 to 4 minutes most days, by 6 to 30 on one in four.
      const late = random() < 0.25 ? 6 + Math.floor(random() * 25) : Math.floor(random() * 5);
      change(at(person.start, late), working);
      change(at(13, Math.floor(random() * 10)), pause);
      change(at(14, Math.floor(random() * 8)), working);
      change(at(person.end, Math.floor(random() * 50) - 20), offline);
    }
    // The status the seed gave them (Online) from the seed's instant on.
    change(now, user.status ?? offline);
  }
  await db.insert(statusChanges).values(rows);
  await recountStatusTime(db, space.id);
}
