// Operators' status time (spec §2.3 stats/users/statuses, docs/stats.md "Status time"): every change of a user's
// status, written by the writers of users.status in the same transaction (stats/statusTime.ts), and the closed
// intervals rolled up into 15-minute buckets of seconds per (space, user, status) so any zone's day is a sum, as
// stats_rollups is.
import { index, integer, pgTable, primaryKey, serial } from 'drizzle-orm/pg-core';
import { spaces, users } from '../schema.ts';

/** One change: from `at` (unix seconds) the user holds `status_id` (0: none) of `space_id` (0: none) until the next. */
export const statusChanges = pgTable(
  'status_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The status's space (a user's status is one of their spaces' statuses); 0 with no status. No FK: a deleted space's rows go with the recount. */
    spaceId: integer('space_id').notNull(),
    /** No FK: a deleted status keeps its past time (the screens name it "deleted status"). */
    statusId: integer('status_id').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('status_changes_user_at').on(t.userId, t.at, t.id), index('status_changes_space_at').on(t.spaceId, t.at)],
);

/** Seconds each user spent in each status per 15-minute bucket (closed intervals only; the open one is added on read). */
export const statsStatusTime = pgTable(
  'stats_status_time',
  {
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    /** Unix seconds floored to 900. */
    bucket: integer('bucket').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    statusId: integer('status_id').notNull(),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'stats_status_time_key', columns: [t.spaceId, t.bucket, t.userId, t.statusId] })],
);
