export { ForcedStatusDialog } from './ForcedStatusDialog.tsx';
export { ForcedStatusDialogView, type ForcedStatusDialogViewProps, type ForcedStatusChoice } from './ForcedStatusDialogView.tsx';
