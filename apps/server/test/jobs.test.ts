// The job runner: one claim per job across runners, restarts, stale claims, retries with backoff,
// clean stop, a key scheduled again while its job runs (a follow-up, the claim kept); and its first jobs: deleting an expired space (spec §4: 3 days for a trial, 7 for a paid space)
// and giving up an unpaid payment.
import { PAID_DELETION_DELAY_S, TRIAL_DELETION_DELAY_S } from '@console/spec';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { jobs, payments, promocodes, spaceMembers, spaces } from '../src/db/schema.ts';
import { createSandboxProvider } from '../src/billing/sandbox.ts';
import { createPayment, PAYMENT_TTL_MS } from '../src/billing/payments.ts';
import { ensureSpaceDeletionJobs, scheduleSpaceDeletion } from '../src/billing/spaceDeletion.ts';
import { jobHandlers } from '../src/jobs/handlers.ts';
import { scheduleJob } from '../src/jobs/queue.ts';
import { createJobRunner, type JobHandler } from '../src/jobs/runner.ts';
import { createPublisher } from '../src/realtime/socketPublisher.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { createClock, createSpace, DAY_MS, paymentById, spaceById } from './billingSupport.ts';
import { openTestDatabase } from './snapshot.ts';

const T0 = Date.UTC(2030, 0, 1);
let database: Database;
const opened: Database[] = [];

beforeEach(async () => {
  database = await openTestDatabase();
  opened.push(database);
  await database.db.delete(jobs); // each test starts with an empty queue
});
afterAll(async () => {
  for (const db of opened) await db.close();
});

const jobRows = () => database.db.select().from(jobs).orderBy(jobs.id);
const recorder = () => {
  const ran: number[] = [];
  const handler: JobHandler = async (job) => {
    ran.push(Number(job.payload['n']));
    return { kind: 'done' };
  };
  return { ran, handler };
};

