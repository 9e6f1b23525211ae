import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  BILLING_PAYMENTS_PATH,
  BILLING_PLANS_PATH,
  BILLING_PROMOCODES_PATH,
  BILLING_SPACES_PATH,
  ERROR_TYPE_ACCOUNTS_LIMIT_REACHED,
  ERROR_TYPE_PROMOCODE_INVALID,
  ERROR_TYPE_USERS_LIMIT_REACHED,
  PaymentCreate,
  PaymentsQuery,
  type BillingSpacesResponse,
  type Payment,
  type PaymentCreated,
  type PaymentsResponse,
  type PlansResponse,
  type Promocode,
} from '../contract/billing.ts';
import type { ErrorBody } from '../contract/errors.ts';
import type { User } from '../contract/user.ts';
import { DEMO_CURRENCY, DEMO_PLANS } from './billingFixtures.ts';
import type { PaymentRefusal } from './billingState.ts';
import { reportPath } from './billingState.ts';
import { authenticate, errorAnswer } from './respond.ts';
import type { MockState } from './state.ts';

const readJson = (request: Request): Promise<unknown> => request.json().catch(() => null);

// spec §6: billing is the settings role's (the reference server: the administrator role).
function settingsUser(request: Request, state: MockState): { user: User } | { answer: HttpResponse<ErrorBody> } {
  const auth = authenticate(request, state);
  if ('answer' in auth) return auth;
  return auth.user.role === 'administrator' ? auth : { answer: errorAnswer(request, 403, 'forbidden') };
}

const ERROR_TYPES: Partial<Record<PaymentRefusal['key'], string>> = {
  promocodeNotFound: ERROR_TYPE_PROMOCODE_INVALID,
  promocodeExpired: ERROR_TYPE_PROMOCODE_INVALID,
  promocodeUsedUp: ERROR_TYPE_PROMOCODE_INVALID,
  planTooSmallUsers: ERROR_TYPE_USERS_LIMIT_REACHED,
  planTooSmallAccounts: ERROR_TYPE_ACCOUNTS_LIMIT_REACHED,
  unknownPlan: 'unknown_plan',
};

const refuse = (request: Request, refusal: PaymentRefusal) =>
  errorAnswer(request, refusal.status, refusal.key, ERROR_TYPES[refusal.key], 'params' in refusal ? refusal.params : undefined);

// The billing endpoints and the sandbox provider's page on one host.
export function billingHandlers(host: string, state: MockState): HttpHandler[] {
  const billing = state.billing;
  return [
    http.get<never, never, PlansResponse | ErrorBody>(`${host}${BILLING_PLANS_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      return 'answer' in auth ? auth.answer : HttpResponse.json({ currency: DEMO_CURRENCY, items: [...DEMO_PLANS] });
    }),
    http.get<never, never, BillingSpacesResponse | ErrorBody>(`${host}${BILLING_SPACES_PATH}`, ({ request }) => {
      const auth = settingsUser(request, state);
      return 'answer' in auth ? auth.answer : HttpResponse.json({ items: billing.spaces });
    }),
    http.get<never, never, PaymentsResponse | ErrorBody>(`${host}${BILLING_PAYMENTS_PATH}`, ({ request }) => {
      const auth = settingsUser(request, state);
      if ('answer' in auth) return auth.answer;
      const query = PaymentsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return errorAnswer(request, 400, 'badRequest');
      if (!billing.spaces.some((s) => s.id === query.data.space_id)) return errorAnswer(request, 404, 'notFound');
      return HttpResponse.json({ items: billing.payments.filter((p) => p.space_id === query.data.space_id) });
    }),
    http.get<{ id: string }, never, Payment | ErrorBody>(`${host}${BILLING_PAYMENTS_PATH}/:id`, ({ request, params }) => {
      const auth = settingsUser(request, state);
      if ('answer' in auth) return auth.answer;
      const payment = billing.payments.find((p) => String(p.id) === params.id);
      return payment ? HttpResponse.json(payment) : errorAnswer(request, 404, 'notFound');
    }),
    http.post<never, PaymentCreate, PaymentCreated | ErrorBody>(`${host}${BILLING_PAYMENTS_PATH}`, async ({ request }) => {
      const auth = settingsUser(request, state);
      if ('answer' in auth) return auth.answer;
      const body = PaymentCreate.safeParse(await readJson(request));
      if (!body.success) return errorAnswer(request, 400, 'badRequest');
      const result = billing.createPayment(body.data, state.now, new URL(request.url).origin);
      if (!result.ok) return refuse(request, result.refusal);
      return HttpResponse.json({ payment: result.payment, confirmation_url: result.confirmationUrl });
    }),
    http.get<{ code: string }, never, Promocode | ErrorBody>(`${host}${BILLING_PROMOCODES_PATH}/:code`, ({ request, params }) => {
      const auth = settingsUser(request, state);
      if ('answer' in auth) return auth.answer;
      const check = billing.checkPromocode(decodeURIComponent(params.code), state.now);
      return check.ok
        ? HttpResponse.json(check.promocode)
        : errorAnswer(request, 400, check.reason, ERROR_TYPE_PROMOCODE_INVALID);
    }),
    // The sandbox provider's page (the reference server serves a real one): Pay or Decline, then back to the report.
    http.get<{ id: string }>(`${host}sandbox/pay/:id`, ({ params }) => {
      const payment = billing.paymentBySandboxId(params.id);
      if (!payment) return new HttpResponse('Not found', { status: 404 });
      return new HttpResponse(`<!doctype html><title>Sandbox payment</title><p>${payment.amount}</p>`, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    }),
    http.post<{ id: string }>(`${host}sandbox/pay/:id`, async ({ request, params }) => {
      const payment = billing.paymentBySandboxId(params.id);
      if (!payment) return new HttpResponse('Not found', { status: 404 });
      const action = new URLSearchParams(await request.text()).get('action');
      if (action !== 'pay' && action !== 'decline') return errorAnswer(request, 400, 'badRequest');
      billing.settle(params.id, action, state.now);
      return new HttpResponse(null, {
        status: 303,
        headers: { location: `${new URL(request.url).origin}${reportPath(payment.id)}` },
      });
    }),
  ];
}
