export { ErrorsScreen } from './ErrorsScreen.tsx';
