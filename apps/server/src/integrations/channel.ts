// The notification channels of settings/integrations (spec §2.4): one interface per service. The reference server
// ships a sandbox of each (sandbox.ts), as it does for the networks and the payment provider; a real Telegram bot or
// Slack app implements the same interface.
import type { IntegrationKind } from '@console/api/contract';

export type ChannelMessage = { title: string; text: string; link: string | null };

/** Why a service refuses a connection: a token it does not know, or a chat or channel it cannot post to. */
export type ChannelRefusal = 'integrationTokenRefused' | 'integrationTargetRefused';

export interface NotificationChannelAdapter {
  readonly kind: IntegrationKind;
  /** Asks the service about the token and the target: the bot's or app's name, or why it refuses. */
  verify(token: string, target: string): Promise<{ account: string } | { refused: ChannelRefusal }>;
  send(token: string, target: string, message: ChannelMessage): Promise<void>;
}

export type ChannelAdapters = Readonly<Record<IntegrationKind, NotificationChannelAdapter>>;
