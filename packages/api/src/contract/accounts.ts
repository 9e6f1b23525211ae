import * as z from 'zod/mini';
import { RequestId } from './ids.ts';
import { SocialObject } from './objects.ts';

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
