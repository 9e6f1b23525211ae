import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@console/api/client';
import { ACCOUNT_PROVIDERS, COMPANY_STATE_PREFIX as CONTRACT_PREFIX, type AccountAuthResponse } from '@console/api/contract';
import { accountCallbackMachine, type AccountCallbackContext } from '../src/accountCallbackMachine.ts';
import {
  ACCOUNT_POPUP_MESSAGE,
  acceptPopupMessage,
  COMPANY_STATE_PREFIX,
  readCallback,
  type CallbackCall,
  readPopupResult,
  readStoredPopupResult,
} from '../src/rules/accountCallback.ts';
import { createCoverage } from './coverage.ts';

const REDIRECT = 'https://console.example/callback/vk';
const q = (search: string) => new URLSearchParams(search);

describe('readCallback', () => {
  it('keeps the contract value of the company state', () => {
    expect(COMPANY_STATE_PREFIX).toBe(CONTRACT_PREFIX);
  });

  it('sends code and redirect_uri; state only for instagram, slack and vk; the company from the state', () => {
    expect(readCallback('vk', q('code=abc&state=company:12'), REDIRECT)).toEqual({
      ok: true,
      call: { provider: 'vk', body: { code: 'abc', redirect_uri: REDIRECT, state: 'company:12', company_id: 12 } },
    });
    expect(readCallback('facebook', q('code=abc&state=company:12'), REDIRECT)).toEqual({
      ok: true,
      call: { provider: 'facebook', body: { code: 'abc', redirect_uri: REDIRECT, company_id: 12 } },
    });
    expect(readCallback('ok', q('code=abc&state=company:0x1'), REDIRECT)).toEqual({
      ok: true,
      call: { provider: 'ok', body: { code: 'abc', redirect_uri: REDIRECT } },
    });
  });

  it('tpulse sends check; twitter oauth_token and oauth_verifier', () => {
    expect(readCallback('tpulse', q('code=xyz&state=company:3'), REDIRECT)).toEqual({
      ok: true,
      call: { provider: 'tpulse', body: { check: 'xyz', company_id: 3 } },
    });
    expect(readCallback('twitter', q('oauth_token=t&oauth_verifier=v'), REDIRECT)).toEqual({
      ok: true,
      call: { provider: 'twitter', body: { oauth_token: 't', oauth_verifier: 'v', redirect_uri: REDIRECT } },
    });
  });

  it('spec §8: a missing code, with the provider description when it sent one; twitter without parameters', () => {
    for (const provider of ACCOUNT_PROVIDERS.filter((p) => p !== 'twitter'))
      expect(readCallback(provider, q(''), REDIRECT), provider).toEqual({
        ok: false,
        problem: { kind: 'missingCode', description: null },
      });
    expect(readCallback('vk', q('error=access_denied&error_description=User+denied'), REDIRECT)).toEqual({
      ok: false,
      problem: { kind: 'missingCode', description: 'User denied' },
    });
    expect(readCallback('youtube', q('error=access_denied'), REDIRECT)).toEqual({
      ok: false,
      problem: { kind: 'missingCode', description: 'access_denied' },
    });
    expect(readCallback('twitter', q('denied=abc'), REDIRECT)).toEqual({ ok: false, problem: { kind: 'twitterParams' } });
    expect(readCallback('twitter', q('oauth_token=t&oauth_verifier='), REDIRECT)).toEqual({
      ok: false,
      problem: { kind: 'twitterParams' },
    });
  });
});

