import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@console/api/client';
import type { SocialLoginsResponse, StoredToken, TokenResponse } from '@console/api/contract';
import {
  socialLoginMachine,
  type SocialEmailRequest,
  type SocialLoginInput,
  type SocialRequest,
} from '../src/socialLoginMachine.ts';
import { SOCIAL_ERROR_MS } from '../src/rules/socialLogin.ts';
import { createCoverage } from './coverage.ts';

const coverage = createCoverage(socialLoginMachine);
afterAll(() => coverage.assertAllReached());

const TOKEN: TokenResponse = { access_token: 'a', refresh_token: 'r', expires_in: 3600, token_type: 'bearer' };
const http = (status: number, serverText: string | null, errorType: string | null = null, data: unknown = null) =>
  new ApiError({ kind: 'http', message: `HTTP ${status}`, status, serverText, errorType, data });
const noEmail = () =>
  http(400, 'VK did not share your email', 'no_email', { error: 'x', error_type: 'no_email', access_token: 'pending-1' });

type Answer<T> = T | Error;

function start(
  input: Partial<SocialLoginInput>,
  answers: { code?: Answer<TokenResponse>[]; email?: Answer<TokenResponse>[]; link?: Answer<SocialLoginsResponse>[] } = {},
) {
  const calls = { code: [] as unknown[], email: [] as unknown[], link: [] as unknown[] };
  const queue =
    <T>(list: Answer<T>[] | undefined, what: string, record: unknown[]) =>
    async ({ input }: { input: unknown }): Promise<T> => {
      record.push(input);
      const next = list?.shift();
      if (next === undefined) throw new Error(`unexpected ${what}`);
      if (next instanceof Error) throw next;
      return next;
    };
  const signupByCode = queue(answers.code, 'signupByCode', calls.code);
  const signupByEmail = queue(answers.email, 'signupByEmail', calls.email);
  const linkSocial = queue(answers.link, 'linkSocial', calls.link);
  const stored: StoredToken[] = [];
  const machine = socialLoginMachine.provide({
    actors: {
      signupByCode: fromPromise<TokenResponse, SocialRequest>(signupByCode),
      signupByEmail: fromPromise<TokenResponse, SocialEmailRequest>(signupByEmail),
      linkSocial: fromPromise<SocialLoginsResponse, SocialRequest>(linkSocial),
    },
    actions: { storeToken: (_, params: { token: StoredToken }) => void stored.push(params.token) },
  });
  const actor = createActor(machine, {
    input: {
      provider: 'vk',
      callback: { kind: 'code', code: 'c0de' },
      state: null,
      redirectUri: 'http://localhost/login/vk',
      signedIn: false,
      linkStarted: false,
      now: () => 1_000,
      ...input,
    },
    inspect: coverage.inspect,
  }).start();
  return { actor, stored, codeCalls: () => calls.code, emailCalls: () => calls.email, linkCalls: () => calls.link };
}

