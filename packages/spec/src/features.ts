// Values the built features added beyond the spec's numbers (billing, the socket's backoff); docs/spec-values.md.
import type { PayPeriodDays } from './s9Billing.ts';

/** The longest promo code (signup and checkout); the field stops there and the server refuses a longer one. */
export const PROMOCODE_MAX_LENGTH = 32;
/** A promo code carried by a sign-up (form or provider callback) is taken up to this length; a longer one is refused. */
export const SIGNUP_PROMOCODE_MAX_LENGTH = 64;

/** What paying ahead costs: a period is so many months of the plan's monthly price, less a percentage. */
export const PAY_PERIOD_TERMS: Readonly<Record<PayPeriodDays, { months: number; percentOff: number }>> = {
  30: { months: 1, percentOff: 0 },
  180: { months: 6, percentOff: 10 },
  365: { months: 12, percentOff: 20 },
};

/** An amount less a percentage, in whole minor units (console and server compute prices and promo codes alike). */
export const discounted = (amount: number, percentOff: number): number => Math.round((amount * (100 - percentOff)) / 100);

/** A period's price from the plan's monthly price in minor units, by PAY_PERIOD_TERMS. */
export const periodPrice = (monthly: number, period: PayPeriodDays): number =>
  discounted(monthly * PAY_PERIOD_TERMS[period].months, PAY_PERIOD_TERMS[period].percentOff);

/** The socket's reconnect delay starts doubling only after this many failed attempts in a row. */
export const SOCKET_BACKOFF_AFTER_FAILURES = 5;
/** The doubling stops at 30 s. */
export const SOCKET_MAX_BACKOFF_MS = 30_000;

/** A pending payment's report asks again this often until it is final (spec §2.4 billing/report/{id}). */
export const REPORT_POLL_MS = 2000;
