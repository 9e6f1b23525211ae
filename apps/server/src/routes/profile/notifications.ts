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
import type { Db } from '../../db/database.ts';
import { notificationSettings } from '../../db/schema.ts';
import { spaceIdsOf } from '../../domain/counts.ts';
import { connectedKinds } from '../../integrations/spaceChannels.ts';
import { ApiFailure } from '../../http/errors.ts';
import { requireAuth } from '../../http/policy.ts';
import type { ProfileDeps } from './index.ts';

// Telegram and Slack deliver once connected on settings/integrations in one of the user's spaces.
async function channelsOf(db: Db, userId: number): Promise<NotificationChannels> {
  const connected = await connectedKinds(db, await spaceIdsOf(db, userId));
  return { email: true, telegram: connected.has('telegram'), slack: connected.has('slack'), in_app: true };
}

export function notificationsRoutes(app: FastifyInstance, deps: ProfileDeps): void {
  const { db, now } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `/${NOTIFICATIONS_PATH}`,
    { config: { policy: 'authenticated' }, schema: { response: { 200: NotificationsResponse, 401: ErrorBody } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, user.id));
      // A list saved before an event existed (issue_comment, issue_status: docs/issues.md) reads that event's default.
      const settings = { ...DEFAULT_NOTIFICATION_SETTINGS, ...row?.settings };
      return { settings, channels: await channelsOf(db, user.id) };
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
      const channels = await channelsOf(db, user.id);
      const offChannels = (Object.keys(channels) as (keyof NotificationChannels)[]).filter((channel) => !channels[channel]);
      if (Object.values(settings).some((row) => offChannels.some((channel) => row[channel] !== 'never'))) {
        throw new ApiFailure(400, 'channelNotConnected', { errorType: 'channel_not_connected' });
      }
      const updatedAt = new Date(now());
      await db
        .insert(notificationSettings)
        .values({ userId: user.id, settings, updatedAt })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings, updatedAt } });
      return { settings, channels };
    },
  );
}
