// At a shift's start the server sets the shift's status for the user and tells their consoles by the socket's status
// message (issue "Time"; spec §7 socket message status): one job per user and space, moved to their next shift start
// whenever their schedule changes, and rescheduled by itself after each run.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { shifts, spaceMembers, users, workingHours } from '../db/schema.ts';
import { scheduleJob } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/runner.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { applySchedule } from './schedule.ts';
import { scheduleSlots } from './workSchedule.ts';

export const SHIFT_START_JOB = 'shift.start';
const LOOK_AHEAD_MS = 8 * 86_400_000;
/** With nothing starting within the look-ahead (a long absence), look again a week later. */
const LOOK_AGAIN_MS = 7 * 86_400_000;

type Payload = { userId: number; spaceId: number };
const keyOf = ({ userId, spaceId }: Payload) => `${SHIFT_START_JOB}:${spaceId}:${userId}`;

/** When the user's next slot in the space starts after `now`; null with no schedule left at all. */
async function nextStart(db: Db, target: Payload, now: number): Promise<number | null> {
  const next = (await scheduleSlots(db, target.userId, target.spaceId, now + 1, now + LOOK_AHEAD_MS)).find(
    (slot) => slot.startedAt > now,
  );
  if (next) return next.startedAt;
  const mine = (table: typeof shifts | typeof workingHours) =>
    and(eq(table.userId, target.userId), eq(table.spaceId, target.spaceId));
  const [grid] = await db.select({ id: shifts.id }).from(shifts).where(mine(shifts)).limit(1);
  const [dated] = await db.select({ id: workingHours.id }).from(workingHours).where(mine(workingHours)).limit(1);
  return grid || dated ? now + LOOK_AGAIN_MS : null;
}

/** Moves the user's shift-start job to their next shift start (call after their grid or absences change). */
export async function planShiftStart(db: Db, target: Payload, now: number): Promise<void> {
  const runAt = await nextStart(db, target, now);
  if (runAt !== null)
    await scheduleJob(db, { kind: SHIFT_START_JOB, key: keyOf(target), runAt: new Date(runAt), payload: target });
}

/** Applies the slot covering now (as GET v1/me/status?auto_update=1 does: spec §9's grace after a manual change). */
export const shiftStartJob =
  (publisher: Publisher): JobHandler =>
  async (job, { db, now }) => {
    const target = job.payload as Payload;
    const [user] = await db
      .select({ id: users.id, status: users.status, statusChangedAt: users.statusChangedAt })
      .from(users)
      .innerJoin(spaceMembers, and(eq(spaceMembers.userId, users.id), eq(spaceMembers.spaceId, target.spaceId)))
      .where(eq(users.id, target.userId));
    if (!user) return { kind: 'done' };
    await applySchedule(db, publisher, user, now);
    const runAt = await nextStart(db, target, now);
    return runAt === null ? { kind: 'done' } : { kind: 'reschedule', runAt: new Date(runAt) };
  };
