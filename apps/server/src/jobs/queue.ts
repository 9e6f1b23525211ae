// Putting work on the job queue (runner.ts takes it off).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { jobs } from '../db/schema.ts';

export type JobRow = typeof jobs.$inferSelect;

export type ScheduleJob = {
  kind: string;
  runAt: Date;
  payload: Record<string, unknown>;
  /** One unfinished job per key: scheduling the same key again moves that job (new time, fresh attempts). */
  key?: string;
};

export async function scheduleJob(db: Pick<Db, 'insert'>, job: ScheduleJob): Promise<void> {
  const values = { kind: job.kind, runAt: job.runAt, payload: job.payload, key: job.key ?? null };
  if (job.key === undefined) {
    await db.insert(jobs).values(values);
    return;
  }
  // A claim in progress is released: the running handler's result no longer applies (runner.ts checks the attempt).
  await db
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.key,
      targetWhere: sql`${jobs.doneAt} is null and ${jobs.failedAt} is null`,
      set: {
        runAt: job.runAt,
        payload: job.payload,
        kind: job.kind,
        attempts: 0,
        lockedAt: null,
        lockedBy: null,
        lastError: null,
      },
    });
}
