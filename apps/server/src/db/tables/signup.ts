// The email sign-up slice's tables: invitations (sign-up by link, spec §2.1 /signup/{hash}), one-use
// password reset links (spec §2.1 /reset_password/{hash}) and the record of each sign-up (its tariff and promo code).
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RoleName } from '@console/api/contract';
import { promocodes } from './billing.ts';
import { spaces, users } from '../schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// An invitation into a space for one address; only the sha256 of the link's token is kept.
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(), // lowercased
    role: text('role').$type<RoleName>().notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('invitations_token').on(t.tokenHash), index('invitations_space').on(t.spaceId)],
);

// A password reset link (POST v1/recovery): one use, expires; a newer link ends the older ones.
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('password_resets_token').on(t.tokenHash), index('password_resets_user').on(t.userId)],
);

// How a space was signed up for: the tariff chosen (tariff_id query) and the promo code taken, for the first payment.
export const accountSignups = pgTable('account_signups', {
  spaceId: integer('space_id')
    .primaryKey()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  tariffId: integer('tariff_id').notNull(),
  promocodeId: integer('promocode_id').references(() => promocodes.id, { onDelete: 'set null' }),
  promocode: text('promocode'),
  provider: text('provider'), // a social provider when signed up through one (null: email)
  createdAt: at('created_at').notNull(),
});
