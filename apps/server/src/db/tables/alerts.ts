// Notification channels of a space (settings/integrations), their sandbox's record, and the alerts on saved filters
// (settings/subscriptions). spec §2.4, §3, §9.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { IntegrationKind, NotificationChannel, NotificationFrequency } from '@console/api/contract';
import { savedFilters, spaces, users } from '../schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// One channel of each kind per space; the token is written, never answered (routes/integrations.ts).
export const spaceIntegrations = pgTable(
  'space_integrations',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<IntegrationKind>().notNull(),
    token: text('token').notNull(),
    target: text('target').notNull(),
    account: text('account').notNull(), // the bot or app name the service gave for the token
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('space_integrations_kind').on(t.spaceId, t.kind)],
);

// What the sandbox channels "posted" (GET /sandbox/channels, this machine only): the developer's view of delivery.
export const sandboxChannelMessages = pgTable(
  'sandbox_channel_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<IntegrationKind>().notNull(),
    target: text('target').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_channel_messages_created').on(t.createdAt)],
);

// An alert on a saved filter: the filter's owner is told of new matches by the channel at the frequency.
export const filterSubscriptions = pgTable(
  'filter_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filterId: integer('filter_id')
      .notNull()
      .references(() => savedFilters.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    frequency: text('frequency').$type<NotificationFrequency>().notNull(),
    origin: text('origin').notNull(), // the console the subscription was made on: its digests link there
    // The watermark (docs/socket.md): matches are items with a greater id; each digest moves it to the last item it
    // looked at. By id, not time: comments are stamped in whole seconds, so a window in time loses or repeats some.
    lastItemId: integer('last_item_id').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('filter_subscriptions_user').on(t.userId),
    uniqueIndex('filter_subscriptions_filter_channel').on(t.filterId, t.channel),
    index('filter_subscriptions_frequency')
      .on(t.frequency)
      .where(sql`${t.frequency} <> 'never'`),
  ],
);
