// Paying for a space (spec §1 plans, pay periods and promo codes): choose a plan and a period, apply a
// promo code the server checks, then Pay creates the payment and the person goes to the provider's page.
import { assign, fromPromise, setup } from 'xstate';
import type { PaymentCreate, PaymentCreated, PayPeriod, Promocode } from '@console/api/contract';
import { isPromocodeRefusal, toBillingError, type BillingError } from './rules/billing.ts';

export type { BillingError } from './rules/billing.ts';

export interface CheckoutInput {
  spaceId: number;
  /** The plan chosen at first: the space's own when it is one of the plans. */
  tariffId: number | null;
  period: PayPeriod;
  /** The space's sign-up promo code discount (GET v1/billing/spaces signup_promocode), if any. */
  signupPromo?: Promocode | null;
}

export interface CheckoutContext {
  spaceId: number;
  tariffId: number | null;
  period: PayPeriod;
  /** The promo code field as typed. */
  code: string;
  /** The code the server accepted (its discount is in the total). */
  promo: Promocode | null;
  /**
   * The sign-up promo code's discount the server gives this payment when no code is applied here: one discount
   * per payment, a code applied at checkout wins (the user's explicit choice). Not sent: the server knows it.
   */
  signupPromo: Promocode | null;
  promoError: BillingError | null;
  payError: BillingError | null;
  /** Pay was pressed with a code not applied yet: check it first, then pay. */
  payAfterCheck: boolean;
  confirmationUrl: string | null;
}

export type CheckoutEvent =
  | { type: 'plan.choose'; tariffId: number }
  | { type: 'period.choose'; period: PayPeriod }
  | { type: 'promo.change'; code: string }
  | { type: 'promo.apply' }
  | { type: 'promo.remove' }
  | { type: 'pay' };

export type CheckoutTag = 'busy' | 'checking' | 'paying' | 'redirecting';

const typedCode = (context: CheckoutContext): string => context.code.trim();
/** The discount the payment gets: the applied checkout code, else the sign-up code's. */
export const appliedPromo = (context: Pick<CheckoutContext, 'promo' | 'signupPromo'>): Promocode | null =>
  context.promo ?? context.signupPromo;
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: toBillingError(event.error) });
const paymentInput = ({ context }: { context: CheckoutContext }): PaymentCreate => ({
  space_id: context.spaceId,
  tariff_id: context.tariffId ?? 0,
  period: context.period,
  ...(context.promo ? { promocode: context.promo.code } : {}),
});

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    tags: {} as CheckoutTag,
  },
  actors: {
    // GET v1/billing/promocodes/{code}; provided by the screen and the tests.
    checkPromocode: fromPromise<Promocode, { code: string }>(async () => {
      throw new Error('checkPromocode not provided');
    }),
    // POST v1/billing/payments.
    createPayment: fromPromise<PaymentCreated, PaymentCreate>(async () => {
      throw new Error('createPayment not provided');
    }),
  },
  guards: {
    hasCode: ({ context }) => typedCode(context) !== '',
    // A code typed but not applied yet is checked before paying, so the total paid is the one shown.
    hasUncheckedCode: ({ context }) => typedCode(context) !== '' && context.promo === null,
    hasPlan: ({ context }) => context.tariffId !== null,
    shouldPayAfterCheck: ({ context }) => context.payAfterCheck,
    isPromocodeRefusal: (_, params: { error: BillingError }) => isPromocodeRefusal(params.error),
  },
  actions: {
    // Leaves for the provider's page; provided by the screen (window.location in the console).
    openConfirmation: (_, _params: { url: string }) => {
      throw new Error('openConfirmation not provided');
    },
    assignPlan: assign((_, params: { tariffId: number }) => ({ tariffId: params.tariffId, payError: null })),
    assignPeriod: assign((_, params: { period: PayPeriod }) => ({ period: params.period, payError: null })),
    // A new code makes the applied one and its verdict old news.
    assignCode: assign((_, params: { code: string }) => ({ code: params.code, promo: null, promoError: null })),
    removePromo: assign({ code: '', promo: null, promoError: null }),
    markPayAfterCheck: assign({ payAfterCheck: true, payError: null }),
    clearPayError: assign({ payError: null }),
    assignPromo: assign((_, params: { promo: Promocode }) => ({ promo: params.promo, promoError: null })),
    assignPromoError: assign((_, params: { error: BillingError }) => ({
      promo: null,
      promoError: params.error,
      payAfterCheck: false,
    })),
    assignPayError: assign((_, params: { error: BillingError }) => ({ payError: params.error })),
    assignConfirmation: assign((_, params: { url: string }) => ({ confirmationUrl: params.url })),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    spaceId: input.spaceId,
    tariffId: input.tariffId,
    period: input.period,
    code: '',
    promo: null,
    signupPromo: input.signupPromo ?? null,
    promoError: null,
    payError: null,
    payAfterCheck: false,
    confirmationUrl: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'plan.choose': { actions: { type: 'assignPlan', params: ({ event }) => ({ tariffId: event.tariffId }) } },
        'period.choose': { actions: { type: 'assignPeriod', params: ({ event }) => ({ period: event.period }) } },
        'promo.change': { actions: { type: 'assignCode', params: ({ event }) => ({ code: event.code }) } },
        'promo.remove': { actions: 'removePromo' },
        'promo.apply': { guard: 'hasCode', target: 'checkingPromo' },
        pay: [
          { guard: 'hasUncheckedCode', target: 'checkingPromo', actions: 'markPayAfterCheck' },
          { guard: 'hasPlan', target: 'paying', actions: 'clearPayError' },
        ],
      },
    },
    checkingPromo: {
      tags: ['busy', 'checking'],
      invoke: {
        id: 'checkPromocode',
        src: 'checkPromocode',
        input: ({ context }) => ({ code: typedCode(context) }),
        onDone: [
          {
            guard: 'shouldPayAfterCheck',
            target: 'paying',
            actions: [{ type: 'assignPromo', params: ({ event }) => ({ promo: event.output }) }, 'clearPayError'],
          },
          { target: 'editing', actions: { type: 'assignPromo', params: ({ event }) => ({ promo: event.output }) } },
        ],
        onError: { target: 'editing', actions: { type: 'assignPromoError', params: errorParams } },
      },
    },
    paying: {
      tags: ['busy', 'paying'],
      entry: assign({ payAfterCheck: false }),
      invoke: {
        id: 'createPayment',
        src: 'createPayment',
        input: paymentInput,
        onDone: {
          target: 'redirecting',
          actions: [
            { type: 'assignConfirmation', params: ({ event }) => ({ url: event.output.confirmation_url }) },
            { type: 'openConfirmation', params: ({ event }) => ({ url: event.output.confirmation_url }) },
          ],
        },
        onError: [
          // The code stopped being usable since it was applied (used up meanwhile): say so under the field.
          {
            guard: { type: 'isPromocodeRefusal', params: errorParams },
            target: 'editing',
            actions: { type: 'assignPromoError', params: errorParams },
          },
          { target: 'editing', actions: { type: 'assignPayError', params: errorParams } },
        ],
      },
    },
    // The browser is leaving for the provider's page.
    redirecting: { type: 'final', tags: ['busy', 'redirecting'] },
  },
});
