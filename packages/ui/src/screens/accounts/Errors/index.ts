export { ErrorsScreen } from './ErrorsScreen.tsx';
export { ErrorsView } from './ErrorsView.tsx';
