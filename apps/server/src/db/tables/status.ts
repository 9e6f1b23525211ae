// Operator status: each user's working-hours slots per space (spec §3 "Working-hours item").
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { spaces, users, userStatuses } from '../schema.ts';

// One slot of a user's schedule in a space: the status the user should have from started_at to ended_at.
export const workingHours = pgTable(
  'working_hours',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    statusId: integer('status_id')
      .notNull()
      .references(() => userStatuses.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('working_hours_user_space_start').on(t.userId, t.spaceId, t.startedAt),
    check('working_hours_order', sql`${t.endedAt} > ${t.startedAt}`),
  ],
);
