export { ProfileScreen, type ProfileScreenProps } from './Profile/index.ts';
export { MySettingsScreen } from './MySettings/index.ts';
export { NotificationsScreen } from './Notifications/index.ts';
