export { RecoveryScreen } from './RecoveryScreen.tsx';
