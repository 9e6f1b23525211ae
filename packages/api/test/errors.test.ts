import { describe, expect, it } from 'vitest';
import { ApiError, createClient } from '../src/client/index.ts';
import { fakeFetch, json, type FakeAnswer } from './fakeFetch.ts';
import { sessionWithAccess } from './memorySession.ts';

const clientFor = (answer: FakeAnswer, hosts = ['https://a.test/']) =>
  createClient({
    apiHosts: hosts,
    clientId: 'c',
    clientSecret: 's',
    session: sessionWithAccess('t'),
    getLocale: () => 'ru',
    fetch: fakeFetch(answer).fetch,
  });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('ApiError kinds', () => {
  it('http: a 429 carries the Retry-After seconds, so a screen can say how long to wait in its own words', async () => {
    const answer = new Response(JSON.stringify({ error: 'Слишком много попыток. Повторите через 30 с.' }), {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '30' },
    });
    const error = await failure(clientFor(answer).auth.passwordGrant({ username: 'u', password: 'p' }));
    expect(error).toMatchObject({ kind: 'http', status: 429, retryAfter: 30 });
    const without = await failure(clientFor(json({ error: 'x' }, 400)).auth.passwordGrant({ username: 'u', password: 'p' }));
    expect(without.retryAfter).toBeNull();
  });

  it('http: a non-2xx answer carries the status, the server text and error_type', async () => {
    const error = await failure(
      clientFor(json({ error: 'Введите код', error_type: 'code_required' }, 400)).auth.passwordGrant({
        username: 'u',
        password: 'p',
      }),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      serverText: 'Введите код',
      errorType: 'code_required',
      message: 'Введите код',
    });
    expect(error.name).toBe('ApiError');
  });

  it('http: without error_type, errorType is null', async () => {
    const error = await failure(clientFor(json({ error: 'User not found' }, 404)).me.get());
    expect(error).toMatchObject({ kind: 'http', status: 404, serverText: 'User not found', errorType: null });
  });

  it('http: a non-JSON error body still is an http error, with serverText null', async () => {
    const error = await failure(clientFor(new Response('<html>Bad gateway</html>', { status: 502 })).me.get());
    expect(error).toMatchObject({ kind: 'http', status: 502, serverText: null, errorType: null });
  });

  it('http: a JSON error body of another shape gives serverText null', async () => {
    const error = await failure(clientFor(json({ message: 'nope' }, 500)).me.get());
    expect(error).toMatchObject({ kind: 'http', status: 500, serverText: null });
  });

  it('network: no host answers', async () => {
    const error = await failure(clientFor('network-error', ['https://a.test/', 'https://b.test/']).me.get());
    expect(error).toMatchObject({ kind: 'network', status: null, serverText: null, errorType: null });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('malformed: a 2xx whose body fails the schema', async () => {
    const error = await failure(clientFor(json({ id: 'not a number' })).me.get());
    expect(error).toMatchObject({ kind: 'malformed', status: 200, serverText: null });
    expect(error.message).toMatch(/^Malformed answer from v1\/me: id: /);
  });

  it('malformed: a 2xx that is not JSON, or is empty where a body is due', async () => {
    expect(await failure(clientFor(new Response('ok', { status: 200 })).me.get())).toMatchObject({ kind: 'malformed' });
    expect(await failure(clientFor(new Response(null, { status: 200 })).config.get())).toMatchObject({ kind: 'malformed' });
  });

  it('malformed: a token answer without a refresh token', async () => {
    const error = await failure(clientFor(json({ access_token: 'a', expires_in: 60, token_type: 'Bearer' })).auth.refresh('r'));
    expect(error.kind).toBe('malformed');
  });

  it('a token answer keeps the extra fields the server adds (spec §3)', async () => {
    const token = { access_token: 'a', refresh_token: 'r', expires_in: 60, token_type: 'Bearer', scope: 'all' };
    await expect(clientFor(json(token)).auth.refresh('r')).resolves.toEqual(token);
  });
});
