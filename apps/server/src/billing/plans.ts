// The plan catalogue (spec §1: Start, Standard, Premium; pay periods 30, 180, 365 days; accounts and users per plan).
import type { PayPeriod, Plan, Usage } from '@console/api/contract';

export const CURRENCY = 'RUB';

// Whole roubles per 30 days; longer periods are cheaper per day.
const MONTHLY_RUB = { 1: 2_990, 2: 6_990, 3: 14_990 } as const;
// Discount for paying ahead: 180 days = 6 months less 10 %, 365 days = 12 months less 20 %.
export const PERIOD_TERMS: Readonly<Record<PayPeriod, { months: number; percentOff: number }>> = {
  30: { months: 1, percentOff: 0 },
  180: { months: 6, percentOff: 10 },
  365: { months: 12, percentOff: 20 },
};
export const PAY_PERIODS: readonly PayPeriod[] = [30, 180, 365];

/** An amount less a percentage, in whole minor units (the console computes the same: rules/billing.ts). */
export const discounted = (amount: number, percentOff: number): number => Math.round((amount * (100 - percentOff)) / 100);

const pricesFor = (monthlyRub: number) =>
  PAY_PERIODS.map((period) => {
    const { months, percentOff } = PERIOD_TERMS[period];
    return { period, amount: discounted(monthlyRub * 100 * months, percentOff) };
  });

export const PLANS: readonly Plan[] = [
  { id: 1, name: 'Start', accounts_limit: 3, users_limit: 5, prices: pricesFor(MONTHLY_RUB[1]) },
  { id: 2, name: 'Standard', accounts_limit: 10, users_limit: 15, prices: pricesFor(MONTHLY_RUB[2]) },
  { id: 3, name: 'Premium', accounts_limit: 30, users_limit: 50, prices: pricesFor(MONTHLY_RUB[3]) },
];

export const planById = (id: number): Plan | undefined => PLANS.find((plan) => plan.id === id);

export function priceOf(plan: Plan, period: PayPeriod): number {
  const price = plan.prices.find((p) => p.period === period);
  if (!price) throw new Error(`plan ${plan.id} has no price for ${period} days`);
  return price.amount;
}

/** A catalogue plan's limits; null for a tariff outside the catalogue (a negotiated one: not limited here). */
export function limitsOf(tariffId: number): Usage | null {
  const plan = planById(tariffId);
  return plan ? { accounts: plan.accounts_limit, users: plan.users_limit } : null;
}
