// settings/workinghours (spec §2.4): a workspace's business hours per weekday and its holidays, replaced as a whole.
import { asc, eq } from 'drizzle-orm';
import { businessHoursProblem, type BusinessHours, type BusinessHoursUpdate } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { businessHours, holidays, spaces } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';

type Reader = Pick<Db, 'select'>;

export async function businessHoursOf(db: Reader, spaceId: number): Promise<BusinessHours> {
  const days = await db
    .select()
    .from(businessHours)
    .where(eq(businessHours.spaceId, spaceId))
    .orderBy(asc(businessHours.weekday));
  const dates = await db.select().from(holidays).where(eq(holidays.spaceId, spaceId)).orderBy(asc(holidays.date));
  return {
    business_hours: days.map((day) => ({ weekday: day.weekday, opens_at: day.opensAt, closes_at: day.closesAt })),
    holidays: dates.map((holiday) => ({ date: holiday.date, name: holiday.name })),
  };
}

// The week and holidays compared as sets (weekday and date order), whatever order the form kept them in.
const canonical = (value: BusinessHours): string =>
  JSON.stringify({
    business_hours: [...value.business_hours]
      .sort((a, b) => a.weekday - b.weekday)
      .map((day) => [day.weekday, day.opens_at, day.closes_at]),
    holidays: [...value.holidays].sort((a, b) => a.date.localeCompare(b.date)).map((day) => [day.date, day.name]),
  });

export type SaveHoursOutcome = { kind: 'ok'; hours: BusinessHours } | { kind: 'conflict'; current: BusinessHours };

// Two administrators editing settings/workinghours at once: a save whose `seen` is no longer current is refused (409
// with the week and holidays as they are now) rather than silently dropping the other's holidays; the space's row is
// locked for the read and the write, so two saves do not cross. Without `seen` it saves as before.
export async function saveBusinessHours(db: Db, spaceId: number, value: BusinessHoursUpdate): Promise<SaveHoursOutcome> {
  const problem = businessHoursProblem(value);
  if (problem) throw new ApiFailure(400, problem, { errorType: 'invalid_business_hours' });
  const conflict = await db.transaction(async (tx) => {
    await tx.select({ id: spaces.id }).from(spaces).where(eq(spaces.id, spaceId)).for('update');
    const current = await businessHoursOf(tx, spaceId);
    if (value.seen && canonical(value.seen) !== canonical(current)) return current;
    await tx.delete(businessHours).where(eq(businessHours.spaceId, spaceId));
    await tx.delete(holidays).where(eq(holidays.spaceId, spaceId));
    if (value.business_hours.length > 0) {
      await tx
        .insert(businessHours)
        .values(
          value.business_hours.map((day) => ({ spaceId, weekday: day.weekday, opensAt: day.opens_at, closesAt: day.closes_at })),
        );
    }
    if (value.holidays.length > 0) {
      await tx
        .insert(holidays)
        .values(value.holidays.map((holiday) => ({ spaceId, date: holiday.date, name: holiday.name.trim() })));
    }
    return null;
  });
  if (conflict) return { kind: 'conflict', current: conflict };
  return { kind: 'ok', hours: await businessHoursOf(db, spaceId) };
}
