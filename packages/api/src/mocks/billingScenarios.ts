import { http, HttpResponse, type HttpHandler } from 'msw';
import { BILLING_PAYMENTS_PATH, BILLING_PLANS_PATH, BILLING_PROMOCODES_PATH, BILLING_SPACES_PATH } from '../contract/billing.ts';
import { DEMO_PAYMENTS } from './billingFixtures.ts';
import { errorAnswer } from './respond.ts';
import { any, failures } from './scenarioHelpers.ts';

// A payment report and a payment create, as `*/v1/billing/payments/:id` and POST `*/v1/billing/payments`.
const paymentPath = `${BILLING_PAYMENTS_PATH}/:id`;
const pending = { ...DEMO_PAYMENTS[0]!, id: 41, status: 'pending', finished_at: null, expires_at: null } as const;

// Scenarios of the billing endpoints, merged into `scenarios` (scenarios.ts). Stories that need other
// data change `loaded.mockState.billing` (spaces, payments, promo codes) instead.
export const billingScenarios = {
  billingPlans: { ...failures('get', BILLING_PLANS_PATH) },
  billingSpaces: {
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
  billingPayment: {
    // Stays pending however often it is asked (the report keeps polling).
    pending: [http.get(any(paymentPath), () => HttpResponse.json(pending))],
    notFound: [http.get(any(paymentPath), ({ request }) => errorAnswer(request, 404, 'notFound'))],
    ...failures('get', paymentPath),
  },
  billingPromocode: { ...failures('get', `${BILLING_PROMOCODES_PATH}/:code`) },
} satisfies Record<string, Record<string, HttpHandler[]>>;
