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
  it('revokes the token, removes it and clears the cache; the old token no longer works', async () => {
    const { client, store } = await signedIn();
    const accessToken = store.read()!.access_token;
    const clearCache = vi.fn();
    await logout(client, store, clearCache);
    expect(store.read()).toBeNull();
    expect(clearCache).toHaveBeenCalledOnce();
    const stale = createClient({
      apiHosts,
      clientId: 'c',
      clientSecret: 's',
      session: {
        read: () => ({ access_token: accessToken, refresh_token: 'gone', expires_in: 1, token_type: 'bearer', expires_at: 0 }),
        write: () => undefined,
      },
      getLocale: () => 'ru',
    });
    await expect(stale.me.get()).rejects.toMatchObject({ kind: 'http', status: 401 });
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
