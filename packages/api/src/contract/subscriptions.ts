import * as z from 'zod/mini';
import { RequestId, RequestIdParam } from './ids.ts';
import { NotificationChannel, NotificationFrequency } from './notifications.ts';

// settings/subscriptions (spec §2.4): alerts on the user's saved filters (spec §3 Saved filter), each by a channel
// (in the console, email, Telegram or Slack) at a frequency of spec §3's set.
export const SUBSCRIPTIONS_PATH = 'v1/subscriptions';
export const subscriptionPath = (id: number): string => `${SUBSCRIPTIONS_PATH}/${id}`;

export const Subscription = z.object({
  id: z.int(),
  filter_id: z.int(),
  filter_name: z.string(),
  channel: NotificationChannel,
  frequency: NotificationFrequency,
  /** Unix seconds of the last digest or alert sent; null before the first. */
  sent_at: z.nullable(z.int()),
});
export type Subscription = z.infer<typeof Subscription>;

export const SubscriptionsResponse = z.object({ items: z.array(Subscription) });
export type SubscriptionsResponse = z.infer<typeof SubscriptionsResponse>;

export const SubscriptionCreate = z.object({
  filter_id: RequestId,
  channel: NotificationChannel,
  frequency: NotificationFrequency,
});
export type SubscriptionCreate = z.infer<typeof SubscriptionCreate>;

/** The alert a row began from (ours, docs/error-types.md `conflict`): its channel and frequency as the list showed. */
export const SubscriptionSeen = z.object({ channel: NotificationChannel, frequency: NotificationFrequency });
export type SubscriptionSeen = z.infer<typeof SubscriptionSeen>;

export const SubscriptionUpdate = z.object({
  channel: NotificationChannel,
  frequency: NotificationFrequency,
  /** Optional: when the alert differs from this (changed meanwhile in another tab or window), nothing is saved: 409. */
  seen: z.optional(SubscriptionSeen),
});
export type SubscriptionUpdate = z.infer<typeof SubscriptionUpdate>;

/** A 409's body (error_type 'conflict'): the alert as it is now, the other change in it. */
export const SubscriptionConflict = z.object({ error: z.string(), error_type: z.literal('conflict'), current: Subscription });
export type SubscriptionConflict = z.infer<typeof SubscriptionConflict>;

export const SubscriptionParams = z.object({ id: RequestIdParam });
