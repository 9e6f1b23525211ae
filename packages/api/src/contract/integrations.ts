import * as z from 'zod/mini';
import { RequestId, RequestIdParam } from './ids.ts';

// settings/integrations (spec §2.4): the workspace's notification channels. The notifications list (spec §9
// "Telegram and Slack immediate") and the subscriptions deliver through them. Later integrations join INTEGRATION_KINDS.
export const INTEGRATIONS_PATH = 'v1/integrations';
export const integrationPath = (kind: IntegrationKind): string => `${INTEGRATIONS_PATH}/${kind}`;
export const integrationTestPath = (kind: IntegrationKind): string => `${INTEGRATIONS_PATH}/${kind}/test`;

export const INTEGRATION_KINDS = ['telegram', 'slack'] as const;
export const IntegrationKind = z.enum(INTEGRATION_KINDS);
export type IntegrationKind = z.infer<typeof IntegrationKind>;

/** A token is written, never returned; a bot token or a Slack token is well under this. */
export const INTEGRATION_TOKEN_MAX = 256;
/** The Telegram chat id or the Slack channel. */
export const INTEGRATION_TARGET_MAX = 100;

/** One channel of a space: connected or not, and where it posts (never its token). */
export const Integration = z.object({
  kind: IntegrationKind,
  connected: z.boolean(),
  /** The chat or channel messages go to; null while not connected. */
  target: z.nullable(z.string()),
  /** The bot or app the service names for the token; null while not connected. */
  account: z.nullable(z.string()),
  /** Unix seconds; null while not connected. */
  connected_at: z.nullable(z.int()),
});
export type Integration = z.infer<typeof Integration>;

export const IntegrationsQuery = z.object({ space_id: RequestIdParam });
export type IntegrationsQuery = z.infer<typeof IntegrationsQuery>;

export const IntegrationsResponse = z.object({ items: z.array(Integration) });
export type IntegrationsResponse = z.infer<typeof IntegrationsResponse>;

export const IntegrationParams = z.object({ kind: IntegrationKind });

const trimmed = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** The channel a form began from (ours, docs/error-types.md `conflict`); null: it was not connected. */
export const IntegrationSeen = z.nullable(
  z.object({
    target: z.string().check(z.maxLength(INTEGRATION_TARGET_MAX * 4)),
    account: z.string().check(z.maxLength(INTEGRATION_TARGET_MAX * 4)),
    connected_at: z.int(),
  }),
);
export type IntegrationSeen = z.infer<typeof IntegrationSeen>;

export const IntegrationConnect = z.object({
  space_id: RequestId,
  token: trimmed(INTEGRATION_TOKEN_MAX),
  target: trimmed(INTEGRATION_TARGET_MAX),
  /** Optional: when the channel differs from this (another administrator saved meanwhile), nothing is saved: 409. */
  seen: z.optional(IntegrationSeen),
});
export type IntegrationConnect = z.infer<typeof IntegrationConnect>;

/** A 409's body (error_type 'conflict'): the channel as it is now, another administrator's save in it. */
export const IntegrationConflict = z.object({ error: z.string(), error_type: z.literal('conflict'), current: Integration });
export type IntegrationConflict = z.infer<typeof IntegrationConflict>;

export const IntegrationSpace = z.object({ space_id: RequestId });
export type IntegrationSpace = z.infer<typeof IntegrationSpace>;

export const IntegrationTestResult = z.object({ sent: z.boolean() });
export type IntegrationTestResult = z.infer<typeof IntegrationTestResult>;
