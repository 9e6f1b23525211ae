import { REFERRAL_PATH, ReferralResponse } from '../../contract/referral.ts';
import { defineResource } from '../resource.ts';

/** The partner's referral programme (spec §2.4 referral): codes, sign-ups and their payments. */
export interface ReferralResource {
  get(): Promise<ReferralResponse>;
}

export const referralResource = defineResource<ReferralResource>(({ http }) => ({
  get: () => http.request({ method: 'GET', path: REFERRAL_PATH, schema: ReferralResponse }),
}));
