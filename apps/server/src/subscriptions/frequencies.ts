// How often a subscription looks for new matches (spec §3 notification frequencies; spec §9 "Email notifications every
// 5 minutes; Telegram and Slack immediate"). 'never' keeps the subscription but sends nothing.
import type { NotificationChannel, NotificationFrequency } from '@console/api/contract';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** spec §9: letters go out in 5-minute batches. */
export const EMAIL_BATCH_MS = 5 * MINUTE_MS;
/**
 * 'At once' in the console, Telegram and Slack: no timed look; each arriving comment queues one (store.ts
 * queueInstantAlerts), the job runner sends within its poll (a second).
 */
export const arrivalDriven = (frequency: NotificationFrequency, channel: NotificationChannel): boolean =>
  frequency === 'instant' && channel !== 'email';

const PERIODS: Record<Exclude<NotificationFrequency, 'never' | 'instant'>, number> = {
  hourly: HOUR_MS,
  every_3_hours: 3 * HOUR_MS,
  every_12_hours: 12 * HOUR_MS,
  daily: 24 * HOUR_MS,
  weekly: 7 * 24 * HOUR_MS,
};

/** Milliseconds between two timed looks, or null for 'never' and for the alerts arriving comments schedule. */
export function periodOf(frequency: NotificationFrequency, channel: NotificationChannel): number | null {
  if (frequency === 'never' || arrivalDriven(frequency, channel)) return null;
  if (frequency === 'instant') return EMAIL_BATCH_MS;
  return PERIODS[frequency];
}

/**
 * The next timed look after `now`: email's 'at once' joins the next 5-minute batch boundary, the others count from now;
 * null for none ('never', and 'at once' by the console, Telegram or Slack: the next comment schedules it).
 */
export function nextRunAt(frequency: NotificationFrequency, channel: NotificationChannel, now: number): number | null {
  const period = periodOf(frequency, channel);
  if (period === null) return null;
  if (frequency === 'instant' && channel === 'email') return (Math.floor(now / EMAIL_BATCH_MS) + 1) * EMAIL_BATCH_MS;
  return now + period;
}
