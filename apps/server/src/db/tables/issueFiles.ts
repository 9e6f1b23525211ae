// An issue's files (docs/issues.md "Attachments"): their own owner rows, since the chats' and replies' files
// (chat_attachments) belong to messages that go to a network. And the notification digest queue (docs/issues.md
// "Notifications: digests"): the events a user asked to get by email hourly, daily… waiting for their letter.
import { customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationEvent, NotificationFrequency } from '@console/api/contract';
import { spaces, users } from '../schema.ts';
import { issues } from './issues.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const issueAttachments = pgTable(
  'issue_attachments',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('issue_attachments_issue').on(t.issueId, t.id)],
);

/**
 * One waiting line of a user's digest: an event of an issue, kept once per (user, frequency, issue, event) until the
 * letter goes (a repeat counts up and keeps the latest text), so a digest never lists the same thing twice.
 */
export const notificationDigest = pgTable(
  'notification_digest',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency').$type<NotificationFrequency>().notNull(),
    event: text('event').$type<NotificationEvent>().notNull(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    /** The latest text (the issue's title, a comment's) and how many times the event happened since the last letter. */
    text: text('text').notNull(),
    times: integer('times').notNull().default(1),
    at: at('at').notNull(),
  },
  (t) => [uniqueIndex('notification_digest_once').on(t.userId, t.frequency, t.issueId, t.event)],
);
