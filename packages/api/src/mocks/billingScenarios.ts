import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  BILLING_PAYMENTS_PATH,
  BILLING_PLANS_PATH,
  BILLING_PROMOCODES_PATH,
  BILLING_SPACES_PATH,
  type BillingSpace,
  type Payment,
} from '../contract/billing.ts';
import { errorAnswer } from './respond.ts';
import { any, failures } from './scenarioHelpers.ts';

// A payment report, as `*/v1/billing/payments/:id`.
const paymentPath = `${BILLING_PAYMENTS_PATH}/:id`;

/** GET v1/billing/spaces answering these spaces: a state the recording's fixed clock cannot show ("10 days left"). */
export const billingSpacesAnswer = (spaces: readonly BillingSpace[]): HttpHandler =>
  http.get(any(BILLING_SPACES_PATH), () => HttpResponse.json({ items: spaces }));

/** GET v1/billing/payments/:id answering these payments in turn, then the last one again (the report polls). */
export const billingPaymentAnswers = (...answers: readonly Payment[]): HttpHandler => {
  let asked = 0;
  return http.get(any(paymentPath), () => HttpResponse.json(answers[Math.min(asked++, answers.length - 1)]));
};

// Scenarios of the billing endpoints, merged into `scenarios` (scenarios.ts); what the server answers is recorded
// (the `billing` script).
export const billingScenarios = {
  billingPlans: { ...failures('get', BILLING_PLANS_PATH) },
  billingSpaces: {
    // A user of no space (spec §4: "no spaces").
    empty: [billingSpacesAnswer([])],
    forbidden: [http.get(any(BILLING_SPACES_PATH), ({ request }) => errorAnswer(request, 403, 'forbidden'))],
    ...failures('get', BILLING_SPACES_PATH),
  },
  billingPayments: {
    // The history of every space is empty.
    empty: [http.get(any(BILLING_PAYMENTS_PATH), () => HttpResponse.json({ items: [] }))],
    ...failures('get', BILLING_PAYMENTS_PATH),
  },
  // POST v1/billing/payments: never answering keeps the form in its paying state.
  billingPay: { ...failures('post', BILLING_PAYMENTS_PATH) },
  billingPayment: { ...failures('get', paymentPath) },
  billingPromocode: { ...failures('get', `${BILLING_PROMOCODES_PATH}/:code`) },
} satisfies Record<string, Record<string, HttpHandler[]>>;
