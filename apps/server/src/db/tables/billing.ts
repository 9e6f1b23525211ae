// Billing tables: promo codes, payments, and the sandbox payment provider's own records.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentFailure, PaymentStatus, Tariff } from '@console/api/contract';
import { spaces, users } from '../schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// spec §1 "promo codes": percent off and/or extra days, until a date, for a number of uses.
export const promocodes = pgTable(
  'promocodes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(), // stored uppercased; codes are matched case-insensitively
    percentOff: integer('percent_off').notNull().default(0),
    extraDays: integer('extra_days').notNull().default(0),
    validUntil: timestamp('valid_until', { withTimezone: true }), // null: no end
    maxUses: integer('max_uses'), // null: unlimited
    uses: integer('uses').notNull().default(0), // paid and pending payments holding the code
    // spec §2.4 referral: the partner (is_partner) whose code it is; null: the service's own code.
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promocodes_code_unique').on(t.code),
    index('promocodes_owner').on(t.ownerUserId),
    check('promocodes_code_upper', sql`${t.code} = upper(${t.code})`),
    check('promocodes_percent_off', sql`${t.percentOff} between 0 and 100`),
    check('promocodes_extra_days', sql`${t.extraDays} >= 0`),
    check('promocodes_uses', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }), // who started it
    tariff: jsonb('tariff').$type<Tariff>().notNull(),
    period: integer('period').notNull(), // days: 30, 180 or 365 (spec §1)
    fullAmount: integer('full_amount').notNull(), // minor units
    amount: integer('amount').notNull(), // minor units, after the promo code
    currency: text('currency').notNull(),
    promocodeId: integer('promocode_id').references(() => promocodes.id, { onDelete: 'set null' }),
    promocode: text('promocode'),
    percentOff: integer('percent_off').notNull().default(0),
    extraDays: integer('extra_days').notNull().default(0),
    // The discount is the sign-up promo code's (account_signups), which took its use at sign-up.
    signupPromocode: boolean('signup_promocode').notNull().default(false),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    failure: text('failure').$type<PaymentFailure>(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'), // set once the provider has accepted the payment
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAtBefore: timestamp('expires_at_before', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }), // the space's new expiry once paid
  },
  (t) => [
    index('payments_space').on(t.spaceId, t.createdAt),
    uniqueIndex('payments_provider_id').on(t.provider, t.providerPaymentId),
    check('payments_status', sql`${t.status} in ('pending', 'paid', 'failed')`),
  ],
);

// What the sandbox provider keeps on its side, as a real provider would: the page to show and where to return.
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(), // random, unguessable: it is the page's address
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status').$type<'pending' | 'succeeded' | 'canceled'>().notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
