// The real identity providers' adapters (apps/server/src/social/oauth2.ts) over a fake fetch: the code exchange they
// send and how each network's profile becomes a SocialIdentity.
import { describe, expect, it } from 'vitest';
import { createOAuth2IdentityProvider } from '../src/social/oauth2.ts';

type Call = { url: string; init: RequestInit | undefined };

function fakeFetch(answers: Record<string, unknown>, calls: Call[]): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const key = Object.keys(answers).find((prefix) => url.startsWith(prefix));
    if (key === undefined) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(answers[key]), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

const CREDENTIALS = { clientId: 'client-1', clientSecret: 'secret-1' };

describe('OAuth 2 identity providers', () => {
  it('Google: exchanges the code at its token endpoint and trusts only a verified address', async () => {
    const calls: Call[] = [];
    const google = createOAuth2IdentityProvider(
      'google',
      CREDENTIALS,
      fakeFetch(
        {
          'https://oauth2.googleapis.com/token': { access_token: 'g-token' },
          'https://openidconnect.googleapis.com/v1/userinfo': {
            sub: '1093',
            name: 'Gina',
            email: 'gina@gmail.example',
            email_verified: false,
          },
        },
        calls,
      ),
    );
    expect(google.publicConfig('https://c.example')).toEqual({
      clientId: 'client-1',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    });
    const identity = await google.exchangeCode({ code: 'abc', redirectUri: 'https://c.example/login/google', now: 0 });
    expect(identity).toEqual({ id: '1093', name: 'Gina', email: null });
    const body = new URLSearchParams(String(calls[0]?.init?.body));
    expect(Object.fromEntries(body)).toEqual({
      grant_type: 'authorization_code',
      code: 'abc',
      redirect_uri: 'https://c.example/login/google',
      client_id: 'client-1',
      client_secret: 'secret-1',
    });
    expect(new Headers(calls[1]?.init?.headers).get('authorization')).toBe('Bearer g-token');
  });

  it('VK: the email comes with the token, the name from users.get', async () => {
    const vk = createOAuth2IdentityProvider(
      'vk',
      CREDENTIALS,
      fakeFetch(
        {
          'https://oauth.vk.com/access_token': { access_token: 'vk-token', user_id: 42, email: 'ivan@mail.example' },
          'https://api.vk.com/method/users.get': { response: [{ first_name: 'Иван', last_name: 'Петров' }] },
        },
        [],
      ),
    );
    expect(await vk.exchangeCode({ code: 'c', redirectUri: 'https://c.example/login/vk', now: 0 })).toEqual({
      id: '42',
      name: 'Иван Петров',
      email: 'ivan@mail.example',
    });
  });

  it('Facebook and Yandex map their profiles; a refused exchange is no identity', async () => {
    const facebook = createOAuth2IdentityProvider(
      'facebook',
      CREDENTIALS,
      fakeFetch(
        {
          'https://graph.facebook.com/v19.0/oauth/access_token': { access_token: 'fb' },
          'https://graph.facebook.com/me': { id: '77', name: 'Fay' },
        },
        [],
      ),
    );
    expect(await facebook.exchangeCode({ code: 'c', redirectUri: 'x', now: 0 })).toEqual({ id: '77', name: 'Fay', email: null });
    const yandex = createOAuth2IdentityProvider(
      'yandex',
      CREDENTIALS,
      fakeFetch(
        {
          'https://oauth.yandex.ru/token': { access_token: 'ya' },
          'https://login.yandex.ru/info': { id: '5', display_name: 'yan', default_email: 'yan@yandex.example' },
        },
        [],
      ),
    );
    expect(await yandex.exchangeCode({ code: 'c', redirectUri: 'x', now: 0 })).toEqual({
      id: '5',
      name: 'yan',
      email: 'yan@yandex.example',
    });
    const refused = createOAuth2IdentityProvider('yandex', CREDENTIALS, fakeFetch({}, []));
    expect(await refused.exchangeCode({ code: 'c', redirectUri: 'x', now: 0 })).toBeNull();
  });
});