describe('job runner', () => {
  it('two runners on one database run every due job exactly once, and leave jobs not yet due', async () => {
    const clock = createClock(T0);
    for (let n = 1; n <= 20; n += 1) await scheduleJob(database.db, { kind: 'count', runAt: new Date(T0 - n), payload: { n } });
    await scheduleJob(database.db, { kind: 'count', runAt: new Date(T0 + 1000), payload: { n: 99 } });
    const { ran, handler } = recorder();
    const runners = [1, 2].map(() => createJobRunner({ db: database.db, now: clock, handlers: { count: handler } }));
    const counts = await Promise.all(runners.map((runner) => runner.runDue()));
    expect(counts[0]! + counts[1]!).toBe(20);
    expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const rows = await jobRows();
    expect(rows.filter((row) => row.doneAt !== null)).toHaveLength(20);
    expect(rows.find((row) => row.payload['n'] === 99)).toMatchObject({ doneAt: null, lockedAt: null, attempts: 0 });
  });

  it('a job survives a restart: the runner stopped before its time, a new runner runs it', async () => {
    const clock = createClock(T0);
    await scheduleJob(database.db, { kind: 'count', runAt: new Date(T0 + 60_000), payload: { n: 1 } });
    const first = recorder();
    const before = createJobRunner({ db: database.db, now: clock, handlers: { count: first.handler }, pollMs: 5 });
    before.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await before.stop();
    expect(first.ran).toEqual([]);
    clock.now = T0 + 61_000;
    const second = recorder();
    const after = createJobRunner({ db: database.db, now: clock, handlers: { count: second.handler }, pollMs: 5 });
    after.start();
    await expect.poll(() => second.ran).toEqual([1]);
    await after.stop();
    expect((await jobRows())[0]?.doneAt).toEqual(new Date(clock.now));
  });

  it('takes over a claim left by a runner that died, after the lock timeout', async () => {
    const clock = createClock(T0);
    await scheduleJob(database.db, { kind: 'count', runAt: new Date(T0 - 1), payload: { n: 7 } });
    await database.db.update(jobs).set({ lockedAt: new Date(T0), lockedBy: 'dead', attempts: 1 });
    const { ran, handler } = recorder();
    const runner = createJobRunner({ db: database.db, now: clock, handlers: { count: handler }, lockTimeoutMs: 60_000 });
    expect(await runner.runDue()).toBe(0);
    clock.now = T0 + 60_001;
    expect(await runner.runDue()).toBe(1);
    expect(ran).toEqual([7]);
    expect((await jobRows())[0]).toMatchObject({ attempts: 2, lockedBy: null });
  });

  it('retries a failing job with backoff, keeps the last error, and gives up after the last attempt', async () => {
    const clock = createClock(T0);
    const errors: unknown[] = [];
    let failures = 0;
    const handlers = {
      flaky: (async () => {
        failures += 1;
        throw new Error(`boom ${failures}`);
      }) as JobHandler,
    };
    await scheduleJob(database.db, { kind: 'flaky', runAt: new Date(T0), payload: {} });
    const runner = createJobRunner({
      db: database.db,
      now: clock,
      handlers,
      maxAttempts: 3,
      backoffMs: (attempt) => attempt * 1000,
      onError: (error) => errors.push(error),
    });
    expect(await runner.runDue()).toBe(1);
    expect((await jobRows())[0]).toMatchObject({
      attempts: 1,
      runAt: new Date(T0 + 1000),
      lastError: 'Error: boom 1',
      lockedAt: null,
    });
    expect(await runner.runDue()).toBe(0); // not before the backoff
    clock.now = T0 + 1000;
    await runner.runDue();
    expect((await jobRows())[0]).toMatchObject({ attempts: 2, runAt: new Date(T0 + 3000), failedAt: null });
    clock.now = T0 + 3000;
    await runner.runDue();
    expect((await jobRows())[0]).toMatchObject({
      attempts: 3,
      failedAt: new Date(T0 + 3000),
      lastError: 'Error: boom 3',
      doneAt: null,
    });
    clock.now = T0 + DAY_MS;
    expect(await runner.runDue()).toBe(0);
    expect(errors).toHaveLength(3);
  });

  it('a job of an unknown kind fails like any error', async () => {
    await scheduleJob(database.db, { kind: 'nobody', runAt: new Date(T0), payload: {} });
    const runner = createJobRunner({ db: database.db, now: () => T0, handlers: {}, onError: () => undefined });
    await runner.runDue();
    expect((await jobRows())[0]?.lastError).toBe("Error: no handler for job kind 'nobody'");
  });

  it('stop() waits for the job in hand, and nothing runs after it', async () => {
    await scheduleJob(database.db, { kind: 'slow', runAt: new Date(T0), payload: {} });
    await scheduleJob(database.db, { kind: 'slow', runAt: new Date(T0), payload: {} });
    let release: () => void = () => undefined;
    let started = 0;
    const slow: JobHandler = async () => {
      started += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return { kind: 'done' };
    };
    const runner = createJobRunner({ db: database.db, now: () => T0, handlers: { slow }, pollMs: 5 });
    runner.start();
    await expect.poll(() => started).toBe(1);
    const stopped = runner.stop();
    release();
    await stopped;
    const rows = await jobRows();
    expect(rows.filter((row) => row.doneAt !== null)).toHaveLength(1);
    expect(rows.filter((row) => row.doneAt === null && row.lockedAt === null)).toHaveLength(1);
    expect(started).toBe(1);
  });

  it('scheduling a key again moves the one open job instead of adding another', async () => {
    await scheduleJob(database.db, { kind: 'count', key: 'k', runAt: new Date(T0), payload: { n: 1 } });
    await scheduleJob(database.db, { kind: 'count', key: 'k', runAt: new Date(T0 + 5000), payload: { n: 2 } });
    expect(await jobRows()).toMatchObject([{ key: 'k', runAt: new Date(T0 + 5000), payload: { n: 2 } }]);
  });

  it('scheduling a key while its job runs keeps the claim (no second runner takes it) and runs it again after', async () => {
    await scheduleJob(database.db, { kind: 'again', key: 'k', runAt: new Date(T0), payload: { n: 1 } });
    const ran: number[] = [];
    const other = createJobRunner({ db: database.db, now: () => T0, handlers: { again: async () => ({ kind: 'done' }) } });
    let otherRan = -1;
    const again: JobHandler = async (job) => {
      ran.push(Number(job.payload['n']));
      if (ran.length === 1) {
        await scheduleJob(database.db, { kind: 'again', key: 'k', runAt: new Date(T0), payload: { n: 2 } });
        otherRan = await other.runDue();
      }
      return { kind: 'done' };
    };
    const runner = createJobRunner({ db: database.db, now: () => T0, handlers: { again } });
    expect(await runner.runDue()).toBe(2);
    expect(otherRan).toBe(0);
    expect(ran).toEqual([1, 2]);
    const rows = await jobRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: 'k', followUpAt: null, lockedAt: null });
    expect(rows[0]!.doneAt).not.toBeNull();
  });
});

