// spec §4 "States and transitions": the pure rules of the payment colour, the paid period, config freshness, the
// automatic status check and the token classification. Their numbers are §9's (s9Constants.ts).
import {
  CONFIG_MAX_AGE_EXPIRED_MS,
  CONFIG_MAX_AGE_MS,
  PAID_DELETION_DELAY_S,
  PAYMENT_NOTICE_DAYS,
  PAYMENT_WARNING_DAYS,
  STATUS_ACCEPT_AFTER_MS,
  STATUS_MANUAL_GRACE_MS,
  TRIAL_DELETION_DELAY_S,
} from './s9Constants.ts';

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

export interface ConfigAge {
  /** When this client finished loading the config, ms on the client's clock (not the server's `loaded`). */
  loadedAt: number;
  now: number;
  subscriptionExpired: boolean;
}

/** spec §4 "Config freshness": reloaded when older than 8 hours, or 10 minutes while the subscription is expired. */
export function isConfigStale({ loadedAt, now, subscriptionExpired }: ConfigAge): boolean {
  const maxAge = subscriptionExpired ? CONFIG_MAX_AGE_EXPIRED_MS : CONFIG_MAX_AGE_MS;
  return now - loadedAt > maxAge;
}

export interface AutoStatusMoment {
  now: number;
  /** The last status the user chose by hand; null when none. */
  lastManualChangeAt: number | null;
  /** The last change of the status of any origin. */
  lastChangeAt: number | null;
}

const longerThan = (since: number | null, now: number, ms: number): boolean => since === null || now - since > ms;

/** spec §4, §9: the automatic status check runs only when the last manual change is more than 600 s old. */
export const shouldAskAutoStatus = ({ now, lastManualChangeAt }: Pick<AutoStatusMoment, 'now' | 'lastManualChangeAt'>): boolean =>
  longerThan(lastManualChangeAt, now, STATUS_MANUAL_GRACE_MS);

/** spec §7, §9: and its answer applies only when more than 30 s passed since the status last changed. */
export const shouldApplyAutoStatus = (moment: AutoStatusMoment): boolean =>
  shouldAskAutoStatus(moment) && longerThan(moment.lastChangeAt, moment.now, STATUS_ACCEPT_AFTER_MS);

/** spec §4 "Token refresh": the server's text of an expired access token (with a 401). */
export const ACCESS_TOKEN_EXPIRED_TEXT = 'Access token has expired';

/**
 * spec §4 "Token classification": a 400 whose error contains 'token' or '.app', or a 404 ('User not found'), means the
 * refresh token is invalid. The server words the 404 in the request's language, so any 404 with a text counts.
 */
export function isInvalidRefreshAnswer(status: number, text: string): boolean {
  const lower = text.toLowerCase();
  if (status === 400) return lower.includes('token') || lower.includes('.app');
  return status === 404;
}
