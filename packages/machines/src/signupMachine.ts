// Sign-up (spec §2.1 /signup and /signup/{hash}, §4 "Signup: form, then submitted (confirmation screen), then
// auto-login", §5, §8, §9): the invitation is looked up first (409: to the root); the form; the confirmation screen;
// 1 s later the token is stored and the user goes to the statistics list, or to the add-account page for one company.
import { assign, fromPromise, setup } from 'xstate';
import type { StoredToken, TokenResponse } from '@console/api/contract';
import {
  afterSignupPath,
  hasNoErrors,
  isCaptchaError,
  isConflict,
  SIGNUP_ERROR_MS,
  SIGNUP_LOGIN_DELAY_MS,
  toSignupError,
  trimSignup,
  validateSignup,
  type FlowError,
  type IdOnly,
  type SignupValues,
} from './rules/signup.ts';

export interface SignupInput {
  /** The invitation's hash of /signup/{hash}; null for /signup. */
  hash: string | null;
  /** spec §2.1, §5: consent is required in the Russian locale. */
  consentRequired: boolean;
  now?: () => number;
}

export interface SignupRequest {
  hash: string | null;
  values: SignupValues;
  /** The captcha's token (none when there is no captcha). */
  captchaToken: string | undefined;
}

export interface SignupResult {
  message: string;
  token?: TokenResponse;
}

export interface SignupContext {
  hash: string | null;
  consentRequired: boolean;
  /** The invited address (locked in the form). */
  invitedEmail: string | null;
  error: FlowError | null;
  /** Grows whenever the captcha must be reset (spec §8 error_type captcha). */
  captchaResets: number;
  message: string;
  token: TokenResponse | null;
  redirectTo: string | null;
  now: () => number;
}

export type SignupEvent = { type: 'submit'; values: SignupValues; captchaToken?: string } | { type: 'error.dismiss' };

export type SignupTag = 'loading' | 'form' | 'busy' | 'confirmation' | 'leaving';

const toStoredToken = (token: TokenResponse, now: number): StoredToken => ({
  ...token,
  expires_at: now + token.expires_in * 1000,
});

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    input: {} as SignupInput,
    output: {} as { redirectTo: string },
    tags: {} as SignupTag,
  },
  actors: {
    // spec §7 GET v1/signup/{hash}: the invited address; /signup (no hash) resolves null at once, without a request.
    loadInvitation: fromPromise<{ email: string } | null, { hash: string | null }>(async () => {
      throw new Error('loadInvitation not provided');
    }),
    // spec §7 POST v1/signup or v1/signup/{hash}.
    signup: fromPromise<SignupResult, SignupRequest>(async () => {
      throw new Error('signup not provided');
    }),
    // spec §7 GET v1/companies, after the token is stored.
    loadCompanies: fromPromise<readonly IdOnly[]>(async () => {
      throw new Error('loadCompanies not provided');
    }),
  },
  guards: {
    isValid: ({ context }, params: { values: SignupValues }) =>
      hasNoErrors(validateSignup(params.values, { invitation: context.hash !== null, consentRequired: context.consentRequired })),
    isConflict: (_, params: { error: unknown }) => isConflict(params.error),
    hasToken: ({ context }) => context.token !== null,
  },
  actions: {
    storeToken: (_, _params: { token: StoredToken }) => {
      throw new Error('storeToken not provided');
    },
    assignError: assign(({ context }, params: { error: unknown }) => ({
      error: toSignupError(params.error),
      captchaResets: context.captchaResets + (isCaptchaError(params.error) ? 1 : 0),
    })),
    clearError: assign({ error: null }),
  },
  delays: { errorShown: SIGNUP_ERROR_MS, autoLogin: SIGNUP_LOGIN_DELAY_MS },
}).createMachine({
  id: 'signup',
  context: ({ input }) => ({
    hash: input.hash,
    consentRequired: input.consentRequired,
    invitedEmail: null,
    error: null,
    captchaResets: 0,
    message: '',
    token: null,
    redirectTo: null,
    now: input.now ?? Date.now,
  }),
  initial: 'loadingInvitation',
  states: {
    loadingInvitation: {
      tags: 'loading',
      invoke: {
        src: 'loadInvitation',
        input: ({ context }) => ({ hash: context.hash }),
        onDone: { target: 'form', actions: assign(({ event }) => ({ invitedEmail: event.output?.email ?? null })) },
        // spec §7: 409 sends the user to the root; any other failure is shown on the form.
        onError: [
          { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'invitationInvalid' },
          { target: 'form', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    invitationInvalid: {
      tags: 'leaving',
      type: 'final',
      entry: assign({ redirectTo: '/' }),
    },
    form: {
      tags: 'form',
      initial: 'idle',
      states: {
        idle: {},
        // spec §8, §9: the error shows 7 s.
        showingError: { after: { errorShown: { target: 'idle', actions: 'clearError' } } },
      },
      on: {
        submit: {
          guard: { type: 'isValid', params: ({ event }) => ({ values: event.values }) },
          target: 'submitting',
          actions: 'clearError',
        },
        'error.dismiss': { target: '.idle', actions: 'clearError' },
      },
    },
    submitting: {
      tags: ['form', 'busy'],
      invoke: {
        src: 'signup',
        input: ({ context, event }) => {
          const submit = event as Extract<SignupEvent, { type: 'submit' }>;
          return { hash: context.hash, values: trimSignup(submit.values), captchaToken: submit.captchaToken };
        },
        onDone: {
          target: 'confirmation',
          actions: assign(({ event }) => ({ message: event.output.message, token: event.output.token ?? null })),
        },
        onError: {
          target: 'form.showingError',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // spec §2.1: the confirmation-sent screen ('successfully registered' for an invitation); auto-login after 1 s.
    confirmation: {
      tags: 'confirmation',
      after: { autoLogin: { guard: 'hasToken', target: 'signingIn' } },
    },
    signingIn: {
      tags: ['confirmation', 'busy'],
      entry: {
        type: 'storeToken',
        params: ({ context }) => ({ token: toStoredToken(context.token as TokenResponse, context.now()) }),
      },
      invoke: {
        src: 'loadCompanies',
        onDone: { target: 'done', actions: assign(({ event }) => ({ redirectTo: afterSignupPath(event.output) })) },
        onError: { target: 'done', actions: assign({ redirectTo: '/' }) },
      },
    },
    done: { tags: 'leaving', type: 'final' },
  },
  output: ({ context }) => ({ redirectTo: context.redirectTo ?? '/' }),
});
