export { AccountAddScreen, type AccountAddScreenProps } from './AccountAddScreen.tsx';
export { AccountAddView, type AccountAddViewProps, type AccountAddStatus } from './AccountAddView.tsx';
