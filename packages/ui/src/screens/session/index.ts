export { SignedInFrame, type SignedInFrameProps } from './SignedInFrame/index.ts';
export { BillingMenu, billingMenuSpaces } from './BillingMenu/index.ts';
