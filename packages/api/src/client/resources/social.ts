import { TokenResponse } from '../../contract/auth.ts';
import { SocialLoginsResponse, type SocialProvider } from '../../contract/profile.ts';
import { LINK_SOCIAL_PATH, SIGNUP_PROVIDER_PATH } from '../../contract/social.ts';
import { defineResource } from '../resource.ts';

export interface SocialCodeInput {
  provider: SocialProvider;
  code: string;
  redirectUri: string;
  state?: string;
  locale?: 'ru' | 'en';
  promocode?: string;
}

export interface SocialEmailInput {
  provider: SocialProvider;
  /** The access_token of the no_email answer. */
  accessToken: string;
  email: string;
  state?: string;
  locale?: 'ru' | 'en';
  promocode?: string;
}

export interface SocialResource {
  /** spec §7 POST v1/signup/provider with the provider's code: sign-in, or sign-up of a new user (no bearer). */
  signupByCode(input: SocialCodeInput): Promise<TokenResponse>;
  /** spec §7 POST v1/signup/provider with the no_email access_token and the address the person entered. */
  signupByEmail(input: SocialEmailInput): Promise<TokenResponse>;
  /** spec §7 POST v1/me/social: links the provider's account to the signed-in user; answers the linked logins. */
  link(input: Omit<SocialCodeInput, 'locale' | 'promocode'>): Promise<SocialLoginsResponse>;
}

const optional = <T>(key: string, value: T | undefined) => (value === undefined || value === '' ? {} : { [key]: value });

export const socialResource = defineResource<SocialResource>(({ http, options }) => {
  const client = { client_id: options.clientId, client_secret: options.clientSecret };
  // spec §7 provider signup: by the provider's code, or (no_email) by its access token and the entered email.
  const providerSignup = (
    input: { provider: string; state?: string | undefined; locale?: string | undefined; promocode?: string | null | undefined },
    by: Record<string, string>,
  ) =>
    http.request({
      method: 'POST',
      path: SIGNUP_PROVIDER_PATH,
      auth: false,
      schema: TokenResponse,
      body: {
        ...client,
        provider: input.provider,
        ...by,
        ...optional('state', input.state),
        ...optional('locale', input.locale),
        ...optional('promocode', input.promocode),
      },
    });
  return {
    signupByCode: (input) => providerSignup(input, { code: input.code, redirect_uri: input.redirectUri }),
    signupByEmail: (input) => providerSignup(input, { access_token: input.accessToken, email: input.email }),
    link: (input) =>
      http.request({
        method: 'POST',
        path: LINK_SOCIAL_PATH,
        schema: SocialLoginsResponse,
        body: {
          provider: input.provider,
          code: input.code,
          redirect_uri: input.redirectUri,
          ...optional('state', input.state),
        },
      }),
  };
});