describe('deleting expired spaces (spec §4, §9)', () => {
  const runnerAt = (clock: () => number) =>
    createJobRunner({
      db: database.db,
      now: clock,
      handlers: jobHandlers({ provider: createSandboxProvider({ db: database.db, now: clock }), publisher: createPublisher() }),
    });

  it('an expired trial space is deleted 3 days after expiry, not before', async () => {
    const clock = createClock(T0);
    const space = await createSpace(database.db, { name: 'Trial', expiresAt: T0, isTrial: true, members: [DEMO_EMAILS.admin] });
    await scheduleSpaceDeletion(database.db, space);
    const runner = runnerAt(clock);
    clock.now = T0 + TRIAL_DELETION_DELAY_S * 1000 - 1;
    expect(await runner.runDue()).toBe(0);
    clock.now = T0 + TRIAL_DELETION_DELAY_S * 1000;
    expect(await runner.runDue()).toBe(1);
    expect(await spaceById(database.db, space.id)).toBeUndefined();
    expect(await database.db.select().from(spaceMembers).where(eq(spaceMembers.spaceId, space.id))).toEqual([]);
  });

  it('a paid space is deleted 7 days after expiry: still there after 3 days', async () => {
    const clock = createClock(T0);
    const space = await createSpace(database.db, { name: 'Paid', expiresAt: T0 });
    await scheduleSpaceDeletion(database.db, space);
    const runner = runnerAt(clock);
    clock.now = T0 + TRIAL_DELETION_DELAY_S * 1000;
    expect(await runner.runDue()).toBe(0);
    clock.now = T0 + PAID_DELETION_DELAY_S * 1000;
    expect(await runner.runDue()).toBe(1);
    expect(await spaceById(database.db, space.id)).toBeUndefined();
  });

  it('a space paid meanwhile survives; its job moves to the new deletion time', async () => {
    const clock = createClock(T0);
    const space = await createSpace(database.db, { name: 'Paid later', expiresAt: T0, isTrial: true });
    await scheduleSpaceDeletion(database.db, space);
    // Paid behind the job's back (as if the scheduling had been lost): the run re-checks the space.
    await database.db
      .update(spaces)
      .set({ expiresAt: new Date(T0 + 30 * DAY_MS), isTrial: false })
      .where(eq(spaces.id, space.id));
    clock.now = T0 + TRIAL_DELETION_DELAY_S * 1000;
    const runner = runnerAt(clock);
    expect(await runner.runDue()).toBe(1);
    expect(await spaceById(database.db, space.id)).toBeDefined();
    const [job] = await jobRows();
    expect(job).toMatchObject({ doneAt: null, attempts: 0, runAt: new Date(T0 + 30 * DAY_MS + PAID_DELETION_DELAY_S * 1000) });
  });

  it('start-up gives every space without one its deletion job, once', async () => {
    const count = (await database.db.select().from(spaces)).length;
    expect(await ensureSpaceDeletionJobs(database.db)).toBe(count);
    expect(await ensureSpaceDeletionJobs(database.db)).toBe(0);
    const [demo] = await database.db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
    const [job] = (await jobRows()).filter((row) => row.key === `space.delete:${demo!.id}`);
    expect(job?.runAt).toEqual(new Date(demo!.expiresAt.getTime() + PAID_DELETION_DELAY_S * 1000));
  });
});

describe('giving up an unpaid payment', () => {
  it('an hour later the payment fails as expired, its promo use returns, and the sandbox page no longer takes it', async () => {
    const clock = createClock(T0);
    const provider = createSandboxProvider({ db: database.db, now: clock });
    const [demo] = await database.db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
    const [admin] = await database.db.select().from(spaceMembers).where(eq(spaceMembers.spaceId, demo!.id)).limit(1);
    await database.db.insert(promocodes).values({ code: 'LASTONE', percentOff: 10, maxUses: 1 });
    const { payment } = await createPayment(
      { db: database.db, provider, now: clock },
      {
        userId: admin!.userId,
        spaceId: demo!.id,
        tariffId: 3,
        period: 30,
        promocode: 'LASTONE',
        siteOrigin: 'http://localhost:8080',
        description: () => 'x',
      },
    );
    const runner = createJobRunner({
      db: database.db,
      now: clock,
      handlers: jobHandlers({ provider, publisher: createPublisher() }),
    });
    clock.now = T0 + PAYMENT_TTL_MS - 1;
    expect(await runner.runDue()).toBe(0);
    clock.now = T0 + PAYMENT_TTL_MS;
    expect(await runner.runDue()).toBe(1);
    expect(await paymentById(database.db, payment.id)).toMatchObject({ status: 'failed', failure: 'expired' });
    expect((await database.db.select().from(promocodes).where(eq(promocodes.code, 'LASTONE')))[0]?.uses).toBe(0);
    expect(await provider.cancelPayment(payment.providerPaymentId!, clock.now)).toBe(true);
    const [after] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after?.status).toBe('failed');
  });
});
