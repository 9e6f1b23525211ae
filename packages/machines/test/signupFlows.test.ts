import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '@console/api/client';
import type { StoredToken, TokenResponse } from '@console/api/contract';
import { confirmEmailMachine } from '../src/confirmEmailMachine.ts';
import { recoveryMachine } from '../src/recoveryMachine.ts';
import { resetPasswordMachine } from '../src/resetPasswordMachine.ts';
import { signupMachine, type SignupRequest } from '../src/signupMachine.ts';
import {
  afterConfirmationPath,
  afterSignupPath,
  toRecoveryError,
  toSignupError,
  trimSignup,
  validateReset,
  validateSignup,
  type SignupValues,
} from '../src/rules/signup.ts';
import { createCoverage } from './coverage.ts';

const NOW = 1_750_000_000_000;
const token: TokenResponse = { access_token: 'a', refresh_token: 'r', expires_in: 3600, token_type: 'bearer' };
const http = (status: number, serverText: string | null, errorType: string | null = null) =>
  new ApiError({ kind: 'http', message: `HTTP ${status}`, status, serverText, errorType });
const network = () => new ApiError({ kind: 'network', message: 'Failed to fetch' });

const VALUES: SignupValues = {
  company: ' Acme ',
  name: ' Ann ',
  email: ' ann@example.com ',
  password: ' pass-word-1 ',
  promocode: ' WELCOME10 ',
  consent: true,
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('sign-up rules (spec §5, §8)', () => {
  it('validates every field with the spec keys; invitation skips the company; consent only when required', () => {
    const empty = { company: '', name: ' ', email: '', password: '', promocode: '', consent: false };
    expect(validateSignup(empty, { invitation: false, consentRequired: true })).toEqual({
      company: 'required',
      name: 'required',
      email: 'required',
      password: 'required',
      consent: 'required',
    });
    expect(validateSignup(empty, { invitation: true, consentRequired: false })).toEqual({
      name: 'required',
      email: 'required',
      password: 'required',
    });
    const base = { ...VALUES, email: 'bad@', password: 'short1!' };
    expect(validateSignup(base, { invitation: false, consentRequired: false })).toEqual({
      email: 'invalid',
      password: 'tooShort',
    });
    expect(validateSignup({ ...VALUES, password: 'longenough1' }, { invitation: false, consentRequired: false })).toEqual({
      password: 'weak',
    });
    expect(validateSignup(VALUES, { invitation: false, consentRequired: true })).toEqual({});
    expect(trimSignup(VALUES)).toEqual({
      ...VALUES,
      company: 'Acme',
      name: 'Ann',
      email: 'ann@example.com',
      password: 'pass-word-1',
      promocode: 'WELCOME10',
    });
  });

  it('maps failures: 500 or no message is the generic text; recovery 404; reset mismatch', () => {
    expect(toSignupError(http(500, 'boom'))).toEqual({ kind: 'generic' });
    expect(toSignupError(http(400, null))).toEqual({ kind: 'generic' });
    expect(toSignupError(network())).toEqual({ kind: 'generic' });
    expect(toSignupError(http(409, 'Taken'))).toEqual({ kind: 'server', text: 'Taken' });
    expect(toRecoveryError(http(404, 'User not found'))).toEqual({ kind: 'userNotFound' });
    expect(toRecoveryError(http(400, 'Nope'))).toEqual({ kind: 'server', text: 'Nope' });
    expect(toRecoveryError(http(502, 'x'))).toEqual({ kind: 'generic' });
    expect(validateReset({ password: 'pass-word', confirm: 'other' })).toEqual({ confirm: 'mismatch' });
    expect(validateReset({ password: 'short', confirm: 'short' })).toEqual({ password: 'tooShort' });
  });

  it('chooses where to go after sign-up and confirmation', () => {
    expect(afterSignupPath([{ id: 7 }])).toBe('/settings/accounts/add?company=7');
    expect(afterSignupPath([{ id: 7 }, { id: 8 }])).toBe('/');
    expect(afterConfirmationPath({ items: [], companies: [{ id: 3 }] })).toBe('/settings/accounts/add?company=3');
    expect(afterConfirmationPath({ items: [], companies: [{ id: 3 }, { id: 4 }] })).toBe('/settings/accounts');
    expect(afterConfirmationPath({ items: [{}], companies: [{ id: 3 }] })).toBe('/');
  });
});

const signupCoverage = createCoverage(signupMachine);
const recoveryCoverage = createCoverage(recoveryMachine);
const resetCoverage = createCoverage(resetPasswordMachine);
const confirmCoverage = createCoverage(confirmEmailMachine);

function startSignup(options: {
  hash?: string | null;
  consentRequired?: boolean;
  invitation?: () => Promise<{ email: string } | null>;
  answers?: Array<{ message: string; token?: TokenResponse } | Error>;
  companies?: () => Promise<ReadonlyArray<{ id: number }>>;
}) {
  const requests: SignupRequest[] = [];
  const stored: StoredToken[] = [];
  const answers = options.answers ?? [];
  const machine = signupMachine.provide({
    actors: {
      loadInvitation: fromPromise(async ({ input }: { input: { hash: string | null } }) =>
        input.hash === null ? null : (options.invitation ?? (async () => ({ email: 'inv@example.com' })))(),
      ),
      signup: fromPromise(async ({ input }: { input: SignupRequest }) => {
        requests.push(input);
        const answer = answers.shift();
        if (!answer) throw new Error('unexpected');
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      loadCompanies: fromPromise(async () => (options.companies ?? (async () => [{ id: 5 }]))()),
    },
    actions: { storeToken: (_: unknown, params: { token: StoredToken }) => void stored.push(params.token) },
  });
  const actor = createActor(machine, {
    input: { hash: options.hash ?? null, consentRequired: options.consentRequired ?? false, now: () => NOW },
    inspect: signupCoverage.inspect,
  });
  actor.start();
  return { actor, requests, stored };
}

describe('signupMachine', () => {
  it('ignores an invalid form, sends the trimmed values, confirms, signs in after 1 s, goes to add-account for one company', async () => {
    const { actor, requests, stored } = startSignup({ answers: [{ message: 'Sent', token }] });
    await flush();
    actor.send({ type: 'submit', values: { ...VALUES, name: '' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'submit', values: VALUES, captchaToken: 'c' });
    await flush();
    expect(requests).toEqual([{ hash: null, values: trimSignup(VALUES), captchaToken: 'c' }]);
    expect(actor.getSnapshot().hasTag('confirmation')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('Sent');
    await vi.advanceTimersByTimeAsync(999);
    expect(stored).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(stored).toEqual([{ ...token, expires_at: NOW + 3_600_000 }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ redirectTo: '/settings/accounts/add?company=5' });
  });

  it('goes to the statistics list when the companies cannot be loaded; stays on the confirmation without a token', async () => {
    const failing = startSignup({ answers: [{ message: 'Sent', token }], companies: async () => Promise.reject(network()) });
    await flush();
    failing.actor.send({ type: 'submit', values: VALUES });
    await vi.advanceTimersByTimeAsync(1000);
    await flush();
    expect(failing.actor.getSnapshot().output).toEqual({ redirectTo: '/' });
    const noToken = startSignup({ answers: [{ message: 'Sent' }] });
    await flush();
    noToken.actor.send({ type: 'submit', values: VALUES });
    await vi.advanceTimersByTimeAsync(5000);
    expect(noToken.actor.getSnapshot().hasTag('confirmation')).toBe(true);
  });

  it('shows a failure 7 s, resets the captcha on error_type captcha, and can be dismissed', async () => {
    const { actor } = startSignup({ answers: [http(400, 'Robot', 'captcha'), http(500, null), http(409, 'Taken')] });
    await flush();
    actor.send({ type: 'submit', values: VALUES });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ error: { kind: 'server', text: 'Robot' }, captchaResets: 1 });
    await vi.advanceTimersByTimeAsync(7000);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'submit', values: VALUES });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ error: { kind: 'generic' }, captchaResets: 1 });
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'submit', values: VALUES });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'server', text: 'Taken' });
  });

  it('invitation: loads the address, sends the hash; 409 leaves for the root; another failure shows on the form', async () => {
    const { actor, requests } = startSignup({ hash: 'h1', answers: [{ message: 'Registered', token }] });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await flush();
    expect(actor.getSnapshot().context.invitedEmail).toBe('inv@example.com');
    actor.send({ type: 'submit', values: { ...VALUES, company: '' } });
    await flush();
    expect(requests[0]?.hash).toBe('h1');
    const used = startSignup({ hash: 'h2', invitation: async () => Promise.reject(http(409, 'Used')) });
    await flush();
    expect(used.actor.getSnapshot().status).toBe('done');
    expect(used.actor.getSnapshot().output).toEqual({ redirectTo: '/' });
    const offline = startSignup({ hash: 'h3', invitation: async () => Promise.reject(network()) });
    await flush();
    expect(offline.actor.getSnapshot().hasTag('form')).toBe(true);
    expect(offline.actor.getSnapshot().context.error).toEqual({ kind: 'generic' });
  });
});

