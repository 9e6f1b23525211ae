import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  daysLeft,
  deletionAt,
  PAID_DELETION_DELAY_S,
  paymentColour,
  TRIAL_DELETION_DELAY_S,
} from '../src/rules/paymentColour.ts';
import { isSpecialTariff, PAY_PERIOD_DAYS, TRIAL_DAYS } from '../src/rules/tariff.ts';

// quality.md: property tests run 1000 times with the seed printed; FAST_CHECK_SEED replays a run.
const seed = Number(process.env.FAST_CHECK_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`paymentColour properties: fast-check seed ${seed} (replay with FAST_CHECK_SEED=${seed})`);
const runs = { numRuns: 1000, seed };

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const DAY_S = 86_400;
const space = (secondsLeft: number, is_trial = false) => ({ expires_at: NOW / 1000 + secondsLeft, is_trial });

describe('payment colour (spec §4, §9)', () => {
  it('follows the thresholds at their edges', () => {
    expect(paymentColour(space(0), NOW)).toBe('red');
    expect(paymentColour(space(-1), NOW)).toBe('red');
    expect(paymentColour(space(1), NOW)).toBe('yellow');
    expect(paymentColour(space(4 * DAY_S - 1), NOW)).toBe('yellow'); // 3 whole days
    expect(paymentColour(space(4 * DAY_S), NOW)).toBe('blue');
    expect(paymentColour(space(8 * DAY_S - 1), NOW)).toBe('blue'); // 7 whole days
    expect(paymentColour(space(8 * DAY_S), NOW)).toBe('white');
    expect(paymentColour(space(8 * DAY_S, true), NOW)).toBe('blue');
    expect(paymentColour(space(2 * DAY_S, true), NOW)).toBe('yellow');
  });

  it('for any time left, the colour is the one of the whole days left', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400 * DAY_S, max: 400 * DAY_S }), fc.boolean(), (secondsLeft, trial) => {
        const s = space(secondsLeft, trial);
        const days = daysLeft(s, NOW);
        const colour = paymentColour(s, NOW);
        expect(days).toBe(Math.floor(secondsLeft / DAY_S));
        if (secondsLeft <= 0) expect(colour).toBe('red');
        else if (days <= 3) expect(colour).toBe('yellow');
        else if (days <= 7 || trial) expect(colour).toBe('blue');
        else expect(colour).toBe('white');
      }),
      runs,
    );
  });

  it('never gets less urgent as time runs out', () => {
    const rank = { white: 0, blue: 1, yellow: 2, red: 3 } as const;
    fc.assert(
      fc.property(fc.integer({ min: -30 * DAY_S, max: 60 * DAY_S }), fc.nat(30 * DAY_S), fc.boolean(), (left, elapsed, trial) => {
        const s = space(left, trial);
        expect(rank[paymentColour(s, NOW + elapsed * 1000)]).toBeGreaterThanOrEqual(rank[paymentColour(s, NOW)]);
      }),
      runs,
    );
  });

  it('deletes a trial 3 days and a paid space 7 days after expiry', () => {
    expect(TRIAL_DELETION_DELAY_S).toBe(259_200);
    expect(PAID_DELETION_DELAY_S).toBe(604_800);
    expect(deletionAt(space(0, true)) - NOW / 1000).toBe(259_200);
    expect(deletionAt(space(0, false)) - NOW / 1000).toBe(604_800);
  });
});

describe('tariffs (spec §1, §9)', () => {
  it('ids 1, 2 and 10 are standard, any other is special', () => {
    expect([1, 2, 10].map((id) => isSpecialTariff({ id }))).toEqual([false, false, false]);
    expect([3, 4, 11].map((id) => isSpecialTariff({ id }))).toEqual([true, true, true]);
    expect(PAY_PERIOD_DAYS).toEqual([30, 180, 365]);
    expect(TRIAL_DAYS).toBe(14);
  });
});
