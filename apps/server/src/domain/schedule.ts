// The working-hours schedule: which slot covers an instant (domain/workSchedule.ts), and applying it to the user's status.
import { STATUS_MANUAL_GRACE_MS } from '@console/spec';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { spaceMembers } from '../db/schema.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { publishUserStatus } from '../realtime/userStatus.ts';
import { setUserStatus } from '../stats/statusTime.ts';
import { scheduleSlots, slotAt, type Slot } from './workSchedule.ts';

/** The status of the user's latest started slot covering `now` in one of their spaces (or in `spaceId`), or null. */
export async function scheduledStatus(db: Db, userId: number, now: number, spaceId?: number): Promise<number | null> {
  const memberships = await db
    .select({ spaceId: spaceMembers.spaceId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.userId, userId), spaceId === undefined ? undefined : eq(spaceMembers.spaceId, spaceId)));
  let found: Slot | null = null;
  for (const member of memberships) {
    const slot = slotAt(await scheduleSlots(db, userId, member.spaceId, now, now + 1), now);
    if (slot && (!found || slot.startedAt > found.startedAt)) found = slot;
  }
  return found?.statusId ?? null;
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
  const changed = await setUserStatus(db, user.id, scheduled, now, { manual: false });
  if (changed) await publishUserStatus(db, publisher, user.id, scheduled);
  return scheduled;
}
