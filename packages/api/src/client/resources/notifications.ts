import { NOTIFICATIONS_PATH, NotificationsResponse, type NotificationSettings } from '../../contract/notifications.ts';
import { defineResource } from '../resource.ts';

export interface NotificationsResource {
  get(): Promise<NotificationsResponse>;
  put(settings: NotificationSettings): Promise<NotificationsResponse>;
}

export const notificationsResource = defineResource<NotificationsResource>(({ http }) => ({
  get: () => http.request({ method: 'GET', path: NOTIFICATIONS_PATH, schema: NotificationsResponse }),
  put: (settings) => http.request({ method: 'PUT', path: NOTIFICATIONS_PATH, body: { settings }, schema: NotificationsResponse }),
}));
