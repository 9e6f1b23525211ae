// spec §9 "Business constants and limits": the space's term, trial, pay periods and tariffs.

const DAY_S = 86_400;

/** spec §4, §9: a trial space is deleted 259200 s (3 days) after expiry. */
export const TRIAL_DELETION_DELAY_S = 3 * DAY_S;
/** spec §4, §9: a paid space is deleted 604800 s (7 days) after expiry. */
export const PAID_DELETION_DELAY_S = 7 * DAY_S;
/** spec §4, §9: payment colour thresholds 0, 3 and 7 days: expired at 0 or less (red). */
export const PAYMENT_EXPIRED_DAYS = 0;
/** spec §4, §9: yellow at 3 days or fewer. */
export const PAYMENT_WARNING_DAYS = 3;
/** spec §4, §9: blue for 4 to 7 days (or a trial with more left). */
export const PAYMENT_NOTICE_DAYS = 7;
/** spec §9: the free trial, in days. */
export const TRIAL_DAYS = 14;
/** spec §1, §9: pay periods, in days. */
export const PAY_PERIOD_DAYS = [30, 180, 365] as const;
export type PayPeriodDays = (typeof PAY_PERIOD_DAYS)[number];

/** spec §9: tariff ids 1, 2 and 10 are standard. */
export const STANDARD_TARIFF_IDS: readonly number[] = [1, 2, 10];
/** spec §6, §9: any other tariff is special (its special settings entries show). */
export const isSpecialTariff = (tariff: { id: number }): boolean => !STANDARD_TARIFF_IDS.includes(tariff.id);
