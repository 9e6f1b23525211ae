export { ReferralScreen } from './ReferralScreen.tsx';
export { ReferralView, type ReferralViewProps } from './ReferralView.tsx';
