import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { ApiError, type ApiClient, type ClientEvent, type ClientEventListener } from '@console/api/client';
import type { StoredToken } from '@console/api/contract';
import { socketMachine, type SocketConnectionEvent, type SocketSendEvent } from '@console/machines/socketMachine';
import { followLogout } from './followLogout.ts';
import { logout, logoutInProgress } from './logout.ts';
import { watchSessionEvents } from './sessionEvents.ts';
import { createTokenStore } from './tokenStore.ts';

const TOKEN: StoredToken = { access_token: 'a', refresh_token: 'r', expires_in: 3600, token_type: 'bearer', expires_at: 0 };

function memoryStore(token: StoredToken | null = TOKEN) {
  const entries = new Map<string, string>();
  const store = createTokenStore({
    getItem: (k) => entries.get(k) ?? null,
    setItem: (k, v) => void entries.set(k, v),
    removeItem: (k) => void entries.delete(k),
  });
  if (token) store.write(token);
  return store;
}

// The real socket machine over a fake WebSocket: `server.close(code)` is the server ending the connection.
function liveConnection() {
  let sendBack: ((event: SocketConnectionEvent) => void) | null = null;
  const refresh = vi.fn(() => Promise.resolve());
  const actor = createActor(
    socketMachine.provide({
      actors: {
        connection: fromCallback<SocketSendEvent>(({ sendBack: back }) => {
          sendBack = back as (event: SocketConnectionEvent) => void;
          back({ type: 'socket.opened' });
          return () => void (sendBack = null);
        }),
        refreshToken: fromPromise(refresh),
      },
    }),
  ).start();
  return {
    actor,
    refresh,
    isOpen: () => sendBack !== null,
    server: { close: (code: number) => sendBack?.({ type: 'socket.closed', code }) },
  };
}

// The client as logout and the frame use it; `revoke` is the server's side of POST v1/oauth2/revoke.
function fakeClient(revoke: () => Promise<void>) {
  const listeners = new Set<ClientEventListener>();
  const client = {
    auth: { revoke: vi.fn(revoke) },
    clearCache: vi.fn(),
    subscribe: (listener: ClientEventListener) => (listeners.add(listener), () => void listeners.delete(listener)),
  };
  return { client, asApi: client as unknown as ApiClient, emit: (event: ClientEvent) => listeners.forEach((l) => l(event)) };
}

afterEach(() => {
  logoutInProgress.set(false);
});

describe('a deliberate logout never ends as "Session expired" (spec §4 Logout)', () => {
  it('closes the live connection before the revoke, so the server closing it (4401) starts no refresh', async () => {
    const live = liveConnection();
    const stop = followLogout(live.actor);
    live.actor.send({ type: 'session.started' });
    expect(live.actor.getSnapshot().hasTag('live')).toBe(true);

    let openAtRevoke: boolean | null = null;
    const { asApi, client } = fakeClient(async () => {
      openAtRevoke = live.isOpen();
      live.server.close(4401); // the server ends the revoked session's sockets before it answers
    });
    await logout(asApi, memoryStore(), () => undefined);

    expect(client.auth.revoke).toHaveBeenCalledOnce();
    expect(openAtRevoke).toBe(false);
    expect(live.refresh).not.toHaveBeenCalled();
    expect(live.actor.getSnapshot().value).toBe('signedOut');
    stop();
  });

  it('without it the same close refreshes with the revoked token (the bug this guards against)', async () => {
    const live = liveConnection();
    live.actor.send({ type: 'session.started' });
    const { asApi } = fakeClient(async () => live.server.close(4401));
    await logout(asApi, memoryStore(), () => undefined);
    expect(live.refresh).toHaveBeenCalledOnce();
  });

  it('ignores session.expired while the logout runs, and after it when no token is left', async () => {
    const expired = vi.fn();
    const store = memoryStore();
    const fake = fakeClient(async () => fake.emit({ type: 'session.expired' }));
    const stop = watchSessionEvents(fake.client, { expired, forbidden: vi.fn(), otpSetupRequired: vi.fn() }, store);
    await logout(fake.asApi, store, () => undefined);
    fake.emit({ type: 'session.expired' }); // a request of the old session that answered late
    expect(expired).not.toHaveBeenCalled();
    stop();
  });

  it('still reports a real expiry of a stored session, and a 403 with its text', () => {
    const expired = vi.fn();
    const forbidden = vi.fn();
    const fake = fakeClient(() => Promise.resolve());
    const stop = watchSessionEvents(fake.client, { expired, forbidden, otpSetupRequired: vi.fn() }, memoryStore());
    fake.emit({ type: 'session.expired' });
    expect(expired).toHaveBeenCalledOnce();
    const error = new ApiError({ kind: 'http', status: 403, serverText: 'No rights', message: 'No rights' });
    fake.emit({ type: 'forbidden', error });
    expect(forbidden).toHaveBeenCalledWith('No rights');
    stop();
  });

  it('the flag is down again once the logout is over, also when the cache clearing fails', async () => {
    const { asApi } = fakeClient(() => Promise.resolve());
    const seen: boolean[] = [];
    const off = logoutInProgress.subscribe(() => seen.push(logoutInProgress.get()));
    await expect(
      logout(asApi, memoryStore(), () => {
        throw new Error('cache');
      }),
    ).rejects.toThrow('cache');
    off();
    expect(seen).toEqual([true, false]);
  });
});
