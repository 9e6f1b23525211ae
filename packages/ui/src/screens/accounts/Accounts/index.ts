export { AccountsScreen } from './AccountsScreen.tsx';
export { AccountsView, type AccountsViewProps } from './AccountsView.tsx';
