// The notifications list: /settings/notifications.
export { NotificationsScreen as default } from '@console/ui/screens/profile/Notifications';
