// spec §4, §9: a space is deleted 259200 s (3 days) after expiry for a trial, 604800 s (7 days) for a paid one.
// One 'space.delete' job per space, scheduled whenever its expiry is set; the job checks again when it runs.
import { deletionDelayS, PAID_DELETION_DELAY_S, TRIAL_DELETION_DELAY_S } from '@console/spec';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { jobs, spaces } from '../db/schema.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { scheduleJob } from '../jobs/queue.ts';

export const SPACE_DELETE_JOB = 'space.delete';

type SpaceTerm = { id: number; expiresAt: Date; isTrial: boolean };

export const deletionAt = (space: Pick<SpaceTerm, 'expiresAt' | 'isTrial'>): Date =>
  new Date(space.expiresAt.getTime() + deletionDelayS(space.isTrial) * 1000);

const jobKey = (spaceId: number) => `${SPACE_DELETE_JOB}:${spaceId}`;

/** Call whenever a space's expiry or trial flag is set (seed, payment): moves its deletion job. */
export function scheduleSpaceDeletion(db: Pick<Db, 'insert'>, space: SpaceTerm): Promise<void> {
  return scheduleJob(db, {
    kind: SPACE_DELETE_JOB,
    key: jobKey(space.id),
    runAt: deletionAt(space),
    payload: { space_id: space.id },
  });
}

/** At start-up: every space gets its deletion job, whoever created it (seeds, earlier versions). */
export async function ensureSpaceDeletionJobs(db: Db): Promise<number> {
  const open = await db
    .select({ key: jobs.key })
    .from(jobs)
    .where(and(eq(jobs.kind, SPACE_DELETE_JOB), isNull(jobs.doneAt), isNull(jobs.failedAt)));
  const scheduled = new Set(open.map((job) => job.key));
  const all = await db.select({ id: spaces.id, expiresAt: spaces.expiresAt, isTrial: spaces.isTrial }).from(spaces);
  const missing = all.filter((space) => !scheduled.has(jobKey(space.id)));
  for (const space of missing) await scheduleSpaceDeletion(db, space);
  return missing.length;
}

/**
 * Deletes the space if it is still past its deletion time; the check and the delete are one statement, so a
 * payment committed meanwhile keeps the space. A space paid meanwhile gets the job moved to its new time.
 */
export const deleteExpiredSpace: JobHandler = async (job, { db, now }) => {
  const spaceId = Number(job.payload['space_id']);
  const delayS = sql`case when ${spaces.isTrial} then ${sql.raw(String(TRIAL_DELETION_DELAY_S))} else ${sql.raw(String(PAID_DELETION_DELAY_S))} end`;
  const due = sql`${spaces.expiresAt} + make_interval(secs => ${delayS})`;
  const deleted = await db
    .delete(spaces)
    .where(and(eq(spaces.id, spaceId), sql`${due} <= ${new Date(now)}`))
    .returning({ id: spaces.id });
  if (deleted.length > 0) return { kind: 'done' };
  const [space] = await db.select().from(spaces).where(eq(spaces.id, spaceId));
  return space ? { kind: 'reschedule', runAt: deletionAt(space) } : { kind: 'done' };
};
