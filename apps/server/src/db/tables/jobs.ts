// The job runner's queue (apps/server/src/jobs): timed work that survives restarts.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    // At most one unfinished job per key (e.g. 'space.delete:12'): scheduling again moves it instead of adding one.
    key: text('key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }), // claimed by a runner; a stale claim is taken over
    lockedBy: text('locked_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }), // gave up after the last attempt
    lastError: text('last_error'),
    // Scheduled again while claimed (queue.ts): the claim is kept, and when it ends the job runs again at this time.
    followUpAt: timestamp('follow_up_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    uniqueIndex('jobs_key_open')
      .on(t.key)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);
