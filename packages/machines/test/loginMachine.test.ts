import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@console/api/client';
import type { StoredToken, TokenResponse } from '@console/api/contract';
import { loginMachine } from '../src/loginMachine.ts';
import type { RequestTokenInput } from '../src/loginMachine.ts';
import { createCoverage } from './coverage.ts';

const coverage = createCoverage(loginMachine);

const NOW = 1_750_000_000_000;
const token: TokenResponse = { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 3600, token_type: 'Bearer' };
const stored: StoredToken = { ...token, expires_at: NOW + 3_600_000 };

const http = (status: number, serverText: string | null, errorType: string | null = null) =>
  new ApiError({ kind: 'http', message: `HTTP ${status}`, status, serverText, errorType });
const codeRequired = (text = 'Enter the code') => http(400, text, 'code_required');
const networkError = () => new ApiError({ kind: 'network', message: 'Failed to fetch' });

type Answer = TokenResponse | Error;

// requestToken answers from a script; storeToken is recorded.
function startLogin(answers: Answer[], redirect: string | null = null) {
  const requestToken = vi.fn(async ({ input }: { input: RequestTokenInput }) => {
    const answer = answers.shift();
    if (answer === undefined) throw new Error(`unexpected request ${JSON.stringify(input)}`);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const storeToken = vi.fn((_: unknown, params: { token: StoredToken }) => params.token);
  const machine = loginMachine.provide({ actors: { requestToken: fromPromise(requestToken) }, actions: { storeToken } });
  const actor = createActor(machine, { input: { redirect, now: () => NOW }, inspect: coverage.inspect });
  actor.start();
  const requests = () => requestToken.mock.calls.map(([{ input }]) => input);
  const storedTokens = () => storeToken.mock.calls.map(([, params]) => params.token);
  return { actor, requests, storedTokens };
}

const submitCredentials = (
  actor: ReturnType<typeof startLogin>['actor'],
  username = '  otp@demo.local ',
  password = 'demo-pass-1',
) => actor.send({ type: 'credentials.submit', username, password });

describe('loginMachine: a locked sign-in', () => {
  it('a 429 with Retry-After keeps the wait, for the form to say in the user language', async () => {
    const locked = new ApiError({ kind: 'http', message: 'HTTP 429', status: 429, serverText: 'Too many', retryAfter: 30 });
    const { actor } = startLogin([locked]);
    submitCredentials(actor);
    const snapshot = await waitFor(actor, (s) => s.context.error !== null);
    expect(snapshot.value).toBe('credentials');
    expect(snapshot.context.error).toEqual({ kind: 'wait', seconds: 30 });
  });
});

describe('loginMachine: credentials', () => {
  it('starts on the credentials form with empty context', () => {
    const { actor } = startLogin([]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('credentials');
    expect(snapshot.hasTag('credentials')).toBe(true);
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context).toMatchObject({
      username: '',
      password: '',
      code: '',
      error: null,
      redirect: null,
      redirectTo: null,
    });
  });

  it('signs in: trims the username, stores the token with expires_at, ends with the redirect', async () => {
    const { actor, requests, storedTokens } = startLogin([token], '/stats/overall?period=7');
    submitCredentials(actor, '  reader@demo.local  ');
    const busy = actor.getSnapshot();
    expect(busy.value).toBe('submitting');
    expect(busy.hasTag('busy') && busy.hasTag('credentials')).toBe(true);
    expect(busy.context).toMatchObject({ username: 'reader@demo.local', password: 'demo-pass-1', error: null });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('success');
    expect(done.hasTag('success')).toBe(true);
    expect(requests()).toEqual([{ username: 'reader@demo.local', password: 'demo-pass-1' }]);
    expect(storedTokens()).toEqual([stored]);
    expect(done.context).toMatchObject({ redirectTo: '/stats/overall?period=7', password: '', code: '' });
    expect(done.output).toEqual({ redirectTo: '/stats/overall?period=7' });
  });

  it.each([
    ['/login?redirect=/x', '/'],
    ['//evil.com', '/'],
    ['https://evil.com/', '/'],
    [null, '/'],
  ])('redirect %j ends at %j', async (redirect, expected) => {
    const { actor } = startLogin([token], redirect);
    submitCredentials(actor);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ redirectTo: expected });
  });

  it.each([
    ['', 'demo-pass-1'],
    ['not-an-email', 'demo-pass-1'],
    ['reader@demo.local', ''],
    ['reader@demo.local', 'short'],
  ])('ignores credentials.submit with invalid %j / %j', (username, password) => {
    const { actor, requests } = startLogin([token]);
    submitCredentials(actor, username, password);
    expect(actor.getSnapshot().value).toBe('credentials');
    expect(actor.getSnapshot().context.username).toBe('');
    expect(requests()).toEqual([]);
  });

  it.each([
    ['404', http(404, 'Пользователь не найден'), { kind: 'server', text: 'Пользователь не найден' }],
    ['400', http(400, 'Неверный пароль', 'invalid_grant'), { kind: 'server', text: 'Неверный пароль' }],
    ['400 without text', http(400, null), { kind: 'unknown', text: null }],
    ['network', networkError(), { kind: 'network' }],
    ['500', http(500, 'Internal'), { kind: 'unknown', text: 'Internal' }],
    ['malformed', new ApiError({ kind: 'malformed', message: 'bad body' }), { kind: 'unknown', text: null }],
    ['non-api rejection', new TypeError('x is undefined'), { kind: 'unknown', text: null }],
  ])('a %s answer returns to the form with the error', async (_name, failure, expected) => {
    const { actor, requests, storedTokens } = startLogin([failure]);
    submitCredentials(actor);
    const back = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(back.value).toBe('credentials');
    expect(back.context.error).toEqual(expected);
    expect(back.context.username).toBe('otp@demo.local');
    expect(requests()).toHaveLength(1);
    expect(storedTokens()).toEqual([]);
  });

  it('a new submit clears the previous error and can succeed', async () => {
    const { actor, requests } = startLogin([http(400, 'Неверный пароль'), token]);
    submitCredentials(actor, 'reader@demo.local', 'wrong-pass');
    await waitFor(actor, (s) => s.context.error !== null);
    submitCredentials(actor, 'reader@demo.local', 'demo-pass-1');
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(requests()).toEqual([
      { username: 'reader@demo.local', password: 'wrong-pass' },
      { username: 'reader@demo.local', password: 'demo-pass-1' },
    ]);
  });
});

