import { PAY_PERIOD_DAYS, PROMOCODE_MAX_LENGTH } from '@console/spec';
import * as z from 'zod/mini';
import { RequestId, RequestIdParam } from './ids.ts';
import { Tariff } from './space.ts';

// Billing (spec §1 plans and pay periods, §2.4 billing and billing/report/{id}, §8 limit messages).
// The spec does not show these endpoints; they follow the v1 style of architecture.md.
export const BILLING_PLANS_PATH = 'v1/billing/plans';
export const BILLING_SPACES_PATH = 'v1/billing/spaces';
export const BILLING_PAYMENTS_PATH = 'v1/billing/payments';
export const BILLING_PROMOCODES_PATH = 'v1/billing/promocodes';

/** spec §1, §9: pay periods of 30, 180 or 365 days. */
export const PayPeriod = z.literal(PAY_PERIOD_DAYS);
export type PayPeriod = z.infer<typeof PayPeriod>;

/** Amounts are whole minor units (kopecks for RUB). */
export const Money = z.int().check(z.nonnegative());

export const PlanPrice = z.object({ period: PayPeriod, amount: Money });
export type PlanPrice = z.infer<typeof PlanPrice>;

// spec §1: "the number of accounts and users depends on the billing plan".
export const Plan = z.object({
  id: z.int(),
  name: z.string(),
  accounts_limit: z.int().check(z.positive()),
  users_limit: z.int().check(z.positive()),
  prices: z.array(PlanPrice),
});
export type Plan = z.infer<typeof Plan>;

export const PlansResponse = z.object({ currency: z.string().check(z.length(3)), items: z.array(Plan) });
export type PlansResponse = z.infer<typeof PlansResponse>;

/** Connected accounts and users of a space: current usage, or a plan's limits. */
export const Usage = z.object({ accounts: z.int().check(z.nonnegative()), users: z.int().check(z.nonnegative()) });
export type Usage = z.infer<typeof Usage>;

export const Promocode = z.object({
  code: z.string(),
  percent_off: z.int().check(z.minimum(0), z.maximum(100)),
  extra_days: z.int().check(z.nonnegative()),
  valid_until: z.nullable(z.int()), // unix seconds
});
export type Promocode = z.infer<typeof Promocode>;

// A space of the user as the billing page shows it; limits are null for a tariff outside the catalogue.
export const BillingSpace = z.object({
  id: z.int(),
  name: z.string(),
  tariff: Tariff,
  is_trial: z.boolean(),
  expires_at: z.int(), // unix seconds (spec §3)
  deletion_at: z.int(), // unix seconds: spec §4, 3 days after expiry for a trial, 7 for a paid space
  usage: Usage,
  limits: z.nullable(Usage),
  /**
   * The sign-up promo code's discount the next payment gets when no code is entered at checkout (its
   * extra days went to the trial, so extra_days is 0); null or absent: none.
   */
  signup_promocode: z.optional(z.nullable(Promocode)),
});
export type BillingSpace = z.infer<typeof BillingSpace>;

export const BillingSpacesResponse = z.object({ items: z.array(BillingSpace) });
export type BillingSpacesResponse = z.infer<typeof BillingSpacesResponse>;

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

// Why a payment failed: declined at the provider, or left unpaid until it expired.
export const PaymentFailure = z.enum(['declined', 'expired']);
export type PaymentFailure = z.infer<typeof PaymentFailure>;

export const Payment = z.object({
  id: z.int(),
  space_id: z.int(),
  space_name: z.string(),
  tariff: Tariff,
  period: PayPeriod,
  full_amount: Money, // the plan's price for the period
  amount: Money, // what is charged, after the promo code
  currency: z.string().check(z.length(3)),
  promocode: z.nullable(z.string()),
  percent_off: z.int().check(z.minimum(0), z.maximum(100)),
  extra_days: z.int().check(z.nonnegative()),
  /** promocode is the space's sign-up code, whose percent the first paid payment gets (absent: false). */
  signup_promocode: z.optional(z.boolean()),
  status: PaymentStatus,
  failure: z.nullable(PaymentFailure),
  created_at: z.int(), // unix seconds
  finished_at: z.nullable(z.int()),
  /** The space's expiry after this payment (unix seconds); null until paid. */
  expires_at: z.nullable(z.int()),
});
export type Payment = z.infer<typeof Payment>;

export const PaymentsQuery = z.object({ space_id: RequestIdParam });
export type PaymentsQuery = z.infer<typeof PaymentsQuery>;

export const PaymentsResponse = z.object({ items: z.array(Payment) });
export type PaymentsResponse = z.infer<typeof PaymentsResponse>;

export { PROMOCODE_MAX_LENGTH } from '@console/spec';

export const PaymentCreate = z.object({
  space_id: RequestId,
  tariff_id: RequestId,
  period: PayPeriod,
  promocode: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(PROMOCODE_MAX_LENGTH))),
});
export type PaymentCreate = z.infer<typeof PaymentCreate>;

// The provider's page where the person pays (the sandbox's own page on the reference server).
export const PaymentCreated = z.object({ payment: Payment, confirmation_url: z.url({ protocol: /^https?$/ }) });
export type PaymentCreated = z.infer<typeof PaymentCreated>;

// error_type values of billing refusals (the text is the server's, in the request's language).
export const ERROR_TYPE_PROMOCODE_INVALID = 'promocode_invalid';
export const ERROR_TYPE_USERS_LIMIT_REACHED = 'users_limit_reached';
export const ERROR_TYPE_ACCOUNTS_LIMIT_REACHED = 'accounts_limit_reached';
