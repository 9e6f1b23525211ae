// The notifications list (issue 4): /settings/notifications.
export { NotificationsScreen as default } from '@console/ui/screens/profile/Notifications';
