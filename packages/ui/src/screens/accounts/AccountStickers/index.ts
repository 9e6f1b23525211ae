export { AccountStickersScreen } from './AccountStickersScreen.tsx';
