// The mock server's billing keeps the reference server's sign-up promo code rule (server signupDiscount.ts).
import { describe, expect, it } from 'vitest';
import { createBillingState } from '../src/mocks/billingState.ts';

const NOW = Date.UTC(2026, 10, 22, 9);
const SIGNUP = { code: 'WELCOME10', percent_off: 10, extra_days: 0, valid_until: null };

function withSignupPromo() {
  const state = createBillingState();
  const space = state.spaces[0]!;
  space.signup_promocode = { ...SIGNUP };
  state.payments = []; // a space just signed up has paid nothing yet
  const pay = (promocode?: string) => {
    const result = state.createPayment(
      { space_id: space.id, tariff_id: 3, period: 30, ...(promocode ? { promocode } : {}) },
      NOW,
      'http://localhost',
    );
    if (!result.ok) throw new Error(result.refusal.key);
    return { payment: result.payment, sandboxId: new URL(result.confirmationUrl).pathname.split('/').at(-1)! };
  };
  return { state, space, pay };
}

describe('mock billing: the sign-up promo code', () => {
  it('the first paid payment gets its percent; a declined one gives it back; later payments do not', () => {
    const { state, space, pay } = withSignupPromo();
    const first = pay();
    expect(first.payment).toMatchObject({ promocode: 'WELCOME10', percent_off: 10, signup_promocode: true });
    expect(space.signup_promocode).toBeNull();
    state.settle(first.sandboxId, 'decline', NOW);
    expect(space.signup_promocode).toEqual(SIGNUP);
    const second = pay();
    expect(second.payment.signup_promocode).toBe(true);
    state.settle(second.sandboxId, 'pay', NOW);
    expect(pay().payment).toMatchObject({ promocode: null, percent_off: 0, signup_promocode: false });
  });

  it('a code entered at checkout applies instead', () => {
    const { pay } = withSignupPromo();
    expect(pay('spring25').payment).toMatchObject({ promocode: 'SPRING25', percent_off: 25, signup_promocode: false });
  });
});
