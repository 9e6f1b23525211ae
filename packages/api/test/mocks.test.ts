import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, toStoredToken, type ApiError } from '../src/client/index.ts';
import { createHandlers, DEMO_PASSWORD, MOCK_TEXTS, recordedSignInCode, scenarios } from '../src/mocks/index.ts';
import { memorySession } from './memorySession.ts';

// docs/mocks.md: sign-in, refresh and revoke answer from the `session` recording; the token rules are the server's
// (its tests and the drift test hold them), so nothing here checks a rule of the mocks' own.
const apiHosts = ['https://mock-a.test/', 'https://mock-b.test/'];
const server = setupServer(...createHandlers({ apiHosts }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function session(locale: 'ru' | 'en' = 'ru') {
  const store = memorySession();
  const client = createClient({ apiHosts, clientId: 'c', clientSecret: 's', session: store, getLocale: () => locale });
  return { store, client };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as ApiError,
  );

describe('the recorded session', () => {
  it('signs in with the recorded token, which the recorded world knows as that user; refresh and revoke follow it', async () => {
    const { client, store } = session();
    const token = await client.auth.passwordGrant({ username: 'operator@demo.local', password: DEMO_PASSWORD });
    expect(token.access_token).toBe('recorded-operator-access-1');
    store.set(toStoredToken(token, Date.now()));
    await expect(client.me.get()).resolves.toMatchObject({ email: 'operator@demo.local', role: 'operator' });
    await expect(client.auth.refresh(token.refresh_token)).resolves.toMatchObject({ access_token: 'recorded-operator-access-2' });
    await expect(client.auth.revoke()).resolves.toBeUndefined();
  });

  it("answers the server's refusals in the request's language, and the two-factor user's code", async () => {
    const { client } = session('en');
    expect(
      await rejection(client.auth.passwordGrant({ username: 'admin@demo.local', password: 'wrong-password' })),
    ).toMatchObject({
      status: 400,
      serverText: MOCK_TEXTS.en.wrongPassword,
    });
    const otp = { username: 'otp@demo.local', password: DEMO_PASSWORD };
    expect(await rejection(client.auth.passwordGrant(otp))).toMatchObject({ status: 400, errorType: 'code_required' });
    await expect(client.auth.passwordGrant({ ...otp, code: recordedSignInCode('otp@demo.local')! })).resolves.toMatchObject({
      access_token: 'recorded-otp-access-1',
    });
  });
});

describe('scenarios', () => {
  const grant = (client: ReturnType<typeof session>['client']) =>
    client.auth.passwordGrant({ username: 'admin@demo.local', password: DEMO_PASSWORD });

  it.each([
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

  it('me.tokenExpired is the 401 the refresh flow looks for', async () => {
    server.use(...scenarios.me.tokenExpired);
    expect(await rejection(session('en').client.me.get())).toMatchObject({ status: 401, serverText: 'Access token has expired' });
  });
});
