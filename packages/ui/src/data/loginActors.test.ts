import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createClient } from '@console/api/client';
import { createHandlers, DEMO_PASSWORD, MOCK_TEXTS, recordedSignInCode } from '@console/api/mocks';
import { loginMachine } from '@console/machines/loginMachine';
import { loginActors } from './loginActors.ts';
import { createTokenStore, type TokenStorage } from './tokenStore.ts';

const apiHosts = ['https://login-actors.test/'];
const server = setupServer(...createHandlers({ apiHosts }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const NOW = 1_795_338_000_000;

function start() {
  const entries = new Map<string, string>();
  const storage: TokenStorage = {
    getItem: (k) => entries.get(k) ?? null,
    setItem: (k, v) => void entries.set(k, v),
    removeItem: (k) => void entries.delete(k),
  };
  const store = createTokenStore(storage);
  const client = createClient({
    apiHosts,
    clientId: 'c',
    clientSecret: 's',
    session: store,
    getLocale: () => 'en',
    now: () => NOW,
  });
  const actor = createActor(loginMachine.provide(loginActors(client, store)), {
    input: { redirect: null, now: () => NOW },
  }).start();
  const settled = () =>
    new Promise<void>((resolve) => {
      const sub = actor.subscribe((snapshot) => {
        if (!snapshot.hasTag('busy')) {
          sub.unsubscribe();
          resolve();
        }
      });
    });
  return { actor, store, client, settled };
}

describe('loginActors with the real login machine and the mock server', () => {
  it('signs in and stores the token with expires_at from expires_in (spec §3)', async () => {
    const { actor, store, client } = start();
    actor.send({ type: 'credentials.submit', username: ' admin@demo.local ', password: DEMO_PASSWORD });
    await toPromise(actor);
    const token = store.read();
    expect(token?.expires_at).toBe(NOW + token!.expires_in * 1000);
    expect((await client.me.get()).email).toBe('admin@demo.local');
  });

  it('asks for the code, then signs in the two-factor user with it', async () => {
    const { actor, store, settled } = start();
    actor.send({ type: 'credentials.submit', username: 'otp@demo.local', password: DEMO_PASSWORD });
    await settled();
    expect(actor.getSnapshot().hasTag('code')).toBe(true);
    actor.send({ type: 'code.submit', code: recordedSignInCode('otp@demo.local')! });
    await toPromise(actor);
    expect(store.read()).not.toBeNull();
  });

  it('shows the server text for a wrong password and stores nothing', async () => {
    const { actor, store, settled } = start();
    actor.send({ type: 'credentials.submit', username: 'admin@demo.local', password: 'wrong-password' });
    await settled();
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'server', text: MOCK_TEXTS.en.wrongPassword });
    expect(store.read()).toBeNull();
  });
});
