// The reply composer (screens.md "Reply composer", spec §5): a draft per item that survives reload (an injected store
// actor), and an outbox: every reply is queued with its Idempotency-Key before it is sent, so a reply made offline
// is sent once on reconnect and a retry after a lost answer is the same request (quality.md "Nothing is lost").
// A reply carries what the user saw when its draft began (`seen`): when another user replied, closed or reassigned
// the comment or chat since, the server stops it and the composer waits for the user's choice (docs/error-types.md
// `changed_meanwhile`): send anyway (a new key) or discard.
import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { ChangedMeanwhile } from '@console/api/contract';

/** One reply waiting to be sent, with the key every try of it carries. */
export interface QueuedReply {
  key: string;
  text: string;
  close: boolean;
  /** What the user saw when the draft began (an item's version, a chat's last message id); absent: not known. */
  seen?: number | null;
}

/** The sendReply actor's failure when the server stopped the reply (409 changed_meanwhile). */
export class ReplyStopped extends Error {
  readonly answer: ChangedMeanwhile;
  constructor(answer: ChangedMeanwhile) {
    super(answer.error);
    this.name = 'ReplyStopped';
    this.answer = answer;
  }
}

/** What the store keeps per draft key. */
export interface ComposerDraft {
  text: string;
  outbox: QueuedReply[];
  /** The marker of the draft being written (kept across reloads: "since the draft began"). */
  seen?: number | null;
}

export const EMPTY_DRAFT: ComposerDraft = { text: '', outbox: [] };

export type ComposerStoreEvent = { type: 'save'; draft: ComposerDraft };

export interface ComposerInput {
  draftKey: string;
  /** navigator.onLine when the composer opens. */
  online: boolean;
  /** A fresh Idempotency-Key (the api client's default in the app; a counter in tests). */
  newKey: () => string;
  /** What the page shows now (the item's version, the chat's last message id); absent: no marker is sent. */
  seen?: number | null;
}

export interface ComposerContext {
  draftKey: string;
  online: boolean;
  newKey: () => string;
  text: string;
  outbox: QueuedReply[];
  error: unknown;
  /** The marker of the draft: what the page showed when it began. */
  seen: number | null;
  /** The marker the page shows now. */
  latest: number | null;
  /** Why the first queued reply was stopped: who did what meanwhile. */
  stopped: ChangedMeanwhile | null;
}

export type ComposerEvent =
  | { type: 'store.loaded'; draft: ComposerDraft }
  | { type: 'change'; text: string }
  | { type: 'send'; close: boolean }
  | { type: 'retry' }
  | { type: 'discard' }
  | { type: 'online' }
  | { type: 'offline' }
  | { type: 'seen'; seen: number | null }
  | { type: 'sendAnyway' }
  | { type: 'cancel'; key: string };

export type ComposerTag = 'busy' | 'queued' | 'failed' | 'sent' | 'loading' | 'stopped';

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
    wasStopped: (_, params: { error: unknown }) => params.error instanceof ReplyStopped,
  },
  actions: {
    // A draft begun on an empty composer takes what the page shows now as what the user saw.
    assignText: assign(({ context }, params: { text: string }) => ({
      text: params.text,
      seen: context.text === '' && context.outbox.length === 0 ? context.latest : context.seen,
    })),
    assignDraft: assign(({ context }, params: { draft: ComposerDraft }) => ({
      text: params.draft.text,
      outbox: params.draft.outbox,
      seen: params.draft.seen ?? context.latest,
    })),
    assignLatest: assign((_, params: { seen: number | null }) => ({ latest: params.seen })),
    // The reply enters the outbox with a new key; the field keeps the text until the reply is sent (or queued).
    enqueue: assign(({ context }, params: { close: boolean }) => ({
      outbox: [
        ...context.outbox,
        {
          key: context.newKey(),
          text: context.text,
          close: params.close,
          ...(context.seen === null ? {} : { seen: context.seen }),
        },
      ],
    })),
    // Sent: leave the outbox; the field's text goes too when it is the text just sent (spec: draft cleared).
    dequeue: assign(({ context }) => {
      const text = context.text === context.outbox[0]?.text ? '' : context.text;
      // Everything sent and the field empty: the next draft begins from what the page shows now.
      const fresh = text === '' && context.outbox.length <= 1;
      return { outbox: context.outbox.slice(1), text, error: null, seen: fresh ? context.latest : context.seen };
    }),
    assignStopped: assign(({ context }, params: { error: unknown }) => {
      const answer = (params.error as ReplyStopped).answer;
      return { stopped: answer, latest: Math.max(context.latest ?? 0, answer.seen) };
    }),
    // The same text again under a new key (the stopped try's key keeps its 409), with what the user has now seen.
    sendAnyway: assign(({ context }) => {
      const [first, ...rest] = context.outbox;
      if (!first) return {};
      const seen = context.stopped?.seen ?? null;
      return {
        outbox: [{ key: context.newKey(), text: first.text, close: first.close, ...(seen === null ? {} : { seen }) }, ...rest],
        stopped: null,
      };
    }),
    // A reply queued offline taken back before it went (nothing is in flight while queued).
    cancelQueued: assign(({ context }, params: { key: string }) => ({
      outbox: context.outbox.filter((reply) => reply.key !== params.key),
    })),
    // Discarded: the stopped reply is dropped, nothing is sent; the user has seen the other's change.
    dropStopped: assign(({ context }) => ({
      outbox: context.outbox.slice(1),
      stopped: null,
      seen: context.latest,
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
      draft: { text: context.text, outbox: context.outbox, ...(context.seen === null ? {} : { seen: context.seen }) },
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
    seen: input.seen ?? null,
    latest: input.seen ?? null,
    stopped: null,
  }),
  invoke: { id: 'store', src: 'store', input: ({ context }) => ({ draftKey: context.draftKey }) },
  on: {
    online: { actions: 'setOnline' },
    offline: { actions: 'setOffline' },
    seen: { actions: { type: 'assignLatest', params: ({ event }) => ({ seen: event.seen }) } },
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
          // Another user replied, closed or reassigned it meanwhile: the reply waits for the user's choice.
          {
            guard: { type: 'wasStopped', params: ({ event }) => ({ error: event.error }) },
            target: 'stopped',
            actions: [{ type: 'assignStopped', params: ({ event }) => ({ error: event.error }) }, 'clearQueuedText', 'persist'],
          },
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
        cancel: {
          target: 'routing',
          actions: [{ type: 'cancelQueued', params: ({ event }) => ({ key: event.key }) }, 'persist'],
        },
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
    stopped: {
      tags: 'stopped',
      on: {
        change: { actions: [{ type: 'assignText', params: ({ event }) => ({ text: event.text }) }, 'persist'] },
        sendAnyway: { target: 'routing', actions: ['sendAnyway', 'persist'] },
        discard: { target: 'routing', actions: ['dropStopped', 'persist'] },
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
