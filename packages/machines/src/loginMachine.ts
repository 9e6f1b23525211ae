// Sign-in: email and password, then the one-time code when the server asks (spec §2.1 /login, §4 Login, §5, §8).
import { assign, fromPromise, setup } from 'xstate';
import type { StoredToken, TokenResponse } from '@console/api/contract';
import { safeRedirect } from './rules/redirect.ts';
import { hasNoErrors, validateLoginCode, validateLoginCredentials } from './rules/loginValidation.ts';
import { isCodeRequired, isCredentialsRejected, toLoginError } from './rules/loginError.ts';
import type { LoginError } from './rules/loginError.ts';

export type { LoginError } from './rules/loginError.ts';

export interface LoginInput {
  // The redirect query parameter of /login, as read from the URL.
  redirect: string | null;
  // Clock for expires_at; tests pass a fixed one.
  now?: () => number;
}

export interface RequestTokenInput {
  username: string;
  password: string;
  code?: string;
}

export interface LoginContext {
  username: string;
  // Kept for the code step: the code is sent together with the credentials (spec §7).
  password: string;
  code: string;
  error: LoginError | null;
  redirect: string | null;
  redirectTo: string | null;
  now: () => number;
}

export type LoginEvent =
  | { type: 'credentials.submit'; username: string; password: string }
  | { type: 'code.submit'; code: string }
  | { type: 'code.back' };

export type LoginTag = 'credentials' | 'code' | 'busy' | 'success';

export interface LoginOutput {
  redirectTo: string;
}

// spec §3: the stored token carries expires_at, computed from expires_in (seconds) at receipt.
const toStoredToken = (token: TokenResponse, now: number): StoredToken => ({
  ...token,
  expires_at: now + token.expires_in * 1000,
});

const requestInput = ({ context }: { context: LoginContext }): RequestTokenInput => ({
  username: context.username,
  password: context.password,
});
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const loginErrorParams = ({ event }: { event: { error: unknown } }) => ({ error: toLoginError(event.error) });
const storeTokenParams = ({ context, event }: { context: LoginContext; event: { output: TokenResponse } }) => ({
  token: toStoredToken(event.output, context.now()),
});

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
    tags: {} as LoginTag,
  },
  actors: {
    // POST v1/oauth2/token, password grant (spec §7); provided by the console and the tests.
    requestToken: fromPromise<TokenResponse, RequestTokenInput>(async () => {
      throw new Error('requestToken not provided');
    }),
  },
  guards: {
    areCredentialsValid: (_, params: { username: string; password: string }) =>
      hasNoErrors(validateLoginCredentials({ email: params.username, password: params.password })),
    // spec §5: the code is at most 7 characters; longer or empty codes are ignored.
    isCodeValid: (_, params: { code: string }) => hasNoErrors(validateLoginCode(params.code)),
    isCodeRequired: (_, params: { error: unknown }) => isCodeRequired(params.error),
    isCredentialsRejected: (_, params: { error: unknown }) => isCredentialsRejected(params.error),
  },
  actions: {
    // Writes the id_token storage entry (spec §3); provided by the console, which owns storage.
    storeToken: (_, _params: { token: StoredToken }) => {
      throw new Error('storeToken not provided');
    },
    assignCredentials: assign((_, params: { username: string; password: string }) => ({
      // spec §5: the email input is trimmed.
      username: params.username.trim(),
      password: params.password,
      error: null,
    })),
    assignCode: assign((_, params: { code: string }) => ({ code: params.code.trim(), error: null })),
    assignError: assign((_, params: { error: LoginError }) => ({ error: params.error })),
    clearCode: assign({ code: '' }),
    clearError: assign({ error: null }),
    // spec §2.1: the redirect query unless it mentions login; quality.md: same-origin paths only.
    assignRedirectTo: assign(({ context }) => ({ redirectTo: safeRedirect(context.redirect), password: '', code: '' })),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    username: '',
    password: '',
    code: '',
    error: null,
    redirect: input.redirect,
    redirectTo: null,
    now: input.now ?? Date.now,
  }),
  initial: 'credentials',
  states: {
    credentials: {
      tags: 'credentials',
      on: {
        'credentials.submit': {
          guard: {
            type: 'areCredentialsValid',
            params: ({ event }) => ({ username: event.username.trim(), password: event.password }),
          },
          target: 'submitting',
          actions: { type: 'assignCredentials', params: ({ event }) => ({ username: event.username, password: event.password }) },
        },
      },
    },
    submitting: {
      tags: ['credentials', 'busy'],
      invoke: {
        id: 'requestToken',
        src: 'requestToken',
        input: requestInput,
        onDone: { target: 'success', actions: [{ type: 'storeToken', params: storeTokenParams }, 'assignRedirectTo'] },
        onError: [
          // spec §8: 400 with error_type code_required asks for the code.
          { guard: { type: 'isCodeRequired', params: errorParams }, target: 'code', actions: ['clearCode', 'clearError'] },
          { target: 'credentials', actions: { type: 'assignError', params: loginErrorParams } },
        ],
      },
    },
    code: {
      tags: 'code',
      on: {
        'code.submit': {
          guard: { type: 'isCodeValid', params: ({ event }) => ({ code: event.code }) },
          target: 'submittingCode',
          actions: { type: 'assignCode', params: ({ event }) => ({ code: event.code }) },
        },
        'code.back': { target: 'credentials', actions: ['clearCode', 'clearError'] },
      },
    },
    submittingCode: {
      tags: ['code', 'busy'],
      invoke: {
        id: 'requestToken',
        src: 'requestToken',
        input: ({ context }) => ({ ...requestInput({ context }), code: context.code }),
        onDone: { target: 'success', actions: [{ type: 'storeToken', params: storeTokenParams }, 'assignRedirectTo'] },
        onError: [
          // A wrong code: the server asks again; its text is shown under the code field.
          {
            guard: { type: 'isCodeRequired', params: errorParams },
            target: 'code',
            actions: { type: 'assignError', params: loginErrorParams },
          },
          // spec §8: 404 or another 400 refuses the credentials themselves: back to the form.
          {
            guard: { type: 'isCredentialsRejected', params: errorParams },
            target: 'credentials',
            actions: ['clearCode', { type: 'assignError', params: loginErrorParams }],
          },
          // Network or server trouble: stay on the code step so the person can retry.
          { target: 'code', actions: { type: 'assignError', params: loginErrorParams } },
        ],
      },
    },
    success: {
      type: 'final',
      tags: 'success',
    },
  },
  output: ({ context }) => ({ redirectTo: context.redirectTo ?? safeRedirect(context.redirect) }),
});
