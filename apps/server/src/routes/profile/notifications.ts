// GET and PUT v1/me/notifications: a frequency per event and channel (spec §3 value set), per user.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  ErrorBody,
  NOTIFICATIONS_PATH,
  NotificationsResponse,
  NotificationsUpdate,
  type NotificationChannels,
} from '@console/api/contract';
import { notificationSettings } from '../../db/schema.ts';
import { ApiFailure } from '../../http/errors.ts';
import { requireAuth } from '../../http/policy.ts';
import type { ProfileDeps } from './index.ts';

// Telegram and Slack are connected on the integrations page (a later issue); until then they cannot deliver.
export const CHANNELS: NotificationChannels = { email: true, telegram: false, slack: false, in_app: true };

export function notificationsRoutes(app: FastifyInstance, deps: ProfileDeps): void {
  const { db, now } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `/${NOTIFICATIONS_PATH}`,
    { config: { policy: 'authenticated' }, schema: { response: { 200: NotificationsResponse, 401: ErrorBody } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, user.id));
      return { settings: row?.settings ?? DEFAULT_NOTIFICATION_SETTINGS, channels: CHANNELS };
    },
  );

  typed.put(
    `/${NOTIFICATIONS_PATH}`,
    {
      config: { policy: 'authenticated' },
      schema: { body: NotificationsUpdate, response: { 200: NotificationsResponse, 400: ErrorBody, 401: ErrorBody } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const { settings } = request.body;
      const offChannels = (Object.keys(CHANNELS) as (keyof NotificationChannels)[]).filter((channel) => !CHANNELS[channel]);
      if (Object.values(settings).some((row) => offChannels.some((channel) => row[channel] !== 'never'))) {
        throw new ApiFailure(400, 'channelNotConnected', { errorType: 'channel_not_connected' });
      }
      const updatedAt = new Date(now());
      await db
        .insert(notificationSettings)
        .values({ userId: user.id, settings, updatedAt })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings, updatedAt } });
      return { settings, channels: CHANNELS };
    },
  );
}
