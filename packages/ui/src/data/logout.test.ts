import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, toStoredToken, type ApiClient } from '@console/api/client';
import { createHandlers, DEMO_PASSWORD } from '@console/api/mocks';
import { logout } from './logout.ts';
import { createTokenStore, type TokenStore } from './tokenStore.ts';

const apiHosts = ['https://logout.test/'];
const server = setupServer(...createHandlers({ apiHosts }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

function signedIn(): Promise<{ client: ApiClient; store: TokenStore }> {
  const entries = new Map<string, string>();
  const store = createTokenStore({
    getItem: (k) => entries.get(k) ?? null,
    setItem: (k, v) => void entries.set(k, v),
    removeItem: (k) => void entries.delete(k),
  });
  const client = createClient({
    apiHosts,
    clientId: 'c',
    clientSecret: 's',
    session: store,
    getLocale: () => 'ru',
  });
  return client.auth.passwordGrant({ username: 'reader@demo.local', password: DEMO_PASSWORD }).then((token) => {
    store.write(toStoredToken(token, Date.now()));
    return { client, store };
  });
}

describe('logout (spec §4)', () => {
  // That the revoked token then stops working is the server's rule (its tests, and the recorded session's revoke).
  it('revokes the stored token, removes it and clears the cache', async () => {
    const { client, store } = await signedIn();
    const accessToken = store.read()!.access_token;
    const revoked: Array<{ bearer: string | null; status: number }> = [];
    const listen = ({ request, response }: { request: Request; response: Response }) => {
      if (request.url.endsWith('/v1/oauth2/revoke'))
        revoked.push({ bearer: request.headers.get('Authorization'), status: response.status });
    };
    server.events.on('response:mocked', listen);
    const clearCache = vi.fn();
    await logout(client, store, clearCache);
    server.events.removeListener('response:mocked', listen);
    expect(revoked).toEqual([{ bearer: `Bearer ${accessToken}`, status: 200 }]);
    expect(store.read()).toBeNull();
    expect(clearCache).toHaveBeenCalledOnce();
  });

  it('ignores a failing revoke (spec §7) and still signs out', async () => {
    const { client, store } = await signedIn();
    const failing: ApiClient = { ...client, auth: { ...client.auth, revoke: () => Promise.reject(new Error('offline')) } };
    await logout(failing, store, () => undefined);
    expect(store.read()).toBeNull();
  });

  it('skips the revoke call when asked to, or when no token is stored', async () => {
    const { client, store } = await signedIn();
    const revoke = vi.spyOn(client.auth, 'revoke');
    await logout(client, store, () => undefined, { revoke: false });
    await logout(client, store, () => undefined);
    expect(revoke).not.toHaveBeenCalled();
  });
});
