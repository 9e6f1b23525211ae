// Working schedules (spec §2.4 users/workinghours): each user's weekly grid of shifts per space, shift templates and
// absences. GET v1/me/workinghours expands them into working-hours items (domain/workSchedule.ts).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { AbsenceKind } from '@console/api/contract';
import { spaces, users, userStatuses } from '../schema.ts';

// Minutes since midnight in the user's time zone; a shift ends by midnight (1440) of its own day.
const minuteChecks = (name: string, t: { startMinute: unknown; endMinute: unknown }) =>
  check(name, sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.endMinute} > ${t.startMinute}`);

/** One shift of a user's weekly grid: on ISO `weekday` (1 Monday … 7 Sunday), the status from start to end. */
export const shifts = pgTable(
  'shifts',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    statusId: integer('status_id')
      .notNull()
      .references(() => userStatuses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('shifts_space_user').on(t.spaceId, t.userId),
    check('shifts_weekday', sql`${t.weekday} between 1 and 7`),
    minuteChecks('shifts_minutes', t),
  ],
);

/** A named set of shifts a settings user applies to users (it replaces their grid). */
export const shiftTemplates = pgTable(
  'shift_templates',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('shift_templates_space').on(t.spaceId)],
);

export const shiftTemplateShifts = pgTable(
  'shift_template_shifts',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => shiftTemplates.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    statusId: integer('status_id')
      .notNull()
      .references(() => userStatuses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('shift_template_shifts_template').on(t.templateId),
    check('shift_template_shifts_weekday', sql`${t.weekday} between 1 and 7`),
    minuteChecks('shift_template_shifts_minutes', t),
  ],
);

/** Days (both ends included, in the user's time zone) on which the user's shifts do not apply. */
export const absences = pgTable(
  'absences',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AbsenceKind>().notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('absences_space_user').on(t.spaceId, t.userId),
    check('absences_order', sql`${t.endsOn} >= ${t.startsOn}`),
    check('absences_kind', sql`${t.kind} in ('vacation', 'sick_leave', 'other')`),
  ],
);
