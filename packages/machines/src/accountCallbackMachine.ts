// The account-connection popup (spec §2.2 /callback/{provider}, §7, §8): read what the provider sent back, call
// POST v1/{provider}/auth (tpulse: POST v1/tpulse/check_auth), hand the result to the opener and close.
import { assign, fromPromise, setup } from 'xstate';
import type { AccountAuthResponse, AccountProvider } from '@console/api/contract';
import { readCallback, type CallbackCall, type CallbackProblem, type CallbackReading } from './rules/accountCallback.ts';

export interface AccountCallbackInput {
  provider: AccountProvider;
  /** The callback's query string, as the provider sent it. */
  search: string;
  /** The callback's own address without the query (the redirect_uri the provider was given). */
  redirectUri: string;
}

export interface AccountCallbackContext extends AccountCallbackInput {
  call: CallbackCall | null;
  /** Why there was nothing to send (spec §8 'Отсутствует параметр code', twitter 'missing required parameters'). */
  problem: CallbackProblem | null;
  /** The auth call's failure (spec §8 youtube: the server's error data goes to the opener). */
  error: unknown;
  result: AccountAuthResponse | null;
}

export type AccountCallbackTag = 'busy' | 'connected' | 'failed';

export const accountCallbackMachine = setup({
  types: {
    context: {} as AccountCallbackContext,
    input: {} as AccountCallbackInput,
    tags: {} as AccountCallbackTag,
  },
  actors: {
    // Reads the provider's answer in the query (its own step, so the tests see the page before the call).
    read: fromPromise<CallbackReading, AccountCallbackInput>(async ({ input }) =>
      readCallback(input.provider, new URLSearchParams(input.search), input.redirectUri),
    ),
    // spec §7 POST v1/{provider}/auth or v1/tpulse/check_auth; provided by the UI and the tests.
    connect: fromPromise<AccountAuthResponse, CallbackCall>(async () => {
      throw new Error('connect not provided');
    }),
  },
  guards: {
    isReadable: (_, params: { reading: CallbackReading }) => params.reading.ok,
  },
  actions: {
    // Both provided by the UI: the message to the opener (or local storage), then window.close().
    deliver: () => undefined,
    close: () => undefined,
    assignReading: assign((_, params: { reading: CallbackReading }) =>
      params.reading.ok ? { call: params.reading.call } : { problem: params.reading.problem },
    ),
    assignResult: assign((_, params: { result: AccountAuthResponse }) => ({ result: params.result })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
}).createMachine({
  id: 'accountCallback',
  context: ({ input }) => ({ ...input, call: null, problem: null, error: null, result: null }),
  initial: 'reading',
  states: {
    reading: {
      tags: 'busy',
      invoke: {
        src: 'read',
        input: ({ context }) => ({ provider: context.provider, search: context.search, redirectUri: context.redirectUri }),
        onDone: [
          {
            guard: { type: 'isReadable', params: ({ event }) => ({ reading: event.output }) },
            target: 'calling',
            actions: { type: 'assignReading', params: ({ event }) => ({ reading: event.output }) },
          },
          { target: 'failed', actions: { type: 'assignReading', params: ({ event }) => ({ reading: event.output }) } },
        ],
      },
    },
    calling: {
      tags: 'busy',
      invoke: {
        src: 'connect',
        input: ({ context }) => context.call!,
        onDone: { target: 'connected', actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    connected: { tags: 'connected', type: 'final', entry: ['deliver', 'close'] },
    failed: { tags: 'failed', type: 'final', entry: ['deliver', 'close'] },
  },
});
