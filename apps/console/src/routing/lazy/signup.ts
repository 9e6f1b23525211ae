// The email sign-up slice's public screens: /signup, /signup/{hash}, /recovery, /reset_password/{hash},
// /confirm_email/{hash}, one chunk.
export { SignupRoute as SignupScreen } from './SignupRoute.tsx';
export { RecoveryScreen } from '@console/ui/screens/auth/Recovery';
export { ResetPasswordScreen } from '@console/ui/screens/auth/ResetPassword';
export { ConfirmEmailScreen } from '@console/ui/screens/auth/ConfirmEmail';
