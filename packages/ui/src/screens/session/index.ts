export { SignedInFrame, type SignedInFrameProps } from './SignedInFrame/index.ts';
export { StatusMenu } from './StatusMenu/index.ts';
export { ForcedStatusDialog } from './ForcedStatusDialog/index.ts';
export { WorkingHoursScheduler } from './WorkingHoursScheduler/index.ts';
