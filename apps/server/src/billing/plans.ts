// The plan catalogue (spec §1: Start, Standard, Premium; pay periods 30, 180, 365 days; accounts and users per plan).
import { PAY_PERIOD_DAYS, periodPrice } from '@console/spec';
import type { PayPeriod, Plan, Usage } from '@console/api/contract';

export const CURRENCY = 'RUB';

// Whole roubles per 30 days; longer periods are cheaper per day.
const MONTHLY_RUB = { 1: 2_990, 2: 6_990, 3: 14_990 } as const;
// The pay periods, their discounts for paying ahead and the arithmetic are @console/spec's (PAY_PERIOD_TERMS).
export { discounted } from '@console/spec';

const pricesFor = (monthlyRub: number) =>
  PAY_PERIOD_DAYS.map((period) => ({ period, amount: periodPrice(monthlyRub * 100, period) }));

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
