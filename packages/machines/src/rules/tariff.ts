// spec §1: three plans; spec §9 (tariff ids, pay periods, the trial) lives in @console/spec.
export { isSpecialTariff, PAY_PERIOD_DAYS, STANDARD_TARIFF_IDS, TRIAL_DAYS, type PayPeriodDays } from '@console/spec';

export const PLANS = [
  { id: 1, name: 'Start' },
  { id: 2, name: 'Standard' },
  { id: 3, name: 'Premium' },
] as const;
