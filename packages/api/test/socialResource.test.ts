// The social and public-page resources' requests (spec §7 v1/signup/provider, v1/me/social; §2.1 /deleterequest; §2.2 /oauth).
import { describe, expect, it } from 'vitest';
import { createClient } from '../src/client/index.ts';
import { publicPagesResource } from '../src/client/resources/publicPages.ts';
import { socialResource } from '../src/client/resources/social.ts';
import { fakeFetch, json, type FetchCall } from './fakeFetch.ts';
import { sessionWithAccess } from './memorySession.ts';

const TOKEN = { access_token: 'a', refresh_token: 'r', expires_in: 3600, token_type: 'bearer' };
const CLIENT = { client_id: 'console', client_secret: 'console-secret' };
const REDIRECT = 'https://console.test/login/vk';

function setup(body: unknown) {
  const fake = fakeFetch(() => json(body));
  const client = createClient({
    apiHosts: ['https://a.test/'],
    clientId: CLIENT.client_id,
    clientSecret: CLIENT.client_secret,
    session: sessionWithAccess('stored'),
    getLocale: () => 'en',
    fetch: fake.fetch,
  });
  return { client, calls: fake.calls };
}

const sent = (call: FetchCall | undefined) => JSON.parse(call?.body ?? 'null') as unknown;

describe('social resource', () => {
  it('signupByCode: POST v1/signup/provider with the client, provider, code, redirect_uri and the extras given, no bearer', async () => {
    const { client, calls } = setup(TOKEN);
    const social = client.resource(socialResource);
    await expect(
      social.signupByCode({
        provider: 'vk',
        code: 'c1',
        redirectUri: REDIRECT,
        state: 'locale:en',
        locale: 'en',
        promocode: 'BONUS30',
      }),
    ).resolves.toEqual(TOKEN);
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://a.test/v1/signup/provider' });
    expect(calls[0]!.headers.authorization).toBeUndefined();
    expect(sent(calls[0])).toEqual({
      ...CLIENT,
      provider: 'vk',
      code: 'c1',
      redirect_uri: REDIRECT,
      state: 'locale:en',
      locale: 'en',
      promocode: 'BONUS30',
    });
  });

  it('signupByCode leaves out an absent or empty state, locale and promocode', async () => {
    const { client, calls } = setup(TOKEN);
    await client.resource(socialResource).signupByCode({ provider: 'google', code: 'c2', redirectUri: REDIRECT, promocode: '' });
    expect(sent(calls[0])).toEqual({ ...CLIENT, provider: 'google', code: 'c2', redirect_uri: REDIRECT });
  });

  it('signupByEmail: the no_email access_token and the entered address, no code', async () => {
    const { client, calls } = setup(TOKEN);
    await client
      .resource(socialResource)
      .signupByEmail({ provider: 'vk', accessToken: 'pending', email: 'a@b.example', locale: 'ru' });
    expect(calls[0]!.url).toBe('https://a.test/v1/signup/provider');
    expect(sent(calls[0])).toEqual({ ...CLIENT, provider: 'vk', access_token: 'pending', email: 'a@b.example', locale: 'ru' });
  });

  it('link: POST v1/me/social with the bearer, provider, code, redirect_uri and state, without the client credentials', async () => {
    const { client, calls } = setup({ items: [] });
    await client.resource(socialResource).link({ provider: 'vk', code: 'c3', redirectUri: REDIRECT, state: 'redirect:/x' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://a.test/v1/me/social' });
    expect(calls[0]!.headers.authorization).toBe('Bearer stored');
    expect(sent(calls[0])).toEqual({ provider: 'vk', code: 'c3', redirect_uri: REDIRECT, state: 'redirect:/x' });
  });
});

describe('public pages resource', () => {
  it('deleteRequest: GET v1/deleterequest/{id} with the id escaped and no bearer', async () => {
    const { client, calls } = setup({ id: 'a/b', provider: 'facebook', status: 'received', created_at: 1, completed_at: null });
    await client.resource(publicPagesResource).deleteRequest('a/b');
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'https://a.test/v1/deleterequest/a%2Fb' });
    expect(calls[0]!.headers.authorization).toBeUndefined();
  });

  it('oauthRequest sends the query; oauthDecide posts it with the decision', async () => {
    const { client, calls } = setup({ client: { id: 'p', name: 'P' }, redirect_uri: 'https://p.example/cb' });
    const query = { client_id: 'p', redirect_uri: 'https://p.example/cb', response_type: 'code' as const, state: 's 1' };
    await client.resource(publicPagesResource).oauthRequest(query);
    expect(calls[0]).toMatchObject({ method: 'GET', headers: { authorization: 'Bearer stored' } });
    expect(Object.fromEntries(new URL(calls[0]!.url).searchParams)).toEqual(query);
    expect(new URL(calls[0]!.url).pathname).toBe('/v1/oauth2/authorize');
    const decided = setup({ redirect_to: 'https://p.example/cb?code=x' });
    await decided.client.resource(publicPagesResource).oauthDecide({ ...query, decision: 'approve' });
    expect(decided.calls[0]).toMatchObject({ method: 'POST', url: 'https://a.test/v1/oauth2/authorize' });
    expect(sent(decided.calls[0])).toEqual({ ...query, decision: 'approve' });
  });
});
