import { describe, expect, it } from 'vitest';
import { ApiError, SESSION_EXPIRED_ERROR_TYPE, isSessionExpired, type RefreshLock } from '../src/client/index.ts';
import { json } from './fakeFetch.ts';
import { deferred, fakeApi, flush, NEW_PAIR, NOW, track, type Answer } from './fakeApi.ts';
import { memorySession, storedToken } from './memorySession.ts';
import { statusResource } from '../src/client/resources/status.ts';

// Three requests on the expired token, held until the refresh answers, and a fourth started while it runs.
async function queueDuringRefresh(refreshAnswer: Answer) {
  const held = deferred<Answer>();
  const api = fakeApi({ refresh: () => held.promise });
  const first = [api.client.me.get(), api.client.counts.get(), api.client.resource(statusResource).put({ status: 2 })].map((p) =>
    track<unknown>(p),
  );
  await flush();
  expect(api.grants()).toHaveLength(1); // the refresh runs, once
  const late = track<unknown>(api.client.resource(statusResource).get());
  await flush();
  held.resolve(refreshAnswer);
  await flush(); // no other answer is needed for every one of them to settle
  return { api, outcomes: [...first, late] };
}

describe('refresh classification (spec §4)', () => {
  it.each([
    ['400 naming the token', json({ error: 'Invalid refresh token', error_type: 'invalid_grant' }, 400)],
    ["400 naming '.app'", json({ error: 'Unknown client for console.app' }, 400)],
    ["404 'User not found'", json({ error: 'User not found' }, 404)],
    ['404 in Russian', json({ error: 'Пользователь не найден' }, 404)],
  ])('%s: session.expired once, and every queued request rejects at once with session_expired', async (_name, answer) => {
    const { api, outcomes } = await queueDuringRefresh(answer);
    for (const outcome of outcomes) {
      expect(outcome.state).toBe('rejected');
      expect(outcome.error).toMatchObject({ kind: 'http', status: 401, errorType: SESSION_EXPIRED_ERROR_TYPE });
      expect(isSessionExpired(outcome.error)).toBe(true);
    }
    expect(api.events).toEqual([{ type: 'session.expired' }]);
    expect(api.sends()).toHaveLength(3); // the three first tries; no retry, and the late one is never sent
    expect(api.session.writes).toEqual([]);
  });

  it('no refresh token stored (another tab logged out): session.expired, no refresh call', async () => {
    const api = fakeApi();
    const outcome = track(api.client.me.get());
    api.session.set(null);
    await flush();
    expect(outcome).toMatchObject({ state: 'rejected', error: { errorType: SESSION_EXPIRED_ERROR_TYPE } });
    expect(api.grants()).toEqual([]);
    expect(api.events).toEqual([{ type: 'session.expired' }]);
  });

  it.each([
    [
      'a 400 without token or .app',
      json({ error: 'Invalid client' }, 400),
      { kind: 'http', status: 400, serverText: 'Invalid client' },
    ],
    ['a 500', json({ error: 'Internal server error' }, 500), { kind: 'http', status: 500 }],
    [
      'an HTML 404 from a proxy',
      new Response('<h1>Not found</h1>', { status: 404 }),
      { kind: 'http', status: 404, serverText: null },
    ],
    ['a network failure on both hosts', 'network-error' as const, { kind: 'network', status: null }],
  ])('%s: the queued requests reject with that error and the session stays', async (_name, answer, expected) => {
    const { api, outcomes } = await queueDuringRefresh(answer);
    for (const outcome of outcomes) expect(outcome).toMatchObject({ state: 'rejected', error: expected });
    expect(api.events.some((event) => event.type === 'session.expired')).toBe(false);
    expect(api.session.read()?.access_token).toBe('old');
  });

  it('after a failed refresh the next 401 starts a new one', async () => {
    let fail = true;
    const api = fakeApi({ refresh: () => (fail ? 'network-error' : json(NEW_PAIR)) });
    await expect(api.client.me.get()).rejects.toMatchObject({ kind: 'network' });
    fail = false;
    await expect(api.client.me.get()).resolves.toMatchObject({ id: 1 });
    expect(api.grants()).toHaveLength(2 + 1); // the failed grant tried both hosts, then one more
    expect(api.events.map((event) => event.type)).toEqual(['network.down', 'network.up', 'token.refreshed']);
  });
});

