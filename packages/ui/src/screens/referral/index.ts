export { ReferralScreen } from './Referral/index.ts';
