// Putting work on the job queue (runner.ts takes it off).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { jobs } from '../db/schema.ts';

export type JobRow = typeof jobs.$inferSelect;

export type ScheduleJob = {
  kind: string;
  runAt: Date;
  payload: Record<string, unknown>;
  /** One unfinished job per key: scheduling the same key again moves that job (new time, fresh attempts); while it
   * runs, it runs again at the new time once this run ends. */
  key?: string;
};

export async function scheduleJob(db: Pick<Db, 'insert'>, job: ScheduleJob): Promise<void> {
  const values = { kind: job.kind, runAt: job.runAt, payload: job.payload, key: job.key ?? null };
  if (job.key === undefined) {
    await db.insert(jobs).values(values);
    return;
  }
  // A waiting job is moved (new time, fresh attempts). A claimed one is never reset, or a second runner could run it
  // alongside: it keeps its claim and gets a follow-up at the new time, which the runner applies when the claim ends.
  const claimed = sql`${jobs.lockedAt} is not null`;
  await db
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.key,
      targetWhere: sql`${jobs.doneAt} is null and ${jobs.failedAt} is null`,
      set: {
        runAt: sql`case when ${claimed} then ${jobs.runAt} else excluded.run_at end`,
        followUpAt: sql`case when ${claimed} then excluded.run_at else null end`,
        payload: job.payload,
        kind: job.kind,
        attempts: sql`case when ${claimed} then ${jobs.attempts} else 0 end`,
        lastError: sql`case when ${claimed} then ${jobs.lastError} else null end`,
      },
    });
}
