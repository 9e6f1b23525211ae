// Password recovery (spec §2.1 /recovery, §5, §7 POST v1/recovery, §8): the email form, sending, the success notice.
import { assign, fromPromise, setup } from 'xstate';
import { toRecoveryError, validateEmail, type RecoveryError } from './rules/signup.ts';

export interface RecoveryContext {
  email: string;
  error: RecoveryError | null;
  message: string;
}

export type RecoveryEvent = { type: 'submit'; email: string };
export type RecoveryTag = 'form' | 'busy' | 'sent';

export const recoveryMachine = setup({
  types: { context: {} as RecoveryContext, events: {} as RecoveryEvent, tags: {} as RecoveryTag },
  actors: {
    recover: fromPromise<{ message: string }, { email: string }>(async () => {
      throw new Error('recover not provided');
    }),
  },
  guards: {
    // spec §5: the send button is disabled until the address is valid.
    isValid: (_, params: { email: string }) => validateEmail(params.email) === undefined,
  },
}).createMachine({
  id: 'recovery',
  context: { email: '', error: null, message: '' },
  initial: 'form',
  states: {
    form: {
      tags: 'form',
      on: {
        submit: {
          guard: { type: 'isValid', params: ({ event }) => ({ email: event.email }) },
          target: 'sending',
          actions: assign(({ event }) => ({ email: event.email.trim(), error: null })),
        },
      },
    },
    sending: {
      tags: ['form', 'busy'],
      invoke: {
        src: 'recover',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'sent', actions: assign(({ event }) => ({ message: event.output.message })) },
        onError: { target: 'form', actions: assign(({ event }) => ({ error: toRecoveryError(event.error) })) },
      },
    },
    sent: { tags: 'sent', type: 'final' },
  },
});
