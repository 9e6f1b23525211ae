// The working schedules' demo data (spec §2.4 users/workinghours): weekly grids for the analyst and the moderator (the
// operators, the administrator and the two-factor user have the status slice's dated shifts: a grid beside them would
// double their slots), two shift templates, and two absences around `now`, so the team's week is not empty. The test
// seed leaves them out (SeedScale.workSchedule): the recordings start from an empty schedule.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { absences, shifts, shiftTemplates, shiftTemplateShifts, spaces, users, userStatuses } from '../db/schema.ts';
import { planShiftStart } from '../domain/shiftStart.ts';
import { zonedParts } from '../domain/zonedTime.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../seed.ts';

type GridShift = { weekday: number; from: string; to: string; status: string };
const minute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const weekdays = (days: readonly number[], parts: readonly Omit<GridShift, 'weekday'>[]): GridShift[] =>
  days.flatMap((weekday) => parts.map((part) => ({ weekday, ...part })));

const DAY_SHIFT = weekdays(
  [1, 2, 3, 4, 5],
  [
    { from: '09:00', to: '13:00', status: 'Online' },
    { from: '13:00', to: '14:00', status: 'Break' },
    { from: '14:00', to: '18:00', status: 'Online' },
  ],
);
const EVENING_SHIFT = weekdays(
  [1, 2, 3, 4, 5],
  [
    { from: '14:00', to: '18:00', status: 'Online' },
    { from: '18:00', to: '19:00', status: 'Break' },
    { from: '19:00', to: '22:00', status: 'Online' },
  ],
);
// Template names are one text (not per language): one in each of the demo's languages, as its users' names are.
export const DEMO_SHIFT_TEMPLATES = [
  { name: 'Day shift', shifts: DAY_SHIFT },
  { name: 'Вечерняя смена', shifts: EVENING_SHIFT },
] as const;
// A function: seed.ts imports this module, so its DEMO_EMAILS exist only once both are loaded.
const demoGrids = (): readonly { email: string; shifts: readonly GridShift[] }[] => [
  { email: DEMO_EMAILS.analyst, shifts: weekdays([1, 2, 3, 4], [{ from: '10:00', to: '19:00', status: 'Busy' }]) },
  { email: DEMO_EMAILS.moderator, shifts: EVENING_SHIFT },
];

const DAY_MS = 86_400_000;
/** "YYYY-MM-DD" of `offset` days from `now` on the wall clock of `timeZone`. */
function dateFrom(now: number, timeZone: string, offset: number): string {
  const today = zonedParts(now, timeZone);
  return new Date(Date.UTC(today.year, today.month - 1, today.day) + offset * DAY_MS).toISOString().slice(0, 10);
}

export async function seedWorkScheduleDemo(db: Db, options: { now: number }): Promise<void> {
  const [space] = await db
    .select({ id: spaces.id, timeZone: spaces.timeZone })
    .from(spaces)
    .where(eq(spaces.name, DEMO_SPACE_NAME));
  if (!space) throw new Error('demo space missing');
  const statuses = await db
    .select({ id: userStatuses.id, name: sql<string>`${userStatuses.name}->>'en'` })
    .from(userStatuses)
    .where(eq(userStatuses.spaceId, space.id));
  const statusId = (name: string) => {
    const found = statuses.find((status) => status.name === name);
    if (!found) throw new Error(`demo status ${name} missing`);
    return found.id;
  };
  const rows = (grid: readonly GridShift[]) =>
    grid.map((shift) => ({
      weekday: shift.weekday,
      startMinute: minute(shift.from),
      endMinute: minute(shift.to),
      statusId: statusId(shift.status),
    }));
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_EMAILS.analyst, DEMO_EMAILS.moderator]));
  const idOf = (email: string) => people.find((one) => one.email === email)!.id;
  await db.transaction(async (tx) => {
    for (const grid of demoGrids()) {
      await tx.insert(shifts).values(rows(grid.shifts).map((row) => ({ ...row, spaceId: space.id, userId: idOf(grid.email) })));
    }
    for (const template of DEMO_SHIFT_TEMPLATES) {
      const [created] = await tx.insert(shiftTemplates).values({ spaceId: space.id, name: template.name }).returning();
      await tx.insert(shiftTemplateShifts).values(rows(template.shifts).map((row) => ({ ...row, templateId: created!.id })));
    }
    // The analyst away next week; the moderator on sick leave from yesterday to tomorrow.
    await tx.insert(absences).values([
      {
        spaceId: space.id,
        userId: idOf(DEMO_EMAILS.analyst),
        kind: 'vacation',
        startsOn: dateFrom(options.now, space.timeZone, 7),
        endsOn: dateFrom(options.now, space.timeZone, 11),
      },
      {
        spaceId: space.id,
        userId: idOf(DEMO_EMAILS.moderator),
        kind: 'sick_leave',
        startsOn: dateFrom(options.now, space.timeZone, -1),
        endsOn: dateFrom(options.now, space.timeZone, 1),
      },
    ]);
  });
  // The shift-start job of each seeded grid, as a grid saved through the API gets (domain/shiftStart.ts).
  for (const grid of demoGrids()) await planShiftStart(db, { userId: idOf(grid.email), spaceId: space.id }, options.now);
}
