import type { Space } from '@console/api/contract';
import { isSpaceExpired } from './paidPeriod.ts';

const DAY_MS = 86_400_000;

// spec §9: payment colour thresholds 0, 3 and 7 days.
export const PAYMENT_WARNING_DAYS = 3;
export const PAYMENT_NOTICE_DAYS = 7;
// spec §4: a space is deleted 259200 s (3 days) after expiry for a trial, 604800 s (7 days) for a paid space.
export const TRIAL_DELETION_DELAY_S = 259_200;
export const PAID_DELETION_DELAY_S = 604_800;

export type PaymentColour = 'red' | 'yellow' | 'blue' | 'white';

type SpaceTerm = Pick<Space, 'expires_at' | 'is_trial'>;

/** Whole days left, rounded down; negative after expiry. */
export const daysLeft = (space: Pick<Space, 'expires_at'>, nowMs: number): number =>
  Math.floor((space.expires_at * 1000 - nowMs) / DAY_MS);

/**
 * spec §4 "Space payment colour": red when expired (0 days and 0 minutes or less), yellow at 3 days or fewer,
 * blue for 4 to 7 days or a trial with more than 7 days left, otherwise white.
 */
export function paymentColour(space: SpaceTerm, nowMs: number): PaymentColour {
  if (isSpaceExpired(space, nowMs)) return 'red';
  const days = daysLeft(space, nowMs);
  if (days <= PAYMENT_WARNING_DAYS) return 'yellow';
  if (days <= PAYMENT_NOTICE_DAYS || space.is_trial) return 'blue';
  return 'white';
}

/** spec §4: when the space will be deleted, in unix seconds (3 days after expiry for a trial, 7 for a paid space). */
export const deletionAt = (space: SpaceTerm): number =>
  space.expires_at + (space.is_trial ? TRIAL_DELETION_DELAY_S : PAID_DELETION_DELAY_S);
