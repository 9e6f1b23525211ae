// The status slice's demo data: working-time flags of the demo statuses, a user whose status is offline (the forced-status
// dialog shows on sign-in, spec §4), and a week of shifts with a break for the operators and the administrator.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { spaceMembers, spaces, users, userStatuses, workingHours } from '../db/schema.ts';
import { seedPasswordHash } from './passwordHash.ts';
import { zonedParts, zonedTime } from '../domain/zonedTime.ts';
import { DEFAULT_USER_SETTINGS, DEMO_EMAILS, DEMO_PASSWORD, DEMO_SPACE_NAME, ROLE_FLAGS } from '../seed.ts';

export const OFFLINE_DEMO_USER = { email: 'offline@demo.local', role: 'operator', name: 'Olga Offline' } as const;

// Statuses (by English name) that count as working time (spec §3 "Working-hours item": status.workinghours).
const WORKING_STATUSES = ['Online', 'Busy'];

// One day's shifts in the space's local hours: work, a break, work.
const DAY_SHIFTS = [
  { from: 9, to: 13, status: 'Online' },
  { from: 13, to: 14, status: 'Break' },
  { from: 14, to: 18, status: 'Online' },
] as const;
// From yesterday to six days ahead: GET v1/me/workinghours answers [now − 1 day, now + 7 days].
const FIRST_DAY = -1;
const LAST_DAY = 6;

/** The demo users with a schedule (the offline user has none, so nothing changes their status but them). */
export const scheduledDemoEmails = (): string[] => [DEMO_EMAILS.operator, DEMO_EMAILS.admin, DEMO_EMAILS.otp];

/** The demo shifts around `now` in `timeZone`, as [start, end) instants in ms, with the status's English name. */
export function demoShifts(now: number, timeZone: string) {
  const today = zonedParts(now, timeZone);
  const shifts: { startedAt: number; endedAt: number; status: string }[] = [];
  for (let offset = FIRST_DAY; offset <= LAST_DAY; offset += 1) {
    const day = { year: today.year, month: today.month, day: today.day + offset };
    for (const shift of DAY_SHIFTS) {
      shifts.push({
        startedAt: zonedTime(day, shift.from, timeZone),
        endedAt: zonedTime(day, shift.to, timeZone),
        status: shift.status,
      });
    }
  }
  return shifts;
}

/** Seeds the status slice's demo data into the demo workspace that seedDemoWorkspace has just created. */
export async function seedStatusDemo(db: Db, options: { now: number }): Promise<void> {
  const passwordHash = await seedPasswordHash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [space] = await tx
      .select({ id: spaces.id, timeZone: spaces.timeZone })
      .from(spaces)
      .where(eq(spaces.name, DEMO_SPACE_NAME));
    if (!space) throw new Error('demo space missing');
    await tx
      .update(userStatuses)
      .set({ workinghours: true })
      .where(and(eq(userStatuses.spaceId, space.id), inArray(sql`${userStatuses.name}->>'en'`, WORKING_STATUSES)));
    const statuses = await tx.select().from(userStatuses).where(eq(userStatuses.spaceId, space.id));
    const byName = new Map(statuses.map((status) => [status.name.en, status]));
    const offline = statuses.find((status) => status.offline);
    if (!offline) throw new Error('demo offline status missing');

    const [offlineUser] = await tx
      .insert(users)
      .values({
        email: OFFLINE_DEMO_USER.email,
        name: OFFLINE_DEMO_USER.name,
        passwordHash,
        locale: null,
        settings: DEFAULT_USER_SETTINGS,
        emailStatus: 1,
        status: offline.id,
        passwordChangedAt: new Date(options.now),
      })
      .returning({ id: users.id });
    if (!offlineUser) throw new Error('offline demo user not created');
    await tx.insert(spaceMembers).values({
      spaceId: space.id,
      userId: offlineUser.id,
      role: OFFLINE_DEMO_USER.role,
      roles: ROLE_FLAGS[OFFLINE_DEMO_USER.role],
    });

    const scheduled = await tx.select({ id: users.id }).from(users).where(inArray(users.email, scheduledDemoEmails()));
    const shifts = demoShifts(options.now, space.timeZone); // the space's local hours
    await tx.insert(workingHours).values(
      scheduled.flatMap((user) =>
        shifts.map((shift) => ({
          userId: user.id,
          spaceId: space.id,
          statusId: byName.get(shift.status)?.id ?? offline.id,
          startedAt: new Date(shift.startedAt),
          endedAt: new Date(shift.endedAt),
        })),
      ),
    );
  });
}
