// Social sign-in rules (spec §2.1 /login and /login/{provider}, §8 "Provider signup errors", §9 "social error 5 s").
import type { SocialProvider } from '@console/api/contract';
import { safeRedirect, STATS_LIST_PATH } from './redirect.ts';

// spec §9: a social sign-in error shows 5 s, then the user goes back to login.
export { SOCIAL_ERROR_MS } from '@console/spec';
// spec §2.1: a signed-in user who linked a login goes to the profile.
export const PROFILE_PATH = '/settings/profile';
export const LOGIN_PATH = '/login';
// spec §2.1: "requesting a code with an email scope".
export const SOCIAL_RESPONSE_TYPE = 'code';
export const SOCIAL_SCOPE = 'email';

// The sign-in buttons in their order; spec §2.1: VK and Yandex only in Russian locales, Facebook and Google in all.
export const SOCIAL_BUTTON_PROVIDERS = ['vk', 'yandex', 'facebook', 'google'] as const satisfies readonly SocialProvider[];
const RUSSIAN_ONLY: readonly SocialProvider[] = ['vk', 'yandex'];

/** The buttons to show: the providers the deployment configured, filtered by locale (spec §2.1). */
export function socialButtonsFor(locale: string, configured: readonly string[]): SocialProvider[] {
  const russian = locale.toLowerCase().startsWith('ru');
  return SOCIAL_BUTTON_PROVIDERS.filter(
    (provider) => configured.includes(provider) && (russian || !RUSSIAN_ONLY.includes(provider)),
  );
}

/** spec §2.1 state: 'redirect:<path>' sends the user there afterwards (same-origin relative paths only); 'locale:en' picks English. */
export interface SocialState {
  redirect: string | null;
  locale: 'en' | null;
}

export function parseSocialState(state: string | null | undefined): SocialState {
  if (typeof state !== 'string') return { redirect: null, locale: null };
  if (state.startsWith('redirect:')) {
    const target = safeRedirect(state.slice('redirect:'.length));
    return { redirect: target === STATS_LIST_PATH ? null : target, locale: null };
  }
  return { redirect: null, locale: state === 'locale:en' ? 'en' : null };
}

/** The state a button sends: the redirect query of /login when it is a path we would follow, else 'locale:en' in English. */
export function socialStateFor(redirect: string | null, locale: string): string | undefined {
  const target = safeRedirect(redirect);
  if (target !== STATS_LIST_PATH) return `redirect:${target}`;
  return locale.toLowerCase().startsWith('en') ? 'locale:en' : undefined;
}

/**
 * The console's own callback for a provider: /login/{provider} on this origin, where the provider sends the code. spec
 * §2.1 "a promocode in the query is kept": a sign-up's promo code rides in it (the code is bound to this exact address,
 * so the callback rebuilds it the same way).
 */
export function socialRedirectUri(origin: string, provider: SocialProvider, promocode?: string | null): string {
  const base = `${origin}/login/${provider}`;
  return promocode ? `${base}?${new URLSearchParams({ promocode }).toString()}` : base;
}

/** The provider's authorization address with the code response type and the email scope (spec §2.1). */
export function socialAuthorizeUrl(input: {
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  state: string | undefined;
}): string {
  const url = new URL(input.authorizeUrl);
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('response_type', SOCIAL_RESPONSE_TYPE);
  url.searchParams.set('scope', SOCIAL_SCOPE);
  if (input.state) url.searchParams.set('state', input.state);
  return url.toString();
}

// The providers' own authorization pages, for a deployment whose config.json gives only a client id.
export const PROVIDER_AUTHORIZE_URLS: Readonly<Record<SocialProvider, string>> = {
  vk: 'https://oauth.vk.com/authorize',
  vkid: 'https://id.vk.com/authorize',
  google: 'https://accounts.google.com/o/oauth2/v2/auth',
  facebook: 'https://www.facebook.com/v19.0/dialog/oauth',
  yandex: 'https://oauth.yandex.ru/authorize',
};

/** What the provider sent back to /login/{provider}. */
export type SocialCallback =
  | { kind: 'code'; code: string }
  // spec §8 "'user denied' shows 'You have not granted access to your account'".
  | { kind: 'denied' }
  // The provider's own description of another failure (untrusted text), or none.
  | { kind: 'failed'; text: string | null };

export function readSocialCallback(query: URLSearchParams): SocialCallback {
  const error = query.get('error');
  if (error !== null) {
    const reason = query.get('error_reason');
    if (error === 'access_denied' || reason === 'user_denied') return { kind: 'denied' };
    return { kind: 'failed', text: query.get('error_description')?.slice(0, 500) || null };
  }
  const code = query.get('code');
  return code ? { kind: 'code', code } : { kind: 'failed', text: null };
}
