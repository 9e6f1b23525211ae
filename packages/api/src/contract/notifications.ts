import * as z from 'zod/mini';
import { degradable } from './degradable.ts';

// The notifications list (/settings/notifications): events × channels, each with a frequency of spec §3.
export const NOTIFICATIONS_PATH = 'v1/me/notifications';

export const NOTIFICATION_EVENTS = [
  'comment_new',
  'message_new',
  'issue_assigned',
  'issue_overdue',
  // docs/issues.md: a comment on an issue of mine, and its status changing (docs/issues.md).
  'issue_comment',
  'issue_status',
  'monitoring_mention',
  'csi_rating',
  'qa_review',
] as const;
export const NOTIFICATION_CHANNELS = ['email', 'telegram', 'slack', 'in_app'] as const;
// spec §3 "notification frequencies (never, at once, hourly, every 3 hours, every 12 hours, daily, weekly)".
export const NOTIFICATION_FREQUENCIES = [
  'never',
  'instant',
  'hourly',
  'every_3_hours',
  'every_12_hours',
  'daily',
  'weekly',
] as const;

export const NotificationEvent = z.enum(NOTIFICATION_EVENTS);
export type NotificationEvent = z.infer<typeof NotificationEvent>;
export const NotificationChannel = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof NotificationChannel>;
export const NotificationFrequency = z.enum(NOTIFICATION_FREQUENCIES);
export type NotificationFrequency = z.infer<typeof NotificationFrequency>;

export type NotificationSettings = Record<NotificationEvent, Record<NotificationChannel, NotificationFrequency>>;

const channelRow = z.object({
  email: NotificationFrequency,
  telegram: NotificationFrequency,
  slack: NotificationFrequency,
  in_app: NotificationFrequency,
});

export const NotificationSettings = z.object({
  comment_new: channelRow,
  message_new: channelRow,
  issue_assigned: channelRow,
  issue_overdue: channelRow,
  // Added with issues: a list saved before them reads their defaults (docs/answers.md).
  issue_comment: degradable('settings.issue_comment', channelRow, {
    email: 'never',
    telegram: 'never',
    slack: 'never',
    in_app: 'instant',
  }),
  issue_status: degradable('settings.issue_status', channelRow, {
    email: 'never',
    telegram: 'never',
    slack: 'never',
    in_app: 'instant',
  }),
  monitoring_mention: channelRow,
  csi_rating: channelRow,
  qa_review: channelRow,
}) satisfies z.ZodMiniType<NotificationSettings>;

/** Whether a channel can deliver: Telegram and Slack are connected on the integrations page. */
export const NotificationChannels = z.object({
  email: z.boolean(),
  telegram: z.boolean(),
  slack: z.boolean(),
  in_app: z.boolean(),
});
export type NotificationChannels = z.infer<typeof NotificationChannels>;

export const NotificationsResponse = z.object({ settings: NotificationSettings, channels: NotificationChannels });
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

export const NotificationsUpdate = z.object({ settings: NotificationSettings });
export type NotificationsUpdate = z.infer<typeof NotificationsUpdate>;

const row = (email: NotificationFrequency, inApp: NotificationFrequency) => ({
  email,
  telegram: 'never' as const,
  slack: 'never' as const,
  in_app: inApp,
});

// What a user who never saved the list gets: what is addressed to them at once, the rest in the app only.
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  comment_new: row('never', 'instant'),
  message_new: row('never', 'instant'),
  issue_assigned: row('instant', 'instant'),
  issue_overdue: row('daily', 'instant'),
  issue_comment: row('never', 'instant'),
  issue_status: row('never', 'instant'),
  monitoring_mention: row('never', 'instant'),
  csi_rating: row('never', 'never'),
  qa_review: row('instant', 'instant'),
};
