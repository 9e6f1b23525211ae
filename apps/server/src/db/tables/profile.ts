// The profile slice's tables: the sandbox outbox, email confirmations, recovery codes, social logins,
// notification choices. New columns of users and spaces (time zones, the pending two-factor secret) are in schema.ts.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationSettings, SocialProvider } from '@console/api/contract';
import { users } from '../schema.ts';
import type { MailAttachment } from '../../profile/mailTransport.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// "Sending" an email = a row here (README "Sandbox outbox"): the reference server has no mail server.
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    /** Files the letter carries (a stats report's CSVs); kept in the sandbox outbox only, like the text. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('email_outbox_user').on(t.userId, t.createdAt)],
);

// One-use confirmation links: only the sha256 of the link's token is kept; it confirms `email` only (or, a notice's
// link, keeps `email` as the sign-in address and cancels the change to `cancels`).
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    // Set on the notice sent to the old address (`email`): its link cancels the change to this address.
    cancels: text('cancels'),
  },
  (t) => [uniqueIndex('email_confirmations_token').on(t.tokenHash), index('email_confirmations_user').on(t.userId)],
);

// One-time two-factor recovery codes, kept as HMAC-SHA256 with a per-code salt; a used code keeps its row.
export const otpRecoveryCodes = pgTable(
  'otp_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('otp_recovery_codes_user').on(t.userId)],
);

// Social logins linked to a user (spec §2.1 /login/{provider}); linking comes with the social sign-in work.
export const userSocialLogins = pgTable(
  'user_social_logins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<SocialProvider>().notNull(),
    providerUserId: text('provider_user_id').notNull(),
    name: text('name').notNull(),
    linkedAt: at('linked_at').notNull(),
  },
  (t) => [
    uniqueIndex('user_social_logins_account').on(t.provider, t.providerUserId),
    uniqueIndex('user_social_logins_user_provider').on(t.userId, t.provider),
  ],
);

// The notifications list: a frequency per event and channel; no row = the defaults of the contract.
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<NotificationSettings>().notNull(),
  updatedAt: at('updated_at').notNull(),
});