describe('the popup result', () => {
  const ok = {
    type: ACCOUNT_POPUP_MESSAGE,
    provider: 'vk',
    ok: true,
    object: { id: 7, name: 'Page', provider: 'vk' },
    created: true,
  };
  const failed = { type: ACCOUNT_POPUP_MESSAGE, provider: 'vk', ok: false, error: 'Limit', error_type: 'accounts_limit_reached' };

  it('is accepted only from the own origin, and only in its shape', () => {
    expect(acceptPopupMessage({ origin: 'https://console.example', data: ok }, 'https://console.example')).toEqual(ok);
    expect(acceptPopupMessage({ origin: 'https://evil.example', data: ok }, 'https://console.example')).toBeNull();
    expect(acceptPopupMessage({ origin: 'https://console.example', data: failed }, 'https://console.example')).toEqual(failed);
    for (const bad of [
      null,
      'x',
      { ...ok, type: 'other' },
      { ...ok, object: { id: '7', name: 'x', provider: 'vk' } },
      { ...ok, created: 1 },
      { ...failed, error: 3 },
      { ...ok, ok: 'yes' },
    ])
      expect(readPopupResult(bad)).toBeNull();
  });

  it('drops fields it does not know', () => {
    expect(readPopupResult({ ...ok, object: { ...ok.object, image: 'javascript:alert(1)' }, extra: 1 })).toEqual(ok);
  });

  it("keeps the server's error data of a failure (spec §8 youtube), only when it is an object", () => {
    const data = { error: 'Limit', error_type: 'accounts_limit_reached', limit: 3 };
    expect(readPopupResult({ ...failed, provider: 'youtube', data })).toEqual({ ...failed, provider: 'youtube', data });
    expect(readPopupResult({ ...failed, data: 'text' })).toEqual(failed);
    expect(readPopupResult({ ...failed, data: [1] })).toEqual(failed);
  });

  it('is read from local storage as JSON', () => {
    expect(readStoredPopupResult(JSON.stringify(ok))).toEqual(ok);
    expect(readStoredPopupResult('{')).toBeNull();
    expect(readStoredPopupResult(null)).toBeNull();
  });
});

const coverage = createCoverage(accountCallbackMachine);
const ANSWER: AccountAuthResponse = {
  created: true,
  object: {
    id: 9,
    name: 'Page',
    provider: 'vk',
    provider_id: '1',
    screen_name: null,
    domain: null,
    image: null,
    url: null,
    error: null,
    roles: { settings: true },
    company: 1,
  },
};

function run(search: string, answer: AccountAuthResponse | Error, provider: 'vk' | 'youtube' = 'vk') {
  const connect = vi.fn(async (_: { input: CallbackCall }) => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const delivered: AccountCallbackContext[] = [];
  const close = vi.fn();
  const machine = accountCallbackMachine.provide({
    actors: { connect: fromPromise(connect) },
    actions: { deliver: ({ context }) => void delivered.push(context), close },
  });
  const actor = createActor(machine, {
    input: { provider, search, redirectUri: REDIRECT },
    inspect: coverage.inspect,
  }).start();
  return { actor, connect, delivered, close };
}

describe('accountCallbackMachine', () => {
  it('calls the auth endpoint, hands the account to the opener, then closes', async () => {
    const { actor, connect, delivered, close } = run('code=abc', ANSWER);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.hasTag('connected')).toBe(true);
    expect(connect.mock.calls[0]![0].input).toEqual({ provider: 'vk', body: { code: 'abc', redirect_uri: REDIRECT } });
    expect(delivered.map((c) => c.result)).toEqual([ANSWER]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('without a code fails at once, without calling the server', async () => {
    const { actor, connect, delivered, close } = run('error=access_denied', ANSWER, 'youtube');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.hasTag('failed')).toBe(true);
    expect(connect).not.toHaveBeenCalled();
    expect(delivered[0]!.problem).toEqual({ kind: 'missingCode', description: 'access_denied' });
    expect(close).toHaveBeenCalledOnce();
  });

  it("a refused call hands the server's error on", async () => {
    const error = new ApiError({
      kind: 'http',
      message: 'HTTP 400',
      status: 400,
      serverText: 'Limit',
      errorType: 'accounts_limit_reached',
    });
    const { actor, delivered } = run('code=abc', error, 'youtube');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.hasTag('failed')).toBe(true);
    expect(delivered[0]!.error).toBe(error);
  });

  it('reaches every state and transition', () => {
    coverage.assertAllReached();
  });
});
