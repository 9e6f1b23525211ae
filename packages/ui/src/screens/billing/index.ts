export { BillingScreen, BillingView, type BillingScreenProps, type BillingViewProps, type BillingData } from './Billing/index.ts';
export { ReportScreen, ReportView, type ReportViewProps, type ReportData } from './Report/index.ts';
