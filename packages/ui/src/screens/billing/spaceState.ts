import type { BillingSpace } from '@console/api/contract';
import { isSpaceExpired } from '@console/machines/rules/paidPeriod';
import { daysLeft, deletionAt, paymentColour, type PaymentColour } from '@console/machines/rules/paymentColour';

export interface SpacePaymentState {
  colour: PaymentColour;
  expired: boolean;
  daysLeft: number;
  /** Unix ms (spec §4: 3 days after expiry for a trial, 7 for a paid space). */
  deletionAt: number;
}

// spec §4: a space's colour, expiry and deletion time at `now`, from the machines' rules.
export function spacePaymentState(space: Pick<BillingSpace, 'expires_at' | 'is_trial'>, now: number): SpacePaymentState {
  return {
    colour: paymentColour(space, now),
    expired: isSpaceExpired(space, now),
    daysLeft: daysLeft(space, now),
    deletionAt: deletionAt(space) * 1000,
  };
}