describe('recoveryMachine', () => {
  it('sends a valid address trimmed, shows the notice; a failure returns to the form with its error', async () => {
    const answers: Array<{ message: string } | Error> = [http(404, 'User not found'), { message: 'Sent' }];
    const sent: string[] = [];
    const actor = createActor(
      recoveryMachine.provide({
        actors: {
          recover: fromPromise(async ({ input }: { input: { email: string } }) => {
            sent.push(input.email);
            const answer = answers.shift();
            if (answer instanceof Error) throw answer;
            return answer as { message: string };
          }),
        },
      }),
      { inspect: recoveryCoverage.inspect },
    ).start();
    actor.send({ type: 'submit', email: 'bad' });
    expect(actor.getSnapshot().value).toBe('form');
    actor.send({ type: 'submit', email: ' a@example.com ' });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'userNotFound' });
    actor.send({ type: 'submit', email: 'a@example.com' });
    await flush();
    expect(actor.getSnapshot().hasTag('sent')).toBe(true);
    expect(sent).toEqual(['a@example.com', 'a@example.com']);
  });
});

describe('resetPasswordMachine', () => {
  const start = (check: () => Promise<{ email: string }>, reset: () => Promise<{ message: string; token?: TokenResponse }>) => {
    const stored: StoredToken[] = [];
    const actor = createActor(
      resetPasswordMachine.provide({
        actors: { check: fromPromise(check), reset: fromPromise(reset) },
        actions: { storeToken: (_: unknown, params: { token: StoredToken }) => void stored.push(params.token) },
      }),
      { input: { hash: 'h', now: () => NOW }, inspect: resetCoverage.inspect },
    ).start();
    return { actor, stored };
  };

  it('a failed check keeps the server message and disables the form', async () => {
    const { actor } = start(
      async () => Promise.reject(http(400, 'Link used')),
      async () => ({ message: 'x' }),
    );
    await flush();
    expect(actor.getSnapshot().hasTag('disabled')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'server', text: 'Link used' });
    actor.send({ type: 'submit', values: { password: 'pass-word-1', confirm: 'pass-word-1' } });
    expect(actor.getSnapshot().value).toBe('checkFailed');
  });

  it('resets with a matching password, stores the token; without a token ends on the success message', async () => {
    const withToken = start(
      async () => ({ email: 'a@example.com' }),
      async () => ({ message: 'Changed', token }),
    );
    await flush();
    withToken.actor.send({ type: 'submit', values: { password: 'pass-word-1', confirm: 'other' } });
    expect(withToken.actor.getSnapshot().value).toBe('form');
    withToken.actor.send({ type: 'submit', values: { password: 'pass-word-1', confirm: 'pass-word-1' } });
    await flush();
    expect(withToken.actor.getSnapshot().value).toBe('signedIn');
    expect(withToken.stored).toHaveLength(1);
    const noToken = start(
      async () => ({ email: 'a@example.com' }),
      async () => ({ message: 'Changed' }),
    );
    await flush();
    noToken.actor.send({ type: 'submit', values: { password: 'pass-word-1', confirm: 'pass-word-1' } });
    await flush();
    expect(noToken.actor.getSnapshot().value).toBe('success');
    expect(noToken.stored).toHaveLength(0);
  });

  it('a failed reset returns to the form with the server text', async () => {
    const { actor } = start(
      async () => ({ email: 'a@example.com' }),
      async () => Promise.reject(http(400, 'Expired')),
    );
    await flush();
    actor.send({ type: 'submit', values: { password: 'pass-word-1', confirm: 'pass-word-1' } });
    await flush();
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'server', text: 'Expired' });
  });
});

