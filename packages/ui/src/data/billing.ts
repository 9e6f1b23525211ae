import { REPORT_POLL_MS } from '@console/spec';
import { useMemo, useRef } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { fromPromise } from 'xstate';
import type { ApiClient, ApiError } from '@console/api/client';
import { billingResource } from '@console/api/client/billing';
import type {
  BillingSpacesResponse,
  Payment,
  PaymentCreate,
  PaymentCreated,
  PaymentsResponse,
  PlansResponse,
  Promocode,
} from '@console/api/contract';
import { checkoutMachine } from '@console/machines/checkoutMachine';
import { isPaymentFinal } from '@console/machines/rules/billing';
import { useApiClient } from './ApiProvider.tsx';

// SWR keys named after the resource (architecture.md).
export const BILLING_PLANS_KEY = 'v1/billing/plans';
export const BILLING_SPACES_KEY = 'v1/billing/spaces';
export const BILLING_PAYMENTS_KEY = 'v1/billing/payments';

/** GET v1/billing/plans: the plan catalogue (spec §1). */
export function useBillingPlans(): SWRResponse<PlansResponse, ApiError> {
  const client = useApiClient();
  return useSWR<PlansResponse, ApiError>(BILLING_PLANS_KEY, () => client.resource(billingResource).plans());
}

/** GET v1/billing/spaces: the user's spaces with usage and limits. */
export function useBillingSpaces(): SWRResponse<BillingSpacesResponse, ApiError> {
  const client = useApiClient();
  return useSWR<BillingSpacesResponse, ApiError>(BILLING_SPACES_KEY, () => client.resource(billingResource).spaces());
}

/** GET v1/billing/payments?space_id: the space's payment history; null asks for nothing. */
export function usePayments(spaceId: number | null): SWRResponse<PaymentsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<PaymentsResponse, ApiError>(spaceId === null ? null : [BILLING_PAYMENTS_KEY, spaceId], () =>
    client.resource(billingResource).payments(spaceId!),
  );
}

/** GET v1/billing/payments/{id}, asked again every REPORT_POLL_MS while the payment is pending (the report page). */
export function usePayment(id: number | null): SWRResponse<Payment, ApiError> {
  const client = useApiClient();
  return useSWR<Payment, ApiError>(
    id === null ? null : [BILLING_PAYMENTS_KEY, 'one', id],
    () => client.resource(billingResource).payment(id!),
    {
      // Not while the first answer is an error: the report shows it with a retry instead.
      refreshInterval: (payment) => (payment && !isPaymentFinal(payment.status) ? REPORT_POLL_MS : 0),
    },
  );
}

// The checkout machine's network, for `checkoutMachine.provide(checkoutActors(client))`.
export function checkoutActors(client: ApiClient) {
  return {
    actors: {
      checkPromocode: fromPromise<Promocode, { code: string }>(({ input }) =>
        client.resource(billingResource).promocode(input.code),
      ),
      createPayment: fromPromise<PaymentCreated, PaymentCreate>(({ input }) =>
        client.resource(billingResource).createPayment(input),
      ),
    },
  };
}

/** A space's checkout machine bound to the app's client; `openConfirmation` leaves for the payment page (latest one). */
export function useCheckoutMachine(openConfirmation: (url: string) => void) {
  const client = useApiClient();
  const open = useRef(openConfirmation);
  open.current = openConfirmation;
  return useMemo(
    () =>
      checkoutMachine.provide({
        ...checkoutActors(client),
        actions: { openConfirmation: (_, params: { url: string }) => open.current(params.url) },
      }),
    [client],
  );
}
