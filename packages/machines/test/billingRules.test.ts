import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROMOCODE_MAX_LENGTH as CONTRACT_PROMOCODE_MAX_LENGTH, type Plan } from '@console/api/contract';
import {
  checkoutTotal,
  discounted,
  isPaymentFinal,
  limitsReached,
  mostUrgentSpace,
  periodSaving,
  PROMOCODE_MAX_LENGTH,
  planFits,
  toBillingError,
} from '../src/rules/billing.ts';

const seed = Number(process.env.FAST_CHECK_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`billing rules properties: fast-check seed ${seed} (replay with FAST_CHECK_SEED=${seed})`);

const START: Plan = {
  id: 1,
  name: 'Start',
  accounts_limit: 3,
  users_limit: 5,
  prices: [
    { period: 30, amount: 299_000 },
    { period: 180, amount: 1_614_600 },
    { period: 365, amount: 2_870_400 },
  ],
};

describe('prices and promo codes', () => {
  it('the total is the period price less the promo percentage, with its extra days', () => {
    expect(checkoutTotal(START, 30, null)).toEqual({ full: 299_000, discount: 0, total: 299_000, extraDays: 0 });
    expect(checkoutTotal(START, 180, { percent_off: 25, extra_days: 7 })).toEqual({
      full: 1_614_600,
      discount: 403_650,
      total: 1_210_950,
      extraDays: 7,
    });
    expect(checkoutTotal({ prices: [] }, 30, null)).toBeNull();
  });

  it('a discount never goes below zero or above the price, in whole minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.integer({ min: 0, max: 100 }), (amount, percent) => {
        const total = discounted(amount, percent);
        expect(Number.isInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(amount);
        if (percent === 0) expect(total).toBe(amount);
        if (percent === 100) expect(total).toBe(0);
      }),
      { numRuns: 1000, seed },
    );
  });

  it('names the saving of paying ahead', () => {
    expect([30, 180, 365].map((period) => periodSaving(START, period as 30 | 180 | 365))).toEqual([0, 10, 21]); // 365 days cost 12 months less 20 %: 21 % less per day
  });
});

describe('limits (spec §8)', () => {
  it('a plan fits while the usage is within both limits', () => {
    expect(planFits(START, { users: 5, accounts: 3 })).toBe(true);
    expect(planFits(START, { users: 6, accounts: 0 })).toBe(false);
    expect(planFits(START, { users: 0, accounts: 4 })).toBe(false);
  });

  it('a limit is reached when nothing more can be added', () => {
    expect(limitsReached({ users: 5, accounts: 2 }, { users: 5, accounts: 3 })).toEqual(['users']);
    expect(limitsReached({ users: 6, accounts: 3 }, { users: 5, accounts: 3 })).toEqual(['accounts', 'users']);
    expect(limitsReached({ users: 500, accounts: 500 }, null)).toEqual([]);
  });
});

describe('which space the billing page opens', () => {
  const spaces = [
    { id: 1, expires_at: 3000 },
    { id: 2, expires_at: 1000 },
    { id: 3, expires_at: 2000 },
  ];
  it('the requested one when it is the user’s, otherwise the one expiring (or expired) first', () => {
    expect(mostUrgentSpace(spaces, 3)?.id).toBe(3);
    expect(mostUrgentSpace(spaces, 99)?.id).toBe(2);
    expect(mostUrgentSpace(spaces)?.id).toBe(2);
    expect(mostUrgentSpace([])).toBeNull();
  });
});

describe('the promo code field', () => {
  it('stops where the contract does', () => expect(PROMOCODE_MAX_LENGTH).toBe(CONTRACT_PROMOCODE_MAX_LENGTH));
});

describe('payments and errors', () => {
  it('only pending is not final', () => {
    expect([isPaymentFinal('pending'), isPaymentFinal('paid'), isPaymentFinal('failed')]).toEqual([false, true, true]);
  });

  it('keeps the server text of a 400 or 404, names a network failure, and is unknown otherwise', () => {
    expect(toBillingError({ kind: 'http', status: 400, serverText: 'x', errorType: 'promocode_invalid' })).toEqual({
      kind: 'server',
      text: 'x',
      type: 'promocode_invalid',
    });
    expect(toBillingError({ kind: 'http', status: 404, serverText: 'Не найдено', errorType: null })).toEqual({
      kind: 'server',
      text: 'Не найдено',
      type: null,
    });
    expect(toBillingError({ kind: 'network' })).toEqual({ kind: 'network' });
    expect(toBillingError({ kind: 'http', status: 500, serverText: 'Internal' })).toEqual({ kind: 'unknown', text: 'Internal' });
    expect(toBillingError(new TypeError('x'))).toEqual({ kind: 'unknown', text: null });
    expect(toBillingError(null)).toEqual({ kind: 'unknown', text: null });
  });
});
