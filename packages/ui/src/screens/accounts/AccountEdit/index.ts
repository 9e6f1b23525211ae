export { AccountEditScreen, type AccountEditScreenProps } from './AccountEditScreen.tsx';
export { AccountEditView, type AccountEditViewProps } from './AccountEditView.tsx';
