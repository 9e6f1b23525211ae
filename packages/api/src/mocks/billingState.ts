import { PAID_DELETION_DELAY_S } from '@console/spec';
import type { BillingSpace, Payment, PaymentCreate, Promocode } from '../contract/billing.ts';
import {
  DEMO_BILLING_SPACE,
  DEMO_CURRENCY,
  DEMO_PAYMENTS,
  DEMO_PLANS,
  DEMO_PROMOCODES,
  discounted,
  limitsOfTariff,
  type MockPromocode,
} from './billingFixtures.ts';

const DAY_S = 86_400;
export type PromocodeRefusal = 'promocodeNotFound' | 'promocodeExpired' | 'promocodeUsedUp';
export type PaymentRefusal =
  | { status: 404; key: 'notFound' }
  | { status: 400; key: 'unknownPlan' }
  | { status: 400; key: PromocodeRefusal }
  | { status: 400; key: 'planTooSmallUsers' | 'planTooSmallAccounts'; params: { plan: string; limit: number; count: number } };

// The mock server's billing, kept to the reference server's rules (apps/server/src/billing): a payment holds a
// promo code use until it fails; paying extends the space from max(now, expiry); a second confirmation does nothing.
export interface BillingMockState {
  spaces: BillingSpace[];
  payments: Payment[];
  promocodes: MockPromocode[];
  /** The sandbox page's id of each pending payment. */
  sandbox: Map<string, number>;
  checkPromocode(code: string, nowMs: number): { ok: true; promocode: Promocode } | { ok: false; reason: PromocodeRefusal };
  createPayment(
    body: PaymentCreate,
    nowMs: number,
    origin: string,
  ): { ok: true; payment: Payment; confirmationUrl: string } | { ok: false; refusal: PaymentRefusal };
  /** The person paid or declined on the sandbox page; null when the payment was already final. */
  settle(sandboxId: string, outcome: 'pay' | 'decline', nowMs: number): Payment | null;
  paymentBySandboxId(sandboxId: string): Payment | undefined;
}

export const reportPath = (paymentId: number): string => `/settings/billing/report/${paymentId}`;

