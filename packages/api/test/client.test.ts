import { describe, expect, it } from 'vitest';
import { RECENT_EMOJI_LIMIT } from '@console/spec';
import { createClient, type ClientEvent, type ClientOptions } from '../src/client/index.ts';
import { sha256Hex } from '../src/client/sign.ts';
import { DEMO_USERS } from '../src/mocks/fixtures.ts';
import { recordedRead } from '../src/mocks/world.ts';
import type { ConfigResponse } from '../src/contract/config.ts';
import { fakeFetch, json, type FakeAnswer } from './fakeFetch.ts';
import { sessionWithAccess } from './memorySession.ts';

const TOKEN = { access_token: 'a1', refresh_token: 'r1', expires_in: 3600, token_type: 'Bearer' };
const NOW = 1_795_338_000_123;

function setup(answer: FakeAnswer, overrides: Partial<ClientOptions> = {}) {
  const fake = fakeFetch(answer);
  const session = sessionWithAccess('stored-access');
  let locale: 'ru' | 'en' = 'ru';
  const client = createClient({
    apiHosts: ['https://a.test/', 'https://b.test/'],
    clientId: 'console',
    clientSecret: 'secret',
    session,
    getLocale: () => locale,
    fetch: fake.fetch,
    now: () => NOW,
    ...overrides,
  });
  return {
    client,
    calls: fake.calls,
    setToken: (t: string | null) => session.set(t === null ? null : sessionWithAccess(t).read()),
    setLocale: (l: 'ru' | 'en') => (locale = l),
  };
}

