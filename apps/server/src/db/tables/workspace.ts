// settings/workinghours and settings/email (spec §2.4): a workspace's business hours, holidays and outgoing mail.
import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { spaces } from '../schema.ts';

const spaceRef = () =>
  integer('space_id')
    .notNull()
    .references(() => spaces.id, { onDelete: 'cascade' });

// One open weekday (ISO 1-7) of a workspace, in its time zone; a weekday without a row is closed.
export const businessHours = pgTable(
  'business_hours',
  {
    spaceId: spaceRef(),
    weekday: integer('weekday').notNull(),
    opensAt: text('opens_at').notNull(), // 'HH:MM'
    closesAt: text('closes_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.weekday] })],
);

export const holidays = pgTable(
  'holidays',
  {
    spaceId: spaceRef(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.date] })],
);

// The workspace's sender (settings/email): used for its letters once the address has opened its confirmation link.
export const mailSenders = pgTable('mail_senders', {
  spaceId: spaceRef().primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(), // lowercased
  replyTo: text('reply_to'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }), // null until the letter's link is opened
  tokenHash: text('token_hash'), // sha256 of the confirmation link's token; null once confirmed
});
