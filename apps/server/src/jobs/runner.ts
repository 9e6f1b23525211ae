// A restart-safe job runner: due jobs are claimed one at a time with UPDATE … WHERE id = (SELECT … FOR UPDATE
// SKIP LOCKED) RETURNING, so two runners (two ports, two processes) never claim the same job; a claim left
// by a runner that died is taken over after `lockTimeoutMs`. Failures are retried with backoff.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { jobs } from '../db/schema.ts';
import type { JobRow } from './queue.ts';

export type JobOutcome = { kind: 'done' } | { kind: 'reschedule'; runAt: Date };

export type JobHandler = (job: JobRow, context: { db: Db; now: number }) => Promise<JobOutcome>;

export type JobRunnerOptions = {
  db: Db;
  handlers: Readonly<Record<string, JobHandler>>;
  now?: () => number;
  /** How often to look for due jobs; default 1 s. */
  pollMs?: number;
  /** A claim older than this belongs to a runner that died; default 5 min. */
  lockTimeoutMs?: number;
  /** Attempts before a job is given up (failed_at); default 8. */
  maxAttempts?: number;
  /** Wait before retry number `attempt` (1-based); default 30 s doubling, at most 1 h. */
  backoffMs?: (attempt: number) => number;
  onError?: (error: unknown, job: JobRow | null) => void;
};

export interface JobRunner {
  readonly id: string;
  /** Starts polling; the first look is immediate. */
  start(): void;
  /** Stops polling and waits for the job in hand to finish. */
  stop(): Promise<void>;
  /** Runs every job due now, one by one; resolves with how many ran (tests call it on a moved clock). */
  runDue(): Promise<number>;
}

export const defaultBackoffMs = (attempt: number): number => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers } = options;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 1000;
  const lockTimeoutMs = options.lockTimeoutMs ?? 5 * 60_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const onError = options.onError ?? ((error, job) => console.error(`job ${job?.id ?? '?'} (${job?.kind ?? '?'})`, error));
  const id = randomUUID();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = true;
  let inHand: Promise<unknown> = Promise.resolve();

  const claimable = (at: Date) =>
    and(
      isNull(jobs.doneAt),
      isNull(jobs.failedAt),
      lte(jobs.runAt, at),
      or(isNull(jobs.lockedAt), lt(jobs.lockedAt, new Date(at.getTime() - lockTimeoutMs))),
    );

  async function claim(): Promise<JobRow | null> {
    const at = new Date(now());
    const next = db.select({ id: jobs.id }).from(jobs).where(claimable(at)).orderBy(asc(jobs.runAt), asc(jobs.id)).limit(1);
    const [job] = await db
      .update(jobs)
      .set({ lockedAt: at, lockedBy: id, attempts: sql`${jobs.attempts} + 1` })
      .where(and(eq(jobs.id, sql`(${next.for('update', { skipLocked: true })})`), claimable(at)))
      .returning();
    return job ?? null;
  }

  // Only the claim this runner holds may be finished (a stale one taken over meanwhile is not ours any more). A follow-up
  // asked for while it ran (queue.ts) wins over the outcome: the job waits for that time with fresh attempts.
  const ours = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, id), eq(jobs.attempts, job.attempts));
  const released = { lockedAt: null, lockedBy: null, followUpAt: null } as const;
  const followed = sql`${jobs.followUpAt} is not null`;
  const stamp = (at: Date | number) => sql`${new Date(at).toISOString()}::timestamptz`;
  const unlessFollowed = (at: number) => sql`case when ${followed} then null else ${stamp(at)} end`;
  const followUpOr = (runAt: SQL) => sql`coalesce(${jobs.followUpAt}, ${runAt})`;
  const freshIfFollowed = sql`case when ${followed} then 0 else ${jobs.attempts} end`;
  const unchanged = sql`${jobs.runAt}`;

  async function finish(job: JobRow, outcome: JobOutcome): Promise<void> {
    const at = now();
    const set =
      outcome.kind === 'done'
        ? { ...released, doneAt: unlessFollowed(at), runAt: followUpOr(unchanged), attempts: freshIfFollowed, lastError: null }
        : { ...released, runAt: followUpOr(stamp(outcome.runAt)), attempts: 0, lastError: null };
    await db.update(jobs).set(set).where(ours(job));
  }

  async function fail(job: JobRow, error: unknown): Promise<void> {
    const at = now();
    const lastError = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);
    const retry = job.attempts >= maxAttempts ? unchanged : stamp(at + backoffMs(job.attempts));
    const set = {
      ...released,
      ...(job.attempts >= maxAttempts ? { failedAt: unlessFollowed(at) } : {}),
      runAt: followUpOr(retry),
      attempts: freshIfFollowed,
      lastError,
    };
    await db.update(jobs).set(set).where(ours(job));
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind '${job.kind}'`);
      await finish(job, await handler(job, { db, now: now() }));
    } catch (error) {
      onError(error, job);
      await fail(job, error);
    }
    return true;
  }

  async function runDue(): Promise<number> {
    let ran = 0;
    while (await runOne()) ran += 1;
    return ran;
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    // Stop between jobs: a stopping runner leaves the rest for the next start (or another runner).
    const work = (async () => {
      try {
        while (!stopped && (await runOne()));
      } catch (error) {
        onError(error, null); // e.g. the database is unreachable: try again at the next tick
      }
    })();
    inHand = work;
    await work;
    if (!stopped) timer = setTimeout(() => void tick(), pollMs);
  }

  return {
    id,
    start() {
      if (!stopped) return;
      stopped = false;
      void tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inHand;
    },
    runDue,
  };
}
