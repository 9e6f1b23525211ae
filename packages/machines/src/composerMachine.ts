// The reply composer (screens.md "Reply composer", spec §5): a draft per item that survives reload (an injected store
// actor), and an outbox: every reply is queued with its Idempotency-Key before it is sent, so a reply made offline
// is sent once on reconnect and a retry after a lost answer is the same request (quality.md "Nothing is lost").
import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';

/** One reply waiting to be sent, with the key every try of it carries. */
export interface QueuedReply {
  key: string;
  text: string;
  close: boolean;
}

/** What the store keeps per draft key. */
export interface ComposerDraft {
  text: string;
  outbox: QueuedReply[];
}

export const EMPTY_DRAFT: ComposerDraft = { text: '', outbox: [] };

export type ComposerStoreEvent = { type: 'save'; draft: ComposerDraft };

export interface ComposerInput {
  draftKey: string;
  /** navigator.onLine when the composer opens. */
  online: boolean;
  /** A fresh Idempotency-Key (the api client's default in the app; a counter in tests). */
  newKey: () => string;
}

export interface ComposerContext {
  draftKey: string;
  online: boolean;
  newKey: () => string;
  text: string;
  outbox: QueuedReply[];
  error: unknown;
}

export type ComposerEvent =
  | { type: 'store.loaded'; draft: ComposerDraft }
  | { type: 'change'; text: string }
  | { type: 'send'; close: boolean }
  | { type: 'retry' }
  | { type: 'discard' }
  | { type: 'online' }
  | { type: 'offline' };

export type ComposerTag = 'busy' | 'queued' | 'failed' | 'sent' | 'loading';

/** How long "sent" shows before the composer is ready again. */
export const COMPOSER_SENT_SHOWN_MS = 3000;

export const composerMachine = setup({
  types: {
    context: {} as ComposerContext,
    events: {} as ComposerEvent,
    input: {} as ComposerInput,
    tags: {} as ComposerTag,
  },
  actors: {
    // Loads the draft of `draftKey` (answers 'store.loaded') and saves every 'save' it receives; provided by the UI.
    store: fromCallback<ComposerStoreEvent, { draftKey: string }>(({ sendBack }) => {
      sendBack({ type: 'store.loaded', draft: EMPTY_DRAFT });
    }),
    // POST the reply with its kept key; provided by the UI (onSend) and the tests.
    sendReply: fromPromise<void, QueuedReply>(async () => {
      throw new Error('sendReply not provided');
    }),
  },
  guards: {
    hasText: ({ context }) => context.text.trim() !== '',
    isOnline: ({ context }) => context.online,
    outboxEmpty: ({ context }) => context.outbox.length === 0,
    moreQueued: ({ context }) => context.outbox.length > 1,
  },
  actions: {
    assignText: assign((_, params: { text: string }) => ({ text: params.text })),
    assignDraft: assign((_, params: { draft: ComposerDraft }) => ({ text: params.draft.text, outbox: params.draft.outbox })),
    // The reply enters the outbox with a new key; the field keeps the text until the reply is sent (or queued).
    enqueue: assign(({ context }, params: { close: boolean }) => ({
      outbox: [...context.outbox, { key: context.newKey(), text: context.text, close: params.close }],
    })),
    // Sent: leave the outbox; the field's text goes too when it is the text just sent (spec: draft cleared).
    dequeue: assign(({ context }) => ({
      outbox: context.outbox.slice(1),
      text: context.text === context.outbox[0]?.text ? '' : context.text,
      error: null,
    })),
    // Queued: the field is free for the next reply.
    clearQueuedText: assign(({ context }) => ({
      text: context.outbox.some((reply) => reply.text === context.text) ? '' : context.text,
    })),
    // A failed reply taken back into the field (it leaves the outbox, so it can never be sent twice); what was typed
    // meanwhile stays after it.
    takeBack: assign(({ context }) => ({
      text: [context.outbox[0]?.text ?? '', context.text]
        .filter((part, index, parts) => part.trim() !== '' && parts.indexOf(part) === index)
        .join('\n\n'),
      outbox: context.outbox.slice(1),
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    setOnline: assign({ online: true }),
    setOffline: assign({ online: false }),
    persist: sendTo('store', ({ context }): ComposerStoreEvent => ({
      type: 'save',
      draft: { text: context.text, outbox: context.outbox },
    })),
  },
  delays: { sentShown: COMPOSER_SENT_SHOWN_MS },
}).createMachine({
  id: 'composer',
  context: ({ input }) => ({
    draftKey: input.draftKey,
    online: input.online,
    newKey: input.newKey,
    text: '',
    outbox: [],
    error: null,
  }),
  invoke: { id: 'store', src: 'store', input: ({ context }) => ({ draftKey: context.draftKey }) },
  on: {
    online: { actions: 'setOnline' },
    offline: { actions: 'setOffline' },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      on: {
        'store.loaded': {
          target: 'routing',
          actions: { type: 'assignDraft', params: ({ event }) => ({ draft: event.draft }) },
        },
      },
    },
    // Where a queued reply goes: sent now when online, else it waits for the network.
    routing: {
      always: [{ guard: 'outboxEmpty', target: 'editing' }, { guard: 'isOnline', target: 'sending' }, { target: 'queued' }],
    },
    editing: {
      on: {
        change: { actions: [{ type: 'assignText', params: ({ event }) => ({ text: event.text }) }, 'persist'] },
        send: {
          guard: 'hasText',
          target: 'routing',
          actions: [{ type: 'enqueue', params: ({ event }) => ({ close: event.close }) }, 'persist'],
        },
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        src: 'sendReply',
        input: ({ context }) => context.outbox[0]!,
        onDone: [
          { guard: 'moreQueued', target: 'sending', reenter: true, actions: ['dequeue', 'persist'] },
          { target: 'sent', actions: ['dequeue', 'persist'] },
        ],
        onError: [
          // The network went away meanwhile: the reply waits, with its key, for the next 'online'.
          {
            guard: 'isOnline',
            target: 'failed',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'queued' },
        ],
      },
    },
    queued: {
      tags: 'queued',
      entry: ['clearQueuedText', 'persist'],
      on: {
        change: { actions: [{ type: 'assignText', params: ({ event }) => ({ text: event.text }) }, 'persist'] },
        send: {
          guard: 'hasText',
          target: 'queued',
          reenter: true,
          actions: { type: 'enqueue', params: ({ event }) => ({ close: event.close }) },
        },
        online: { target: 'sending', actions: 'setOnline' },
      },
    },
    failed: {
      tags: 'failed',
      on: {
        change: { actions: [{ type: 'assignText', params: ({ event }) => ({ text: event.text }) }, 'persist'] },
        // The same reply with the same key: the server answers a repeat without posting twice.
        retry: { target: 'sending' },
        discard: { target: 'editing', actions: ['takeBack', 'persist'] },
      },
    },
    sent: {
      tags: 'sent',
      after: { sentShown: 'editing' },
      on: {
        change: {
          target: 'editing',
          actions: [{ type: 'assignText', params: ({ event }) => ({ text: event.text }) }, 'persist'],
        },
      },
    },
  },
});
