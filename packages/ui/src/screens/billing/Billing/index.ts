export { BillingScreen, type BillingScreenProps } from './BillingScreen.tsx';
export { BillingView, type BillingViewProps, type BillingData } from './BillingView.tsx';
