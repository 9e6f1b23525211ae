// Email confirmation by the mailed link (spec §2.1 /confirm_email/{hash}, §7 POST v1/confirm_email, §8, §9): waiting;
// success with the server's message; with a token the user is signed in and goes on (statistics, the add-account
// page for one company without accounts, the account list for several); without a token, to the root after 2.5 s.
import { assign, fromPromise, setup } from 'xstate';
import type { StoredToken, TokenResponse } from '@console/api/contract';
import { afterConfirmationPath, CONFIRM_REDIRECT_DELAY_MS, type IdOnly } from './rules/signup.ts';

export interface ConfirmEmailInput {
  hash: string;
  now?: () => number;
}

export interface ConfirmEmailContext {
  hash: string;
  message: string;
  token: TokenResponse | null;
  redirectTo: string | null;
  now: () => number;
}

export type ConfirmEmailTag = 'waiting' | 'success' | 'failure';

const toStoredToken = (token: TokenResponse, now: number): StoredToken => ({
  ...token,
  expires_at: now + token.expires_in * 1000,
});

export const confirmEmailMachine = setup({
  types: {
    context: {} as ConfirmEmailContext,
    input: {} as ConfirmEmailInput,
    output: {} as { redirectTo: string },
    tags: {} as ConfirmEmailTag,
  },
  actors: {
    confirm: fromPromise<{ message: string; token?: TokenResponse }, { hash: string }>(async () => {
      throw new Error('confirm not provided');
    }),
    // GET v1/objects once signed in: the connected items and companies.
    loadObjects: fromPromise<{ items: readonly unknown[]; companies: readonly IdOnly[] }>(async () => {
      throw new Error('loadObjects not provided');
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
  },
  actions: {
    storeToken: (_, _params: { token: StoredToken }) => {
      throw new Error('storeToken not provided');
    },
  },
  delays: { redirect: CONFIRM_REDIRECT_DELAY_MS },
}).createMachine({
  id: 'confirmEmail',
  context: ({ input }) => ({ hash: input.hash, message: '', token: null, redirectTo: null, now: input.now ?? Date.now }),
  initial: 'confirming',
  states: {
    confirming: {
      tags: 'waiting',
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ hash: context.hash }),
        onDone: {
          target: 'confirmed',
          actions: assign(({ event }) => ({ message: event.output.message, token: event.output.token ?? null })),
        },
        onError: { target: 'failed' },
      },
    },
    confirmed: {
      tags: 'success',
      always: [{ guard: 'hasToken', target: 'signingIn' }, { target: 'waitingToLeave' }],
    },
    signingIn: {
      tags: 'success',
      entry: {
        type: 'storeToken',
        params: ({ context }) => ({ token: toStoredToken(context.token as TokenResponse, context.now()) }),
      },
      invoke: {
        src: 'loadObjects',
        onDone: { target: 'done', actions: assign(({ event }) => ({ redirectTo: afterConfirmationPath(event.output) })) },
        onError: { target: 'done', actions: assign({ redirectTo: '/' }) },
      },
    },
    // spec §2.1, §9: no token: redirect after 2.5 s.
    waitingToLeave: {
      tags: 'success',
      after: { redirect: { target: 'done', actions: assign({ redirectTo: '/' }) } },
    },
    failed: { tags: 'failure', type: 'final' },
    done: { tags: 'success', type: 'final' },
  },
  output: ({ context }) => ({ redirectTo: context.redirectTo ?? '/' }),
});
