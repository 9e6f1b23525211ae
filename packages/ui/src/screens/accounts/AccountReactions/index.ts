export { AccountReactionsScreen } from './AccountReactionsScreen.tsx';