describe('confirmEmailMachine', () => {
  const start = (
    confirm: () => Promise<{ message: string; token?: TokenResponse }>,
    objects: () => Promise<{ items: readonly unknown[]; companies: ReadonlyArray<{ id: number }> }> = async () => ({
      items: [],
      companies: [{ id: 2 }],
    }),
  ) => {
    const stored: StoredToken[] = [];
    const actor = createActor(
      confirmEmailMachine.provide({
        actors: { confirm: fromPromise(confirm), loadObjects: fromPromise(objects) },
        actions: { storeToken: (_: unknown, params: { token: StoredToken }) => void stored.push(params.token) },
      }),
      { input: { hash: 'h', now: () => NOW }, inspect: confirmCoverage.inspect },
    ).start();
    return { actor, stored };
  };

  it('waits, then with a token signs in and goes to the add-account page of the one company', async () => {
    const { actor, stored } = start(async () => ({ message: 'Confirmed', token }));
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    await flush();
    expect(stored).toHaveLength(1);
    expect(actor.getSnapshot().output).toEqual({ redirectTo: '/settings/accounts/add?company=2' });
    expect(actor.getSnapshot().context.message).toBe('Confirmed');
  });

  it('without a token shows the message and leaves for the root after 2.5 s', async () => {
    const { actor, stored } = start(async () => ({ message: 'Confirmed' }));
    await flush();
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    await vi.advanceTimersByTimeAsync(2499);
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().output).toEqual({ redirectTo: '/' });
    expect(stored).toHaveLength(0);
  });

  it('a failure ends on the failure state', async () => {
    const { actor } = start(async () => Promise.reject(http(400, 'Bad link')));
    await flush();
    expect(actor.getSnapshot().hasTag('failure')).toBe(true);
  });

  it('a failed objects load still signs in and goes to the statistics list', async () => {
    const { actor } = start(
      async () => ({ message: 'Confirmed', token }),
      async () => Promise.reject(network()),
    );
    await flush();
    expect(actor.getSnapshot().output).toEqual({ redirectTo: '/' });
  });
});

describe('coverage (quality.md)', () => {
  it('the tests above reach every state and transition of the four machines', () => {
    for (const coverage of [signupCoverage, recoveryCoverage, resetCoverage, confirmCoverage]) {
      expect(coverage.unreached()).toEqual({ states: [], transitions: [] });
    }
  });
});
