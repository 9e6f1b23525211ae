export { ReportsScreen } from './ReportsScreen.tsx';
export { ReportsView, type ReportsData, type ReportsViewProps } from './ReportsView.tsx';
