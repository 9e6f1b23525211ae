// The sandbox Telegram bot and Slack app: tokens of the real services' shape are accepted, and every message "posted"
// is a row of sandbox_channel_messages, which GET /sandbox/channels shows to this machine only (channelsPage.ts).
import type { IntegrationKind } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { sandboxChannelMessages } from '../db/schema.ts';
import type { ChannelAdapters, NotificationChannelAdapter } from './channel.ts';

type Shape = { token: RegExp; target: RegExp; account: (token: string) => string };

// The services' own formats: a BotFather token and a chat id or @channel; a Slack bot token and a #channel.
const SHAPES: Record<IntegrationKind, Shape> = {
  telegram: {
    token: /^(\d{5,12}):[A-Za-z0-9_-]{30,}$/,
    target: /^(-?\d{1,20}|@[A-Za-z0-9_]{5,32})$/,
    account: (token) => `sandbox_${token.split(':')[0]}_bot`,
  },
  slack: {
    token: /^xox[bp]-[A-Za-z0-9-]{10,}$/,
    target: /^#?[a-z0-9][a-z0-9._-]{0,79}$/,
    account: () => 'Omnidesk sandbox app',
  },
};

function sandboxAdapter(kind: IntegrationKind, deps: { db: Db; now: () => number }): NotificationChannelAdapter {
  const shape = SHAPES[kind];
  return {
    kind,
    async verify(token, target) {
      if (!shape.token.test(token)) return { refused: 'integrationTokenRefused' };
      if (!shape.target.test(target)) return { refused: 'integrationTargetRefused' };
      return { account: shape.account(token) };
    },
    async send(_token, target, message) {
      const text = [message.title, message.text, message.link].filter(Boolean).join('\n\n');
      await deps.db.insert(sandboxChannelMessages).values({ kind, target, text, createdAt: new Date(deps.now()) });
    },
  };
}

export const createSandboxChannels = (deps: { db: Db; now: () => number }): ChannelAdapters => ({
  telegram: sandboxAdapter('telegram', deps),
  slack: sandboxAdapter('slack', deps),
});