describe('loginMachine: one-time code', () => {
  async function atCode(answers: Answer[]) {
    const started = startLogin([codeRequired(), ...answers], '/items');
    submitCredentials(started.actor);
    await waitFor(started.actor, (s) => s.matches('code'));
    return started;
  }

  it('a 400 code_required asks for the code, keeping the credentials', async () => {
    const { actor, storedTokens } = await atCode([]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('code')).toBe(true);
    expect(snapshot.hasTag('credentials')).toBe(false);
    expect(snapshot.context).toMatchObject({ username: 'otp@demo.local', password: 'demo-pass-1', code: '', error: null });
    expect(storedTokens()).toEqual([]);
  });

  it('sends the trimmed code with the credentials and signs in', async () => {
    const { actor, requests, storedTokens } = await atCode([token]);
    actor.send({ type: 'code.submit', code: ' 123456 ' });
    const busy = actor.getSnapshot();
    expect(busy.value).toBe('submittingCode');
    expect(busy.hasTag('code') && busy.hasTag('busy')).toBe(true);
    expect(busy.context.code).toBe('123456');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(requests()).toEqual([
      { username: 'otp@demo.local', password: 'demo-pass-1' },
      { username: 'otp@demo.local', password: 'demo-pass-1', code: '123456' },
    ]);
    expect(storedTokens()).toEqual([stored]);
    expect(done.output).toEqual({ redirectTo: '/items' });
  });

  it.each(['12345678', '', '   '])('ignores code.submit with %j', async (code) => {
    const { actor, requests } = await atCode([]);
    actor.send({ type: 'code.submit', code });
    expect(actor.getSnapshot().value).toBe('code');
    expect(actor.getSnapshot().context.code).toBe('');
    expect(requests()).toHaveLength(1);
  });

  it('a wrong code stays on the code step with the server text, then a right one signs in', async () => {
    const { actor, requests } = await atCode([codeRequired('Неверный код'), token]);
    actor.send({ type: 'code.submit', code: '000000' });
    const wrong = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(wrong.value).toBe('code');
    expect(wrong.context.error).toEqual({ kind: 'server', text: 'Неверный код' });
    actor.send({ type: 'code.submit', code: '654321' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(requests().map((request) => request.code)).toEqual([undefined, '000000', '654321']);
  });

  it.each([
    ['404', http(404, 'User not found')],
    ['400', http(400, 'Bad sign', 'invalid_request')],
  ])('a %s during the code step returns to the form with the server text', async (_name, failure) => {
    const { actor } = await atCode([failure]);
    actor.send({ type: 'code.submit', code: '123456' });
    const back = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(back.value).toBe('credentials');
    expect(back.context).toMatchObject({ code: '', error: { kind: 'server', text: failure.serverText } });
  });

  it.each([
    ['network', networkError(), { kind: 'network' }],
    ['500', http(500, null), { kind: 'unknown', text: null }],
  ])('a %s failure during the code step stays on it to retry', async (_name, failure, expected) => {
    const { actor } = await atCode([failure]);
    actor.send({ type: 'code.submit', code: '123456' });
    const stay = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(stay.value).toBe('code');
    expect(stay.context).toMatchObject({ code: '123456', error: expected });
  });

  it('code.back returns to the form and clears code and error', async () => {
    const { actor } = await atCode([codeRequired('Неверный код')]);
    actor.send({ type: 'code.submit', code: '000000' });
    await waitFor(actor, (s) => s.matches('code') && s.context.error !== null);
    actor.send({ type: 'code.back' });
    const back = actor.getSnapshot();
    expect(back.value).toBe('credentials');
    expect(back.context).toMatchObject({ code: '', error: null, username: 'otp@demo.local' });
  });
});

describe('loginMachine: unprovided implementations', () => {
  it('without requestToken the submit fails as unknown', async () => {
    const actor = createActor(loginMachine, { input: { redirect: null } });
    actor.start();
    submitCredentials(actor);
    const back = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(back.context.error).toEqual({ kind: 'unknown', text: null });
  });

  it('without storeToken the actor errors instead of losing the token silently', async () => {
    const machine = loginMachine.provide({ actors: { requestToken: fromPromise(async () => token) } });
    const actor = createActor(machine, { input: { redirect: null } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    submitCredentials(actor);
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(String(errors[0])).toContain('storeToken not provided');
  });

  it('defaults the clock to Date.now', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    try {
      const storeToken = vi.fn();
      const machine = loginMachine.provide({ actors: { requestToken: fromPromise(async () => token) }, actions: { storeToken } });
      const actor = createActor(machine, { input: { redirect: null } });
      actor.start();
      submitCredentials(actor);
      await waitFor(actor, (s) => s.status === 'done');
      expect(storeToken.mock.calls[0]?.[1]).toEqual({ token: stored });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('loginMachine coverage', () => {
  // Runs last (tests in a file run in order): lists anything the tests above did not reach.
  it('reaches every state and transition', () => {
    expect(coverage.unreached()).toEqual({ states: [], transitions: [] });
    coverage.assertAllReached();
  });
});
