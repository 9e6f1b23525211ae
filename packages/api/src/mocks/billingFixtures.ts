import type { BillingSpace, BillingSpacesResponse } from '../contract/billing.ts';
import { DEMO_USERS } from './fixtures.ts';
import { RECORDINGS } from './recordings.ts';

const recordedSpaces = RECORDINGS.billing.steps.find(
  (step) => step.as === 'administrator' && step.method === 'GET' && step.path === '/v1/billing/spaces',
)!.answer as BillingSpacesResponse;

/** The demo space as the server describes it (the `billing` recording), used by the mock's users, with no account. */
export const DEMO_BILLING_SPACE: BillingSpace = {
  ...recordedSpaces.items[0]!,
  usage: { accounts: 0, users: DEMO_USERS.length },
};
