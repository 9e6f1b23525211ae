export { ConfirmEmailScreen } from './ConfirmEmailScreen.tsx';
