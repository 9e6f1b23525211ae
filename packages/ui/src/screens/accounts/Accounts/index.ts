export { AccountsScreen, type AccountsScreenProps } from './AccountsScreen.tsx';
export { AccountsView, type AccountsViewProps } from './AccountsView.tsx';
