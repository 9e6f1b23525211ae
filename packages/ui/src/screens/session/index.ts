export { SignedInFrame, type SignedInFrameProps } from './SignedInFrame/index.ts';
export { EmailConfirmation, EmailDialog } from './EmailDialog/index.ts';
