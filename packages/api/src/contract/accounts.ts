import * as z from 'zod/mini';
import { RequestId } from './ids.ts';
import { SocialObject } from './objects.ts';
import { CONNECTION_FIELD_MAX, KEY_PROVIDERS } from './providers.ts';
import type { NetworkId } from './networks.ts';

// spec §2.2 / §7: connecting accounts (objects). Each provider has a popup callback /callback/{provider} and an
// auth endpoint POST v1/{provider}/auth (tpulse: POST v1/tpulse/check_auth) that exchanges what the provider's
// authorization page gave back for a connected account.
export const ACCOUNT_PROVIDERS = [
  'vk',
  'ok',
  'facebook',
  'twitter',
  'instagram',
  'youtube',
  'slack',
  'google',
  'gmaps',
  'threads',
  'avito',
  'tpulse',
  'linkedin',
  // spec §2.1 /callback/tiktok (a public page forwarding between the three redirect hosts), §7 POST v1/tiktok/auth.
  'tiktok',
] as const;
export const AccountProvider = z.enum(ACCOUNT_PROVIDERS);
export type AccountProvider = z.infer<typeof AccountProvider>;

export const isAccountProvider = (value: string): value is AccountProvider =>
  (ACCOUNT_PROVIDERS as readonly string[]).includes(value);

/** spec §7: POST v1/{provider}/auth; tpulse: POST v1/tpulse/check_auth. */
export const accountAuthPath = (provider: AccountProvider): string =>
  provider === 'tpulse' ? 'v1/tpulse/check_auth' : `v1/${provider}/auth`;

/** Where the console opens each provider's authorization page (not shown by the spec: the server knows its adapters). */
export const ACCOUNT_PROVIDERS_PATH = 'v1/accounts/providers';

/** The state the add-account page sends through the provider: the company the account joins (spec §2.4 company query). */
export const COMPANY_STATE_PREFIX = 'company:';

const shortText = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const companyId = z.optional(RequestId);

// spec §7: code, redirect_uri (instagram, slack, vk may add state; twitter may send oauth_token and oauth_verifier).
// company_id (not in the spec) names the company the account joins; without it, the user's first company.
export const AccountAuthRequest = z.object({
  code: z.optional(shortText(2048)),
  redirect_uri: z.optional(z.string().check(z.maxLength(2048))),
  state: z.optional(z.string().check(z.maxLength(512))),
  oauth_token: z.optional(shortText(2048)),
  oauth_verifier: z.optional(shortText(2048)),
  company_id: companyId,
});
export type AccountAuthRequest = z.infer<typeof AccountAuthRequest>;

// spec §7: POST v1/tpulse/check_auth with check.
export const TpulseCheckAuthRequest = z.object({ check: shortText(2048), company_id: companyId });
export type TpulseCheckAuthRequest = z.infer<typeof TpulseCheckAuthRequest>;

/** The connected (or reconnected) account: what the popup hands to the opener. */
export const AccountAuthResponse = z.object({ object: SocialObject, created: z.boolean() });
export type AccountAuthResponse = z.infer<typeof AccountAuthResponse>;

export const AccountProviderEntry = z.object({ id: AccountProvider, authorize_url: z.url() });
export type AccountProviderEntry = z.infer<typeof AccountProviderEntry>;
export const AccountProvidersResponse = z.object({ items: z.array(AccountProviderEntry) });
export type AccountProvidersResponse = z.infer<typeof AccountProvidersResponse>;

// error_type values of the auth endpoints (besides accounts_limit_reached of billing.ts).
export const ERROR_TYPE_ACCESS_DENIED = 'access_denied';
export const ERROR_TYPE_PROVIDER_ERROR = 'provider_error';

// ---- Networks without an authorization popup (bots by token, stores and marketplaces by keys): docs/token-networks.md.

/** The networks of the catalogue connected with a form of keys (its `connection` fields). */
export const KEY_PROVIDER_IDS = KEY_PROVIDERS.map((entry) => entry.id) as [NetworkId, ...NetworkId[]];
export const KeyProvider = z.enum(KEY_PROVIDER_IDS);
export type KeyProvider = z.infer<typeof KeyProvider>;

/**
 * POST v1/accounts/connect (ours; spec §7 lists only the popup calls): the network, its connection fields by name
 * (tokens and keys are stored, never returned by any endpoint) and the company the account joins (else the first).
 */
export const ACCOUNT_CONNECT_PATH = 'v1/accounts/connect';
export const AccountConnectRequest = z.object({
  provider: KeyProvider,
  keys: z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(CONNECTION_FIELD_MAX))),
  company_id: companyId,
});
export type AccountConnectRequest = z.infer<typeof AccountConnectRequest>;
/** error_type of a 400 whose key is missing or does not fit the network's format (docs/error-types.md). */
export const ERROR_TYPE_INVALID_KEY = 'invalid_key';
