export { NotificationsScreen } from './NotificationsScreen.tsx';
export { NotificationsView, type NotificationsViewProps } from './NotificationsView.tsx';
