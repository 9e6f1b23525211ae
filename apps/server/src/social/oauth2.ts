// Real identity providers: the OAuth 2 authorization-code exchange of each network, selected when the deployment sets
// SOCIAL_<PROVIDER>_CLIENT_ID and SOCIAL_<PROVIDER>_CLIENT_SECRET (providers.ts). Not reachable from the reference
// machine, so only the sandbox runs in tests; each adapter maps the network's profile to a SocialIdentity.
import type { SocialProvider } from '@console/api/contract';
import type { IdentityProvider, SocialIdentity } from './provider.ts';

type Json = Record<string, unknown>;
const str = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

type Endpoints = {
  authorizeUrl: string;
  tokenUrl: string;
  /** The person behind the token: from the token answer itself or a profile call. */
  profile: (token: Json, get: (url: string, accessToken: string) => Promise<Json>) => Promise<SocialIdentity | null>;
};

const ENDPOINTS: Record<SocialProvider, Endpoints> = {
  vk: {
    authorizeUrl: 'https://oauth.vk.com/authorize',
    tokenUrl: 'https://oauth.vk.com/access_token',
    async profile(token, get) {
      const id = str(token['user_id']);
      if (!id || !str(token['access_token'])) return null;
      const answer = await get('https://api.vk.com/method/users.get?v=5.199', String(token['access_token']));
      const person = (Array.isArray(answer['response']) ? answer['response'][0] : null) as Json | null;
      const name = [str(person?.['first_name']), str(person?.['last_name'])].filter(Boolean).join(' ');
      return { id, name: name || id, email: str(token['email']) };
    },
  },
  vkid: {
    authorizeUrl: 'https://id.vk.com/authorize',
    tokenUrl: 'https://id.vk.com/oauth2/auth',
    async profile(token, get) {
      const answer = await get('https://id.vk.com/oauth2/user_info', String(token['access_token']));
      const user = answer['user'] as Json | undefined;
      const id = str(user?.['user_id']);
      if (!id) return null;
      const name = [str(user?.['first_name']), str(user?.['last_name'])].filter(Boolean).join(' ');
      return { id, name: name || id, email: str(user?.['email']) };
    },
  },
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    async profile(token, get) {
      const info = await get('https://openidconnect.googleapis.com/v1/userinfo', String(token['access_token']));
      const id = str(info['sub']);
      if (!id) return null;
      // An address Google has not verified is not vouched for.
      const email = info['email_verified'] === true ? str(info['email']) : null;
      return { id, name: str(info['name']) ?? email ?? id, email };
    },
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    async profile(token, get) {
      const me = await get('https://graph.facebook.com/me?fields=id,name,email', String(token['access_token']));
      const id = str(me['id']);
      return id ? { id, name: str(me['name']) ?? id, email: str(me['email']) } : null;
    },
  },
  yandex: {
    authorizeUrl: 'https://oauth.yandex.ru/authorize',
    tokenUrl: 'https://oauth.yandex.ru/token',
    async profile(token, get) {
      const info = await get('https://login.yandex.ru/info?format=json', String(token['access_token']));
      const id = str(info['id']);
      if (!id) return null;
      return { id, name: str(info['real_name']) ?? str(info['display_name']) ?? id, email: str(info['default_email']) };
    },
  },
};

export function createOAuth2IdentityProvider(
  provider: SocialProvider,
  credentials: { clientId: string; clientSecret: string },
  fetchImpl: typeof fetch = fetch,
): IdentityProvider {
  const endpoints = ENDPOINTS[provider];
  const get = async (url: string, accessToken: string): Promise<Json> => {
    const response = await fetchImpl(url, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
    return response.ok ? ((await response.json()) as Json) : {};
  };
  return {
    provider,
    kind: 'oauth2',
    publicConfig: () => ({ clientId: credentials.clientId, authorizeUrl: endpoints.authorizeUrl }),
    async exchangeCode({ code, redirectUri }) {
      const response = await fetchImpl(endpoints.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: credentials.clientId,
          client_secret: credentials.clientSecret,
        }),
      });
      if (!response.ok) return null;
      return endpoints.profile((await response.json()) as Json, get);
    },
  };
}
