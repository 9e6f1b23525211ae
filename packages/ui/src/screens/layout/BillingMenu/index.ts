export { BillingMenu, type BillingMenuProps, type BillingMenuSpace } from './BillingMenu.tsx';
export { usePaymentStateText } from './BillingMenuEntry.tsx';
