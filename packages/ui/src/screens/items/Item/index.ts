export { ItemScreen, type ItemScreenProps } from './ItemScreen.tsx';
export { ItemView, type ItemViewProps } from './ItemView.tsx';
