export { AccountAddSuccessScreen, AccountAddSuccessView, type AccountAddSuccessViewProps } from './AccountAddSuccessScreen.tsx';
