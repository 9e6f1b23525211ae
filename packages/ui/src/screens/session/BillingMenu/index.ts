export { BillingMenu, billingMenuSpaces } from './BillingMenu.tsx';
