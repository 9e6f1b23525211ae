import type { Tariff } from '@console/api/contract';

// spec §1: three plans; spec §9: tariff ids 1, 2 and 10 are standard, any other is special.
export const STANDARD_TARIFF_IDS: readonly number[] = [1, 2, 10];
export const PLANS = [
  { id: 1, name: 'Start' },
  { id: 2, name: 'Standard' },
  { id: 3, name: 'Premium' },
] as const;

// spec §9: pay periods and the free trial, in days.
export const PAY_PERIOD_DAYS = [30, 180, 365] as const;
export type PayPeriodDays = (typeof PAY_PERIOD_DAYS)[number];
export const TRIAL_DAYS = 14;

/** spec §6: special entries (auto-rules, CSI, quality check, emotions) need a tariff id other than 1, 2 or 10. */
export const isSpecialTariff = (tariff: Pick<Tariff, 'id'>): boolean => !STANDARD_TARIFF_IDS.includes(tariff.id);