describe('requests', () => {
  it('password grant: POST v1/oauth2/token with the client, credentials and a sign from now(), no bearer', async () => {
    const { client, calls } = setup(json(TOKEN));
    await expect(
      client.auth.passwordGrant({ username: 'otp@demo.local', password: 'demo-pass-1', code: '123456' }),
    ).resolves.toEqual(TOKEN);
    const [call] = calls;
    expect(call?.url).toBe('https://a.test/v1/oauth2/token');
    expect(call?.method).toBe('POST');
    expect(call?.headers.authorization).toBeUndefined();
    expect(call?.headers['content-type']).toBe('application/json');
    const unix = Math.floor(NOW / 1000);
    expect(JSON.parse(call?.body ?? '')).toEqual({
      client_id: 'console',
      client_secret: 'secret',
      grant_type: 'password',
      username: 'otp@demo.local',
      password: 'demo-pass-1',
      code: '123456',
      sign: `${await sha256Hex(`otp@demo.localdemo-pass-1${unix}`)}.${unix}`,
    });
  });

  it('password grant without a code sends no code field', async () => {
    const { client, calls } = setup(json(TOKEN));
    await client.auth.passwordGrant({ username: 'admin@demo.local', password: 'demo-pass-1' });
    expect(JSON.parse(calls[0]?.body ?? '')).not.toHaveProperty('code');
  });

  it('refresh grant: client, grant_type=refresh_token and the refresh token, no bearer', async () => {
    const { client, calls } = setup(json(TOKEN));
    await client.auth.refresh('r0');
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({
      client_id: 'console',
      client_secret: 'secret',
      grant_type: 'refresh_token',
      refresh_token: 'r0',
    });
  });

  it('revoke: POST v1/oauth2/revoke with an empty body and the bearer header; an empty answer is fine', async () => {
    const { client, calls } = setup(new Response(null, { status: 204 }));
    await expect(client.auth.revoke()).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({ url: 'https://a.test/v1/oauth2/revoke', method: 'POST', body: null });
    expect(calls[0]?.headers.authorization).toBe('Bearer stored-access');
    expect(calls[0]?.headers['content-type']).toBeUndefined();
  });

  it('me: GET v1/me with the bearer token, parsed as User', async () => {
    const user = DEMO_USERS[0]!;
    const { client, calls } = setup(json(user));
    await expect(client.me.get()).resolves.toEqual(user);
    expect(calls[0]).toMatchObject({ url: 'https://a.test/v1/me', method: 'GET' });
    expect(calls[0]?.headers.authorization).toBe('Bearer stored-access');
  });

  it('config: GET v1/config?ts=<now ms>', async () => {
    const config = recordedRead<ConfigResponse>('administrator', '/v1/config');
    const { client, calls } = setup(json(config));
    // docs/answers.md: `loaded` is stamped by the client when the answer arrives, whatever the server said.
    await expect(client.config.get()).resolves.toEqual({ ...config, loaded: NOW });
    expect(calls[0]?.url).toBe(`https://a.test/v1/config?ts=${NOW}`);
  });

  it('config: stamps its own loaded time, cuts each network’s recent emoji to 18, and reads an unknown locale as the default', async () => {
    const config = recordedRead<ConfigResponse>('administrator', '/v1/config');
    const emoji = Array.from({ length: 20 }, (_, index) => String.fromCodePoint(0x1f600 + index));
    const answer = { ...config, loaded: 1, emoji: { vk: emoji }, user: { ...config.user, locale: 'de' } };
    const read = await setup(json(answer)).client.config.get();
    expect([read.loaded, read.emoji['vk'], read.user.locale]).toEqual([NOW, emoji.slice(0, RECENT_EMOJI_LIMIT), null]);
  });

  it('config: a malformed field falls back to its default alone and is reported as answer.degraded', async () => {
    const config = recordedRead<ConfigResponse>('administrator', '/v1/config');
    const answer = { ...config, filters: 'none', user: { ...config.user, settings: { ...config.user.settings, tag_id: [1.5] } } };
    const { client } = setup(json(answer));
    const events: ClientEvent[] = [];
    client.subscribe((event) => events.push(event));
    const read = await client.config.get();
    expect([read.filters, read.user.settings.tag_id, read.user.name]).toEqual([[], [], config.user.name]);
    expect(events).toEqual([
      {
        type: 'answer.degraded',
        path: expect.stringMatching(/^v1\/config\?ts=/) as unknown,
        fields: [
          { field: 'settings.tag_id', issues: [expect.stringMatching(/^settings\.tag_id\.0: /) as unknown] },
          { field: 'filters', issues: [expect.stringMatching(/^filters: /) as unknown] },
        ],
      },
    ]);
  });

  it('sends no Authorization header while no token is stored', async () => {
    const { client, calls, setToken } = setup(json(DEMO_USERS[0]));
    setToken(null);
    await client.me.get();
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('Accept-Language follows getLocale on every call', async () => {
    const { client, calls, setLocale } = setup(json(DEMO_USERS[0]));
    await client.me.get();
    setLocale('en');
    await client.me.get();
    await client.auth.passwordGrant({ username: 'u', password: 'p' }).catch(() => undefined);
    expect(calls.map((c) => c.headers['accept-language'])).toEqual(['ru', 'en', 'en']);
  });

  it('adds the trailing slash a host lacks', async () => {
    const { client, calls } = setup(json(DEMO_USERS[0]), { apiHosts: ['https://c.test/api'] });
    await client.me.get();
    expect(calls[0]?.url).toBe('https://c.test/api/v1/me');
  });

  it('calls the given fetch with globalThis as this (a bare window.fetch needs it)', async () => {
    const strictFetch = function (this: unknown) {
      return this === globalThis ? Promise.resolve(json(DEMO_USERS[0])) : Promise.reject(new TypeError('Illegal invocation'));
    } as unknown as typeof fetch;
    await expect(setup(json({}), { fetch: strictFetch }).client.me.get()).resolves.toEqual(DEMO_USERS[0]);
  });

  it('refuses zero or three hosts', () => {
    expect(() => setup(json({}), { apiHosts: [] })).toThrow();
    expect(() => setup(json({}), { apiHosts: ['https://a/', 'https://b/', 'https://c/'] })).toThrow();
  });
});
