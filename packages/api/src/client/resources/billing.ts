import {
  BILLING_PAYMENTS_PATH,
  BILLING_PLANS_PATH,
  BILLING_PROMOCODES_PATH,
  BILLING_SPACES_PATH,
  BillingSpacesResponse,
  Payment,
  PaymentCreated,
  PaymentsResponse,
  PlansResponse,
  Promocode,
  type PaymentCreate,
} from '../../contract/billing.ts';
import { defineResource } from '../resource.ts';

export interface BillingResource {
  /** GET v1/billing/plans: Start, Standard, Premium with limits and prices per pay period (spec §1). */
  plans(): Promise<PlansResponse>;
  /** GET v1/billing/spaces: the user's spaces with usage and limits (settings role). */
  spaces(): Promise<BillingSpacesResponse>;
  /** GET v1/billing/payments?space_id: a space's payment history, newest first. */
  payments(spaceId: number): Promise<PaymentsResponse>;
  /** GET v1/billing/payments/{id}: one payment (the report page, spec §2.4 billing/report/{id}). */
  payment(id: number): Promise<Payment>;
  /** POST v1/billing/payments: a pending payment and the provider's page where the person pays. */
  createPayment(body: PaymentCreate): Promise<PaymentCreated>;
  /** GET v1/billing/promocodes/{code}: the code if usable; a 400 with the server's reason otherwise. */
  promocode(code: string): Promise<Promocode>;
}

export const billingResource = defineResource<BillingResource>(({ http }) => ({
  plans: () => http.request({ method: 'GET', path: BILLING_PLANS_PATH, schema: PlansResponse }),
  spaces: () => http.request({ method: 'GET', path: BILLING_SPACES_PATH, schema: BillingSpacesResponse }),
  payments: (spaceId) =>
    http.request({ method: 'GET', path: `${BILLING_PAYMENTS_PATH}?space_id=${spaceId}`, schema: PaymentsResponse }),
  payment: (id) => http.request({ method: 'GET', path: `${BILLING_PAYMENTS_PATH}/${id}`, schema: Payment }),
  createPayment: (body) => http.request({ method: 'POST', path: BILLING_PAYMENTS_PATH, body, schema: PaymentCreated }),
  promocode: (code) =>
    http.request({ method: 'GET', path: `${BILLING_PROMOCODES_PATH}/${encodeURIComponent(code.trim())}`, schema: Promocode }),
}));
