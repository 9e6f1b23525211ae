export { HomeScreen } from './HomeScreen.tsx';
export { HomeView, type HomeViewProps, type HomeData, type HomeSpace } from './HomeView.tsx';
