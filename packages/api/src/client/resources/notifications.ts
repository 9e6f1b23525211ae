import { NOTIFICATIONS_PATH, NotificationsResponse, type NotificationSettings } from '../../contract/notifications.ts';
import type { Http } from '../http.ts';

export interface NotificationsResource {
  get(): Promise<NotificationsResponse>;
  put(settings: NotificationSettings): Promise<NotificationsResponse>;
}

export function notificationsResource(http: Http): NotificationsResource {
  return {
    get: () => http.request({ method: 'GET', path: NOTIFICATIONS_PATH, schema: NotificationsResponse }),
    put: (settings) =>
      http.request({ method: 'PUT', path: NOTIFICATIONS_PATH, body: { settings }, schema: NotificationsResponse }),
  };
}
