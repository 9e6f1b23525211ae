// The billing route group as one lazy chunk: the billing page and the payment report.
export { BillingScreen, ReportScreen } from '@console/ui/screens/billing';
