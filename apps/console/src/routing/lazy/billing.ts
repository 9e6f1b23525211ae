// The billing route group as one lazy chunk: the billing page, the payment report, and the partner's referral
// programme (spec §2.4 referral: promo codes and payments, drawn with the billing page's tables and formatters). One
// chunk, so the referral route adds no preload list of its own to the signed-in frame (docs/budgets.md).
export { BillingScreen, ReportScreen } from '@console/ui/screens/billing';
export { ReferralScreen } from '@console/ui/screens/referral';
