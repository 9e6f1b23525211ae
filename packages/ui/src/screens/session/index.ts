export { SignedInFrame, type SignedInFrameProps } from './SignedInFrame/index.ts';
export { RouteGuard } from './RouteGuard/index.ts';
export { PaidOverView, type PaidOverViewProps } from './PaidOver/index.ts';
export { AppShell, type AppShellProps, type ShellHistory } from './AppShell/index.ts';
export { StatusMenu } from './StatusMenu/index.ts';
export { ForcedStatusDialog } from './ForcedStatusDialog/index.ts';
export { WorkingHoursScheduler } from './WorkingHoursScheduler/index.ts';
export { SavedFiltersMenu } from './SavedFiltersMenu/index.ts';
export { BillingMenu, billingMenuSpaces } from './BillingMenu/index.ts';
