import type { BillingSpace } from '../contract/billing.ts';
import { DEMO_BILLING_SPACE } from './billingFixtures.ts';

/** The mock server's spaces as GET v1/billing/spaces lists them (the rest of billing is replayed: billingHandlers.ts). */
export interface BillingMockState {
  spaces: BillingSpace[];
}

export const createBillingState = (): BillingMockState => ({ spaces: [structuredClone(DEMO_BILLING_SPACE)] });
