import { deletionDelayS, discounted, PAY_PERIOD_DAYS, periodPrice } from '@console/spec';
import type { BillingSpace, Payment, Plan, Usage } from '../contract/billing.ts';
import type { Space } from '../contract/space.ts';
import { DEMO_SPACE, DEMO_USERS, FIXTURE_NOW } from './fixtures.ts';

// Billing fixtures, kept to the reference server's catalogue and seed (apps/server/src/billing/plans.ts,
// apps/server/src/seed/billing.ts) so stories show what the live console shows.
const DAY_S = 86_400;
const HOUR_S = 3600;
const NOW_S = FIXTURE_NOW / 1000;

// The deletion delays (spec §4), the discount arithmetic and the period terms come from @console/spec.
export { discounted } from '@console/spec';

// Monthly roubles; the longer periods' discounts are @console/spec's PAY_PERIOD_TERMS.
const plan = (id: number, name: string, monthlyRub: number, accounts: number, users: number): Plan => ({
  id,
  name,
  accounts_limit: accounts,
  users_limit: users,
  prices: PAY_PERIOD_DAYS.map((period) => ({ period, amount: periodPrice(monthlyRub * 100, period) })),
});

export const DEMO_PLANS: readonly Plan[] = [
  plan(1, 'Start', 2_990, 3, 5),
  plan(2, 'Standard', 6_990, 10, 15),
  plan(3, 'Premium', 14_990, 30, 50),
];
export const DEMO_CURRENCY = 'RUB';

export const limitsOfTariff = (tariffId: number): Usage | null => {
  const found = DEMO_PLANS.find((p) => p.id === tariffId);
  return found ? { accounts: found.accounts_limit, users: found.users_limit } : null;
};

/** A space as GET v1/billing/spaces describes it. */
export const billingSpaceOf = (
  space: Pick<Space, 'id' | 'name' | 'tariff' | 'is_trial' | 'expires_at'>,
  usage: Usage,
): BillingSpace => ({
  id: space.id,
  name: space.name,
  tariff: space.tariff,
  is_trial: space.is_trial,
  expires_at: space.expires_at,
  deletion_at: space.expires_at + deletionDelayS(space.is_trial),
  usage,
  limits: limitsOfTariff(space.tariff.id),
  signup_promocode: null, // the demo space was not signed up with a promo code
});

// Every demo user is a member of the demo space.
export const DEMO_BILLING_SPACE: BillingSpace = billingSpaceOf(DEMO_SPACE, { accounts: 0, users: DEMO_USERS.length });

const premium = DEMO_PLANS[2]!;
const standard = DEMO_PLANS[1]!;
const premiumPrice = premium.prices[0]!.amount;
const standardPrice = standard.prices[0]!.amount;
const base = {
  space_id: DEMO_SPACE.id,
  space_name: DEMO_SPACE.name,
  period: 30,
  currency: DEMO_CURRENCY,
  extra_days: 0,
  signup_promocode: false,
} as const;
const withWelcome = {
  tariff: { id: premium.id, name: premium.name },
  full_amount: premiumPrice,
  amount: discounted(premiumPrice, 10),
  promocode: 'WELCOME10',
  percent_off: 10,
};

// The demo space's history, newest first: Standard 32 days ago, then Premium today (declined once, then paid).
export const DEMO_PAYMENTS: readonly Payment[] = [
  {
    ...base,
    ...withWelcome,
    id: 3,
    status: 'paid',
    failure: null,
    created_at: NOW_S - 2 * HOUR_S,
    finished_at: NOW_S - 2 * HOUR_S + 180,
    expires_at: DEMO_SPACE.expires_at,
  },
  {
    ...base,
    ...withWelcome,
    id: 2,
    status: 'failed',
    failure: 'declined',
    created_at: NOW_S - 3 * HOUR_S,
    finished_at: NOW_S - 3 * HOUR_S + 120,
    expires_at: null,
  },
  {
    ...base,
    id: 1,
    tariff: { id: standard.id, name: standard.name },
    full_amount: standardPrice,
    amount: standardPrice,
    promocode: null,
    percent_off: 0,
    status: 'paid',
    failure: null,
    created_at: NOW_S - 32 * DAY_S,
    finished_at: NOW_S - 32 * DAY_S + 300,
    expires_at: NOW_S,
  },
];

export interface MockPromocode {
  code: string;
  percent_off: number;
  extra_days: number;
  valid_until: number | null; // unix seconds
  max_uses: number | null;
  uses: number;
}

// The server's demo codes (README): WELCOME10, BONUS30, SPRING25 work; EXPIRED15 has expired; USEDUP20 is used up.
export const DEMO_PROMOCODES: readonly MockPromocode[] = [
  { code: 'WELCOME10', percent_off: 10, extra_days: 0, valid_until: NOW_S + 365 * DAY_S, max_uses: null, uses: 1 },
  { code: 'BONUS30', percent_off: 0, extra_days: 30, valid_until: null, max_uses: 100, uses: 0 },
  { code: 'SPRING25', percent_off: 25, extra_days: 7, valid_until: NOW_S + 90 * DAY_S, max_uses: 50, uses: 0 },
  { code: 'EXPIRED15', percent_off: 15, extra_days: 0, valid_until: NOW_S - DAY_S, max_uses: null, uses: 0 },
  { code: 'USEDUP20', percent_off: 20, extra_days: 0, valid_until: null, max_uses: 1, uses: 1 },
];
