export { HomeScreen, HomeView, type HomeViewProps, type HomeData, type HomeSpace } from './Home/index.ts';