describe('socialLoginMachine: signed out', () => {
  it('signs in by code, stores the token with expires_at and goes to the state redirect', async () => {
    const { actor, stored, codeCalls } = start(
      { state: 'redirect:/settings/billing?space_id=2', locale: 'en', promocode: 'BONUS30' },
      { code: [TOKEN] },
    );
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.hasTag('success')).toBe(true);
    expect(done.output).toEqual({ redirectTo: '/settings/billing?space_id=2' });
    expect(stored).toEqual([{ ...TOKEN, expires_at: 1_000 + 3_600_000 }]);
    expect(codeCalls()).toEqual([
      {
        provider: 'vk',
        code: 'c0de',
        redirectUri: 'http://localhost/login/vk',
        state: 'redirect:/settings/billing?space_id=2',
        locale: 'en',
        promocode: 'BONUS30',
      },
    ]);
  });

  it('ignores a redirect to another origin or to login: the statistics list', async () => {
    const { actor } = start({ state: 'redirect://evil.example/x' }, { code: [TOKEN] });
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({ redirectTo: '/' });
  });

  it('no email: the email entry; an invalid address is not sent; a refused one shows its text; a good one completes the sign-up', async () => {
    const { actor, emailCalls, stored } = start(
      { state: 'locale:en' },
      { code: [noEmail()], email: [http(409, 'This email is already used'), TOKEN] },
    );
    const entry = await waitFor(actor, (s) => s.hasTag('email'));
    expect(entry.value).toBe('emailEntry');
    expect(entry.context.accessToken).toBe('pending-1');
    expect(entry.context.error).toBeNull();
    actor.send({ type: 'email.submit', email: 'not-an-address' });
    expect(actor.getSnapshot().value).toBe('emailEntry');
    actor.send({ type: 'email.submit', email: ' taken@example.com ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const refused = await waitFor(actor, (s) => s.value === 'emailEntry');
    expect(refused.context.error).toEqual({ kind: 'server', text: 'This email is already used' });
    actor.send({ type: 'email.submit', email: 'new@example.com' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ redirectTo: '/' });
    expect(stored).toHaveLength(1);
    expect(emailCalls()).toEqual([
      { provider: 'vk', state: 'locale:en', accessToken: 'pending-1', email: 'taken@example.com' },
      { provider: 'vk', state: 'locale:en', accessToken: 'pending-1', email: 'new@example.com' },
    ]);
  });
});

describe('socialLoginMachine: failures go back to login after 5 s', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const leaves = async (actor: ReturnType<typeof start>['actor']) => {
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    await vi.advanceTimersByTimeAsync(SOCIAL_ERROR_MS - 1);
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().output).toEqual({ redirectTo: '/login' });
  };

  it('the user denied: the denied error, no request', async () => {
    const { actor, codeCalls } = start({ callback: { kind: 'denied' } });
    expect(actor.getSnapshot().value).toBe('routing');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'denied' });
    expect(codeCalls()).toEqual([]);
    await leaves(actor);
  });

  it('another provider error: its description, or the generic text without one', async () => {
    const described = start({ callback: { kind: 'failed', text: 'Invalid client' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(described.actor.getSnapshot().context.error).toEqual({ kind: 'server', text: 'Invalid client' });
    await leaves(described.actor);
    const bare = start({ callback: { kind: 'failed', text: null } });
    await vi.advanceTimersByTimeAsync(0);
    expect(bare.actor.getSnapshot().context.error).toEqual({ kind: 'generic' });
  });

  it('the server refuses the code: its message; a network failure; a 500 without text: the generic one', async () => {
    const refused = start({}, { code: [http(400, 'Signing in with VK failed')] });
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.actor.getSnapshot().context.error).toEqual({ kind: 'server', text: 'Signing in with VK failed' });
    await leaves(refused.actor);
    const offline = start({}, { code: [new ApiError({ kind: 'network', message: 'down' })] });
    await vi.advanceTimersByTimeAsync(0);
    expect(offline.actor.getSnapshot().context.error).toEqual({ kind: 'network' });
    const broken = start({}, { code: [http(500, null)] });
    await vi.advanceTimersByTimeAsync(0);
    expect(broken.actor.getSnapshot().context.error).toEqual({ kind: 'generic' });
  });
});

describe('socialLoginMachine: signed in', () => {
  it('links the login this browser asked for, then the profile', async () => {
    const { actor, linkCalls, codeCalls } = start(
      { signedIn: true, linkStarted: true, state: 'redirect:/elsewhere' },
      { link: [{ items: [] }] },
    );
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ redirectTo: '/settings/profile' });
    expect(linkCalls()).toEqual([
      { provider: 'vk', code: 'c0de', redirectUri: 'http://localhost/login/vk', state: 'redirect:/elsewhere' },
    ]);
    expect(codeCalls()).toEqual([]);
  });

  it('a refused link shows the server text; a code nobody here asked to link is refused without a request', async () => {
    const refused = start({ signedIn: true, linkStarted: true }, { link: [http(409, 'Already linked to another user')] });
    const failed = await waitFor(refused.actor, (s) => s.hasTag('error'));
    expect(failed.context.error).toEqual({ kind: 'server', text: 'Already linked to another user' });
    const unasked = start({ signedIn: true, linkStarted: false });
    expect((await waitFor(unasked.actor, (s) => s.hasTag('error'))).context.error).toEqual({ kind: 'generic' });
    expect(unasked.linkCalls()).toEqual([]);
  });
});
