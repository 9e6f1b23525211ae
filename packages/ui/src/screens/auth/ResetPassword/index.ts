export { ResetPasswordScreen } from './ResetPasswordScreen.tsx';
