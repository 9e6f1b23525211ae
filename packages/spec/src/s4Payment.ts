// spec §4 "Space payment colour" and "Paid-period state": the rules; their numbers are §9's (s9Billing.ts).
import { PAID_DELETION_DELAY_S, PAYMENT_NOTICE_DAYS, PAYMENT_WARNING_DAYS, TRIAL_DELETION_DELAY_S } from './s9Billing.ts';

const DAY_MS = 86_400_000;

/** A space's term as §3 gives it: expires_at in unix seconds. */
export interface SpaceTerm {
  expires_at: number;
  is_trial: boolean;
}

/** spec §4 "Space payment colour": a space has expired when no time is left (0 days and 0 minutes or less). */
export const isSpaceExpired = (space: Pick<SpaceTerm, 'expires_at'>, nowMs: number): boolean => space.expires_at * 1000 <= nowMs;

/** Whole days left, rounded down; negative after expiry. */
export const daysLeft = (space: Pick<SpaceTerm, 'expires_at'>, nowMs: number): number =>
  Math.floor((space.expires_at * 1000 - nowMs) / DAY_MS);

export type PaymentColour = 'red' | 'yellow' | 'blue' | 'white';

/**
 * spec §4 "Space payment colour": red when expired, yellow at 3 days or fewer, blue for 4 to 7 days or a trial with
 * more than 7 days left, otherwise white.
 */
export function paymentColour(space: SpaceTerm, nowMs: number): PaymentColour {
  if (isSpaceExpired(space, nowMs)) return 'red';
  const days = daysLeft(space, nowMs);
  if (days <= PAYMENT_WARNING_DAYS) return 'yellow';
  if (days <= PAYMENT_NOTICE_DAYS || space.is_trial) return 'blue';
  return 'white';
}

/** spec §4: seconds from expiry to deletion: 3 days for a trial, 7 for a paid space. */
export const deletionDelayS = (isTrial: boolean): number => (isTrial ? TRIAL_DELETION_DELAY_S : PAID_DELETION_DELAY_S);

/** spec §4: when the space will be deleted, in unix seconds. */
export const deletionAt = (space: SpaceTerm): number => space.expires_at + deletionDelayS(space.is_trial);

/** spec §4 "Paid-period state": paid if there are no spaces or at least one space has not expired. */
export function isWorkspacePaid(spaces: readonly Pick<SpaceTerm, 'expires_at'>[], nowMs: number): boolean {
  return spaces.length === 0 || spaces.some((space) => !isSpaceExpired(space, nowMs));
}
