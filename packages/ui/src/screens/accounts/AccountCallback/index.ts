export { AccountCallbackScreen, type AccountCallbackScreenProps } from './AccountCallbackScreen.tsx';
