import { http, HttpResponse, type HttpHandler } from 'msw';
import { REFERRAL_PATH, type ReferralResponse } from '../contract/referral.ts';
import { any, failures } from './scenarioHelpers.ts';

// A partner whose code nobody has signed up with yet: the test seed's partner has two sign-ups (the referral script).
const NO_SIGNUPS: ReferralResponse = {
  currency: 'RUB',
  promocodes: [{ code: 'PARTNER15', percent_off: 15, extra_days: 14, valid_until: null, uses: 0, max_uses: null }],
  workspaces: [],
  payments: [],
  paid_total: 0,
};

// Scenarios of settings/referral, merged into `scenarios` (scenarios.ts); what the server answers is recorded.
export const referralScenarios = {
  referral: {
    ...failures('get', REFERRAL_PATH),
    empty: [http.get(any(REFERRAL_PATH), () => HttpResponse.json(NO_SIGNUPS))],
  },
} satisfies Record<string, Record<string, HttpHandler[]>>;
