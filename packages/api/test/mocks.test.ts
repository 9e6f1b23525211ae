import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, toStoredToken, type ApiError } from '../src/client/index.ts';
import type { TokenResponse } from '../src/contract/auth.ts';
import { createHandlers, createMockState, DEMO_PASSWORD, MOCK_TEXTS, SCENARIO_TOKEN, scenarios } from '../src/mocks/index.ts';
import { memorySession } from './memorySession.ts';

const apiHosts = ['https://mock-a.test/', 'https://mock-b.test/'];
const state = createMockState();
const server = setupServer(...createHandlers({ apiHosts, state }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function session(locale: 'ru' | 'en' = 'ru') {
  const store = memorySession();
  const client = createClient({ apiHosts, clientId: 'c', clientSecret: 's', session: store, getLocale: () => locale });
  return { store, client, keep: (token: TokenResponse) => store.set(toStoredToken(token, state.now)) };
}

// A bare GET v1/me, so the mock's own answers are seen (the client would refresh on a 401).
const rawMe = (accessToken: string, locale: 'ru' | 'en' = 'ru') =>
  fetch(`${apiHosts[0]}v1/me`, { headers: { Authorization: `Bearer ${accessToken}`, 'Accept-Language': locale } });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as ApiError,
  );

describe('mock state', () => {
  it('expires access tokens against its clock with the server text (spec §4)', async () => {
    const { keep, client, store } = session('en');
    keep(await client.auth.passwordGrant({ username: 'admin@demo.local', password: DEMO_PASSWORD }));
    await expect(client.me.get()).resolves.toMatchObject({ email: 'admin@demo.local' });
    state.now += 3600 * 1000;
    const expired = await rawMe(store.read()!.access_token, 'en');
    expect([expired.status, await expired.json()]).toEqual([401, { error: 'Access token has expired' }]);
    // Logout still works with the expired token, and ends the session.
    await expect(client.auth.revoke()).resolves.toBeUndefined();
    expect(await rejection(client.auth.revoke())).toMatchObject({ status: 401, serverText: MOCK_TEXTS.en.unauthorized });
  });

  it('gives the same successor to the immediately previous refresh token within 10 s (quality.md)', async () => {
    const { client } = session();
    const first = await client.auth.passwordGrant({ username: 'reader@demo.local', password: DEMO_PASSWORD });
    const second = await client.auth.refresh(first.refresh_token);
    await expect(client.auth.refresh(first.refresh_token)).resolves.toEqual(second);
    state.now += 10_001;
    expect(await rejection(client.auth.refresh(first.refresh_token))).toMatchObject({
      status: 400,
      serverText: MOCK_TEXTS.ru.invalidRefreshToken,
    });
    expect(await rejection(client.auth.refresh(second.refresh_token))).toMatchObject({ status: 400 });
  });

  it('keeps a rotated access token alive only for the 10 s grace', async () => {
    const { client } = session();
    const first = await client.auth.passwordGrant({ username: 'moderator@demo.local', password: DEMO_PASSWORD });
    await client.auth.refresh(first.refresh_token);
    expect((await rawMe(first.access_token)).status).toBe(200);
    state.now += 10_001;
    const late = await rawMe(first.access_token);
    expect([late.status, await late.json()]).toEqual([401, { error: MOCK_TEXTS.ru.unauthorized }]);
  });

  it('refuses a password grant whose sign does not match the credentials', async () => {
    const response = await fetch(`${apiHosts[0]}v1/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify({
        client_id: 'c',
        client_secret: 's',
        grant_type: 'password',
        username: 'admin@demo.local',
        password: DEMO_PASSWORD,
        sign: `${'0'.repeat(64)}.1`,
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: MOCK_TEXTS.en.invalidSign });
  });

  it('ru and en texts have the same keys', () => {
    expect(Object.keys(MOCK_TEXTS.en).sort()).toEqual(Object.keys(MOCK_TEXTS.ru).sort());
  });
});

describe('scenarios', () => {
  const grant = (client: ReturnType<typeof session>['client'], code?: string) =>
    client.auth.passwordGrant({ username: 'someone@demo.local', password: 'whatever1', ...(code ? { code } : {}) });

  it('login.codeRequired asks for the code, refuses a wrong one and accepts 123456', async () => {
    server.use(...scenarios.login.codeRequired);
    const { client } = session('en');
    expect(await rejection(grant(client))).toMatchObject({
      status: 400,
      errorType: 'code_required',
      serverText: MOCK_TEXTS.en.codeRequired,
    });
    expect(await rejection(grant(client, '000000'))).toMatchObject({
      status: 400,
      errorType: 'code_required',
      serverText: MOCK_TEXTS.en.invalidCode,
    });
    await expect(grant(client, '123456')).resolves.toEqual(SCENARIO_TOKEN);
  });

  it.each([
    ['wrongPassword', { kind: 'http', status: 400, serverText: MOCK_TEXTS.ru.wrongPassword }],
    ['userNotFound', { kind: 'http', status: 404, serverText: MOCK_TEXTS.ru.userNotFound }],
    ['serverError500', { kind: 'http', status: 500, serverText: MOCK_TEXTS.ru.internal }],
    ['networkError', { kind: 'network', status: null }],
  ] as const)('login.%s', async (name, expected) => {
    server.use(...scenarios.login[name]);
    expect(await rejection(grant(session().client))).toMatchObject(expected);
  });

  it('login.slow never answers', async () => {
    server.use(...scenarios.login.slow);
    const outcome = await Promise.race([
      grant(session().client).then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 200, 'pending')),
    ]);
    expect(outcome).toBe('pending');
  });

  it('me.ready and config.ready answer contract-valid data without any sign-in', async () => {
    server.use(...scenarios.me.ready, ...scenarios.config.ready);
    const { client } = session();
    const me = await client.me.get();
    expect((await client.config.get()).user).toEqual(me);
  });

  it('me.tokenExpired is the 401 the refresh flow looks for', async () => {
    server.use(...scenarios.me.tokenExpired);
    expect(await rejection(session('en').client.me.get())).toMatchObject({ status: 401, serverText: 'Access token has expired' });
  });
});
