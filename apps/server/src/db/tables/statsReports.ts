// Saved statistics reports (spec §2.3 stats/reports, docs/stats.md "Reports"): a user's named set of sections (stats tables) and
// filters in one space, and when it is emailed to them. Per user per space: nobody else reads or changes it.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { StatsReportFilters, StatsReportFrequency, StatsReportPeriod } from '@console/api/contract';
import { spaces, users } from '../schema.ts';

export const statsReports = pgTable(
  'stats_reports',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sections: text('sections').array().notNull(),
    period: text('period').$type<StatsReportPeriod>().notNull(),
    filters: jsonb('filters').$type<StatsReportFilters>().notNull(),
    frequency: text('frequency').$type<StatsReportFrequency>().notNull().default('off'),
    /** The hour of the user's time zone the email goes at (0…23). */
    hour: integer('hour').notNull().default(9),
    /** The next email's time; null when off (the job `stats.report` is scheduled for it). */
    nextSendAt: timestamp('next_send_at', { withTimezone: true, mode: 'date' }),
    /** The console's origin the report was saved from: the email's link to /stats/reports goes there. */
    origin: text('origin').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('stats_reports_user_space').on(t.userId, t.spaceId)],
);
