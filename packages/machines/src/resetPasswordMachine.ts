// A new password by a reset link (spec §2.1 /reset_password/{hash}, §5, §7, §8): the link is checked first (a failed
// check shows the server's message for good and disables the form); then the new password and its confirmation.
import { assign, fromPromise, setup } from 'xstate';
import type { StoredToken, TokenResponse } from '@console/api/contract';
import { hasNoErrors, toServerOrGeneric, validateReset, type FlowError, type ResetValues } from './rules/signup.ts';

export interface ResetPasswordInput {
  hash: string;
  now?: () => number;
}

export interface ResetPasswordContext {
  hash: string;
  email: string | null;
  error: FlowError | null;
  /** spec §8: the check failed: the form stays disabled. */
  checkFailed: boolean;
  message: string;
  now: () => number;
}

export type ResetPasswordEvent = { type: 'submit'; values: ResetValues };
export type ResetPasswordTag = 'checking' | 'form' | 'busy' | 'disabled' | 'success';

const toStoredToken = (token: TokenResponse, now: number): StoredToken => ({
  ...token,
  expires_at: now + token.expires_in * 1000,
});

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
    output: {} as { redirectTo: string },
    tags: {} as ResetPasswordTag,
  },
  actors: {
    check: fromPromise<{ email: string }, { hash: string }>(async () => {
      throw new Error('check not provided');
    }),
    reset: fromPromise<{ message: string; token?: TokenResponse }, { hash: string; password: string; confirm: string }>(
      async () => {
        throw new Error('reset not provided');
      },
    ),
  },
  guards: {
    isValid: (_, params: { values: ResetValues }) => hasNoErrors(validateReset(params.values)),
    hasToken: (_, params: { token: TokenResponse | undefined }) => params.token !== undefined,
  },
  actions: {
    storeToken: (_, _params: { token: StoredToken }) => {
      throw new Error('storeToken not provided');
    },
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    hash: input.hash,
    email: null,
    error: null,
    checkFailed: false,
    message: '',
    now: input.now ?? Date.now,
  }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['checking', 'disabled'],
      invoke: {
        src: 'check',
        input: ({ context }) => ({ hash: context.hash }),
        onDone: { target: 'form', actions: assign(({ event }) => ({ email: event.output.email })) },
        onError: {
          target: 'checkFailed',
          actions: assign(({ event }) => ({ error: toServerOrGeneric(event.error), checkFailed: true })),
        },
      },
    },
    checkFailed: { tags: ['form', 'disabled'] },
    form: {
      tags: 'form',
      on: {
        submit: {
          guard: { type: 'isValid', params: ({ event }) => ({ values: event.values }) },
          target: 'submitting',
          actions: assign({ error: null }),
        },
      },
    },
    submitting: {
      tags: ['form', 'busy'],
      invoke: {
        src: 'reset',
        input: ({ context, event }) => {
          const { values } = event as ResetPasswordEvent;
          return { hash: context.hash, password: values.password, confirm: values.confirm };
        },
        onDone: [
          {
            // spec §7 "may hold a token": signed in, to the statistics list.
            guard: { type: 'hasToken', params: ({ event }) => ({ token: event.output.token }) },
            target: 'signedIn',
            actions: [
              {
                type: 'storeToken',
                params: ({ context, event }) => ({ token: toStoredToken(event.output.token as TokenResponse, context.now()) }),
              },
              assign(({ event }) => ({ message: event.output.message })),
            ],
          },
          { target: 'success', actions: assign(({ event }) => ({ message: event.output.message })) },
        ],
        onError: { target: 'form', actions: assign(({ event }) => ({ error: toServerOrGeneric(event.error) })) },
      },
    },
    // No token (two-factor): the message and the link to login.
    success: { tags: 'success', type: 'final' },
    signedIn: { tags: 'success', type: 'final' },
  },
  output: () => ({ redirectTo: '/' }),
});
