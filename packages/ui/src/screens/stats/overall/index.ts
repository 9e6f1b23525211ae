export { OverallPage, OverallScreen, type OverallPageProps } from './OverallScreen.tsx';
export { OverallView, type OverallData, type OverallViewProps } from './OverallView.tsx';
