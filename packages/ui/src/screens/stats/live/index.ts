export { DashboardScreen } from './DashboardScreen.tsx';
export { LiveScreen } from './LiveScreen.tsx';
export { DashboardView, type DashboardData, type DashboardViewProps } from './DashboardView.tsx';
export { LiveView, type LiveData, type LiveViewProps } from './LiveView.tsx';
