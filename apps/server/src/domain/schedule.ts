// The working-hours schedule: which slot covers an instant, and applying it to the user's status.
import { STATUS_MANUAL_GRACE_MS } from '@console/spec';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { spaceMembers, users, workingHours } from '../db/schema.ts';
import type { Publisher } from '../realtime/publisher.ts';

/** The status of the user's latest started slot covering `now` in one of their spaces, or null. */
export async function scheduledStatus(db: Db, userId: number, now: number): Promise<number | null> {
  const at = new Date(now);
  const [slot] = await db
    .select({ statusId: workingHours.statusId })
    .from(workingHours)
    .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, workingHours.spaceId), eq(spaceMembers.userId, userId)))
    .where(and(eq(workingHours.userId, userId), lte(workingHours.startedAt, at), gt(workingHours.endedAt, at)))
    .orderBy(desc(workingHours.startedAt), desc(workingHours.id))
    .limit(1);
  return slot?.statusId ?? null;
}

export type ScheduleUser = { id: number; status: number | null; statusChangedAt: Date | null };

/**
 * GET v1/me/status?auto_update=1: when a slot covers now, its status differs from the user's, and the
 * last manual change is more than 600 s old, the slot's status is set (not as a manual change) and published.
 */
// spec §7, §9: the schedule (like the console's automatic check) waits STATUS_MANUAL_GRACE_MS after a manual change.
export async function applySchedule(db: Db, publisher: Publisher, user: ScheduleUser, now: number): Promise<number | null> {
  if (user.statusChangedAt !== null && now - user.statusChangedAt.getTime() <= STATUS_MANUAL_GRACE_MS) return user.status;
  const scheduled = await scheduledStatus(db, user.id, now);
  if (scheduled === null || scheduled === user.status) return user.status;
  // Only the request that changes the row publishes: two tabs polling at once send one message.
  const changed = await db
    .update(users)
    .set({ status: scheduled })
    .where(and(eq(users.id, user.id), sql`${users.status} is distinct from ${scheduled}`))
    .returning({ id: users.id });
  if (changed.length > 0) publisher.toUser(user.id, { method: 'status', status: scheduled });
  return scheduled;
}