export function createBillingState(): BillingMockState {
  let sandboxSeq = 0;
  const state: BillingMockState = {
    spaces: [structuredClone(DEMO_BILLING_SPACE)],
    payments: structuredClone([...DEMO_PAYMENTS]),
    promocodes: structuredClone([...DEMO_PROMOCODES]),
    sandbox: new Map(),
    checkPromocode(code, nowMs) {
      const found = state.promocodes.find((p) => p.code === code.trim().toUpperCase());
      if (!found) return { ok: false, reason: 'promocodeNotFound' };
      if (found.valid_until !== null && found.valid_until * 1000 < nowMs) return { ok: false, reason: 'promocodeExpired' };
      if (found.max_uses !== null && found.uses >= found.max_uses) return { ok: false, reason: 'promocodeUsedUp' };
      const { code: name, percent_off, extra_days, valid_until } = found;
      return { ok: true, promocode: { code: name, percent_off, extra_days, valid_until } };
    },
    createPayment(body, nowMs, origin) {
      const space = state.spaces.find((s) => s.id === body.space_id);
      if (!space) return { ok: false, refusal: { status: 404, key: 'notFound' } };
      const plan = DEMO_PLANS.find((p) => p.id === body.tariff_id);
      const price = plan?.prices.find((p) => p.period === body.period);
      if (!plan || !price) return { ok: false, refusal: { status: 400, key: 'unknownPlan' } };
      const limits = limitsOfTariff(plan.id)!;
      for (const kind of ['users', 'accounts'] as const) {
        if (space.usage[kind] > limits[kind]) {
          const key = kind === 'users' ? 'planTooSmallUsers' : 'planTooSmallAccounts';
          return {
            ok: false,
            refusal: { status: 400, key, params: { plan: plan.name, limit: limits[kind], count: space.usage[kind] } },
          };
        }
      }
      let promocode: Promocode | null = null;
      if (body.promocode !== undefined) {
        const check = state.checkPromocode(body.promocode, nowMs);
        if (!check.ok) return { ok: false, refusal: { status: 400, key: check.reason } };
        promocode = check.promocode;
        state.promocodes.find((p) => p.code === check.promocode.code)!.uses += 1;
      }
      // No code entered: the sign-up code's percent, held by this payment (no use taken; it was at sign-up).
      const paidBefore = state.payments.some((p) => p.space_id === space.id && p.status === 'paid');
      const signup = promocode === null && !paidBefore ? (space.signup_promocode ?? null) : null;
      if (signup) {
        promocode = signup;
        space.signup_promocode = null;
      }
      const payment: Payment = {
        id: Math.max(0, ...state.payments.map((p) => p.id)) + 1,
        space_id: space.id,
        space_name: space.name,
        tariff: { id: plan.id, name: plan.name },
        period: body.period,
        full_amount: price.amount,
        amount: discounted(price.amount, promocode?.percent_off ?? 0),
        currency: DEMO_CURRENCY,
        promocode: promocode?.code ?? null,
        percent_off: promocode?.percent_off ?? 0,
        extra_days: promocode?.extra_days ?? 0,
        signup_promocode: signup !== null,
        status: 'pending',
        failure: null,
        created_at: Math.floor(nowMs / 1000),
        finished_at: null,
        expires_at: null,
      };
      state.payments.unshift(payment);
      sandboxSeq += 1;
      if (payment.amount === 0) {
        // A 100 % promo code: nothing to charge, paid at once without the provider page.
        state.sandbox.set(`free-${payment.id}`, payment.id);
        return {
          ok: true,
          payment: state.settle(`free-${payment.id}`, 'pay', nowMs)!,
          confirmationUrl: `${origin}${reportPath(payment.id)}`,
        };
      }
      const sandboxId = `mock-sandbox-payment-${String(sandboxSeq).padStart(4, '0')}`;
      state.sandbox.set(sandboxId, payment.id);
      return { ok: true, payment, confirmationUrl: `${origin}/sandbox/pay/${sandboxId}` };
    },
    paymentBySandboxId: (sandboxId) => state.payments.find((p) => p.id === state.sandbox.get(sandboxId)),
    settle(sandboxId, outcome, nowMs) {
      const payment = state.paymentBySandboxId(sandboxId);
      if (!payment || payment.status !== 'pending') return null;
      const now = Math.floor(nowMs / 1000);
      payment.finished_at = now;
      if (outcome === 'decline') {
        payment.status = 'failed';
        payment.failure = 'declined';
        const space = state.spaces.find((s) => s.id === payment.space_id);
        if (payment.signup_promocode && space && !state.payments.some((p) => p.space_id === space.id && p.status === 'paid')) {
          // The sign-up discount comes back for the next payment.
          space.signup_promocode = {
            code: payment.promocode!,
            percent_off: payment.percent_off,
            extra_days: 0,
            valid_until: null,
          };
          return payment;
        }
        const held = payment.signup_promocode ? undefined : state.promocodes.find((p) => p.code === payment.promocode);
        if (held) held.uses -= 1;
        return payment;
      }
      const space = state.spaces.find((s) => s.id === payment.space_id);
      payment.status = 'paid';
      if (space) {
        space.signup_promocode = null; // it belongs to the first paid payment only
        space.expires_at = Math.max(now, space.expires_at) + (payment.period + payment.extra_days) * DAY_S;
        space.deletion_at = space.expires_at + PAID_DELETION_DELAY_S;
        space.is_trial = false;
        space.tariff = payment.tariff;
        space.limits = limitsOfTariff(payment.tariff.id);
        payment.expires_at = space.expires_at;
      }
      return payment;
    },
  };
  return state;
}