describe('refresh and retry', () => {
  it('refreshes once, stores the pair with expires_at from now(), emits token.refreshed and retries once', async () => {
    const api = fakeApi();
    await expect(Promise.all([api.client.me.get(), api.client.counts.get()])).resolves.toHaveLength(2);
    const token = { ...NEW_PAIR, expires_at: NOW + 600_000 };
    expect(api.session.writes).toEqual([token]);
    expect(api.events).toEqual([{ type: 'token.refreshed', token }]);
    expect(JSON.parse(api.grants()[0]!.body!)).toEqual({
      client_id: 'c',
      client_secret: 's',
      grant_type: 'refresh_token',
      refresh_token: 'r-old',
    });
    expect(api.sends().map((send) => send.token)).toEqual(['old', 'old', 'new', 'new']);
  });

  it('a second 401 rejects with that error: no second refresh, no loop', async () => {
    const api = fakeApi({ valid: [] });
    const error = await api.client.me.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, serverText: 'Access token has expired', errorType: null });
    expect(api.grants()).toHaveLength(1);
    expect(api.sends().map((send) => send.token)).toEqual(['old', 'new']);
  });

  it('a 401 after another request or tab stored a newer token retries at once with it, without a refresh', async () => {
    const api = fakeApi({ valid: ['newer'] });
    const outcome = api.client.me.get();
    api.session.set(storedToken('newer'));
    await expect(outcome).resolves.toMatchObject({ id: 1 });
    expect(api.grants()).toEqual([]);
    expect(api.sends().map((send) => send.token)).toEqual(['old', 'newer']);
  });

  it('inside the lock, a token another tab wrote meanwhile is adopted without calling the server', async () => {
    const session = memorySession(storedToken('old', 'r-old'));
    // The other tab held the lock and refreshed: when ours is granted, the store already holds its token.
    const lock: RefreshLock = async (run) => {
      session.set(storedToken('tab2'));
      return run();
    };
    const api = fakeApi({ session, valid: ['tab2'], client: { withRefreshLock: lock } });
    await expect(api.client.me.get()).resolves.toMatchObject({ id: 1 });
    expect(api.grants()).toEqual([]);
    expect(session.writes).toEqual([]);
    expect(api.events).toEqual([]);
  });

  it('without a stored token a 401 is the answer: nobody is signed in, nothing to refresh', async () => {
    const api = fakeApi({ session: memorySession(null) });
    await expect(api.client.me.get()).rejects.toMatchObject({ status: 401 });
    expect(api.grants()).toEqual([]);
    expect(api.events).toEqual([]);
  });

  it('revoke and client_errors never refresh; client_errors sends no bearer even when a token is stored', async () => {
    const api = fakeApi();
    await expect(api.client.auth.revoke()).rejects.toMatchObject({ status: 401 });
    await expect(api.client.clientErrors.report({ kind: 'error', message: 'm', url: '/' })).resolves.toEqual({});
    expect(api.grants()).toEqual([]);
    expect(api.sends().map((send) => send.token)).toEqual(['old', null]);
  });
});

describe('client.session.refresh (the socket after a 4401 close)', () => {
  it('answers the stored token at once when it is newer than the stale one', async () => {
    const api = fakeApi();
    await expect(api.client.session.refresh('older')).resolves.toMatchObject({ access_token: 'old' });
    expect(api.calls).toEqual([]);
  });

  it('joins the queue: one refresh for the socket and the requests that got a 401 meanwhile', async () => {
    const held = deferred<Answer>();
    const api = fakeApi({ refresh: () => held.promise });
    const socket = api.client.session.refresh('old');
    const request = api.client.me.get();
    await flush();
    held.resolve(json(NEW_PAIR));
    await expect(socket).resolves.toMatchObject({ access_token: 'new', refresh_token: 'r-new' });
    await expect(request).resolves.toMatchObject({ id: 1 });
    expect(api.grants()).toHaveLength(1);
  });

  it('rejects with session_expired when the refresh token is invalid', async () => {
    const api = fakeApi({ refresh: () => json({ error: 'Invalid refresh token' }, 400) });
    await expect(api.client.session.refresh('old')).rejects.toMatchObject({ errorType: SESSION_EXPIRED_ERROR_TYPE });
    expect(api.events).toEqual([{ type: 'session.expired' }]);
  });
});
