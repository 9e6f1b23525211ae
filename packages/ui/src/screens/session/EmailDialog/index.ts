export { EmailConfirmation } from './EmailConfirmation.tsx';
export { EmailDialog, type EmailDialogProps } from './EmailDialog.tsx';
export { EmailDialogView, type EmailDialogViewProps, type EmailDialogMode } from './EmailDialogView.tsx';
