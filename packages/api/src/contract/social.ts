import { SIGNUP_PROMOCODE_MAX_LENGTH } from '@console/spec';
import * as z from 'zod/mini';
import { EmailAddress } from './email.ts';
import { SocialProvider } from './profile.ts';
import { Locale } from './user.ts';

// spec §7: sign-up or sign-in by a provider's code; the email of a provider that reported none (error_type no_email).
export const SIGNUP_PROVIDER_PATH = 'v1/signup/provider';
// spec §7: POST v1/me/social {provider, code, redirect_uri, state} links a social login (GET/DELETE are in profile.ts).
export const LINK_SOCIAL_PATH = 'v1/me/social';
// spec §8: error_type of a provider that did not share the email; the answer carries an access_token.
export const ERROR_TYPE_NO_EMAIL = 'no_email';

const nonEmpty = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
// spec §2.1: 'redirect:<path>' or 'locale:en'; the console reads it, the server only passes it through.
export const SocialState = z.string().check(z.maxLength(2100));
const client = { client_id: nonEmpty(200), client_secret: nonEmpty(200) };
const extras = {
  locale: z.optional(Locale),
  state: z.optional(SocialState),
  // spec §2.1: the promocode query is kept; a new space takes it like an email sign-up's.
  promocode: z.optional(z.string().check(z.maxLength(SIGNUP_PROMOCODE_MAX_LENGTH))),
};

export const ProviderSignupByCode = z.object({
  ...client,
  provider: SocialProvider,
  code: nonEmpty(2048),
  redirect_uri: z.url().check(z.maxLength(2048)),
  ...extras,
});
export type ProviderSignupByCode = z.infer<typeof ProviderSignupByCode>;

export const ProviderSignupByEmail = z.object({
  ...client,
  provider: SocialProvider,
  access_token: nonEmpty(200),
  email: EmailAddress,
  ...extras,
});
export type ProviderSignupByEmail = z.infer<typeof ProviderSignupByEmail>;

export const ProviderSignupRequest = z.union([ProviderSignupByCode, ProviderSignupByEmail]);
export type ProviderSignupRequest = z.infer<typeof ProviderSignupRequest>;

/** 400 with error_type no_email: the email entry form sends this access_token back with the address. */
export const NoEmailBody = z.object({
  error: z.string(),
  error_type: z.literal(ERROR_TYPE_NO_EMAIL),
  access_token: z.string(),
});
export type NoEmailBody = z.infer<typeof NoEmailBody>;

export const LinkSocialRequest = z.object({
  provider: SocialProvider,
  code: nonEmpty(2048),
  redirect_uri: z.url().check(z.maxLength(2048)),
  state: z.optional(SocialState),
});
export type LinkSocialRequest = z.infer<typeof LinkSocialRequest>;
