// The dialog to confirm or change the email address (spec §4 "Email dialog", §5, §7, §8): resend (where the link
// was sent; 'send again' and 'change email'), edit, error (the edit form with the server's text), success.
import { assign, fromPromise, setup } from 'xstate';
import { isEmailFieldValid, validateEmailField, type EmailFieldError } from './rules/emailField.ts';

export interface EmailDialogInput {
  /** The account's address: where the link was sent. */
  email: string;
}

export interface EmailDialogContext {
  email: string;
  /** The edit form's field, as typed. */
  field: string;
  /** spec §5: validated on change; null until the field is changed, and while it is valid. */
  fieldError: EmailFieldError | null;
  /** spec §8: the server's text (or the UI's network text) of the last failed save or send. */
  error: unknown;
  /** True after 'send again' succeeded, until the dialog is left or closed. */
  sentAgain: boolean;
}

export type EmailDialogEvent =
  | { type: 'resend' }
  | { type: 'edit' }
  | { type: 'field.change'; value: string }
  | { type: 'save' }
  | { type: 'cancel' }
  | { type: 'close' }
  | { type: 'email.known'; email: string };

export type EmailDialogTag = 'resend' | 'form' | 'busy' | 'success' | 'error';

export const emailDialogMachine = setup({
  types: {
    context: {} as EmailDialogContext,
    events: {} as EmailDialogEvent,
    input: {} as EmailDialogInput,
    tags: {} as EmailDialogTag,
  },
  actors: {
    // spec §7 POST /v1/send_confirm_email {email}; provided by the UI and the tests.
    sendConfirmation: fromPromise<unknown, { email: string }>(async () => {
      throw new Error('sendConfirmation not provided');
    }),
    // spec §7 PUT /v1/me/email {email}; resolves with the saved address.
    changeEmail: fromPromise<string, { email: string }>(async () => {
      throw new Error('changeEmail not provided');
    }),
  },
  guards: {
    isFieldValid: ({ context }) => isEmailFieldValid(context.field),
  },
  actions: {
    assignField: assign((_, params: { value: string }) => ({
      field: params.value,
      fieldError: validateEmailField(params.value),
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    assignSaved: assign((_, params: { email: string }) => ({ email: params.email, error: null })),
    markSent: assign({ sentAgain: true, error: null }),
    clearError: assign({ error: null }),
    // spec §4: closing resets to resend with an empty field.
    reset: assign({ field: '', fieldError: null, error: null, sentAgain: false }),
    assignEmail: assign((_, params: { email: string }) => ({ email: params.email })),
  },
}).createMachine({
  id: 'emailDialog',
  context: ({ input }) => ({ email: input.email, field: '', fieldError: null, error: null, sentAgain: false }),
  initial: 'resend',
  on: {
    close: { target: '.resend', actions: 'reset' },
    // The account's address changed elsewhere (another tab, the profile page): show where the link goes now.
    'email.known': { actions: { type: 'assignEmail', params: ({ event }) => ({ email: event.email }) } },
  },
  states: {
    resend: {
      tags: 'resend',
      on: {
        resend: { target: 'sending' },
        edit: { target: 'edit', actions: 'clearError' },
      },
    },
    sending: {
      tags: ['resend', 'busy'],
      invoke: {
        src: 'sendConfirmation',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'resend', actions: 'markSent' },
        // spec §8: a send failure shows the server's text; the dialog goes to the error state.
        onError: { target: 'error', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    edit: {
      tags: 'form',
      on: {
        'field.change': { actions: { type: 'assignField', params: ({ event }) => ({ value: event.value }) } },
        // spec §5: save is disabled until the field is valid.
        save: { guard: 'isFieldValid', target: 'saving' },
        cancel: { target: 'resend' },
      },
    },
    saving: {
      tags: ['form', 'busy'],
      invoke: {
        src: 'changeEmail',
        input: ({ context }) => ({ email: context.field.trim() }),
        onDone: { target: 'success', actions: { type: 'assignSaved', params: ({ event }) => ({ email: event.output }) } },
        onError: { target: 'error', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // spec §4: the same form as edit, with the server's text.
    error: {
      tags: ['form', 'error'],
      on: {
        'field.change': { actions: { type: 'assignField', params: ({ event }) => ({ value: event.value }) } },
        save: { guard: 'isFieldValid', target: 'saving' },
        cancel: { target: 'resend', actions: 'clearError' },
      },
    },
    success: {
      tags: 'success',
    },
  },
});
