import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { composerMachine, type QueuedReply } from '@console/machines/composerMachine';
import { storageDraftStore, type DraftStorage } from '@console/machines/composerStore';

/**
 * The reply composer's machine: drafts kept in `storage` (localStorage by default), each queued reply sent by the
 * latest `sendReply` the screen passed (spec §4 "Reply": drafts survive reloads, the outbox sends in order).
 */
export function useComposerMachine(storage: DraftStorage | undefined, sendReply: (reply: QueuedReply) => Promise<void>) {
  const send = useRef(sendReply);
  send.current = sendReply;
  return useMemo(
    () =>
      composerMachine.provide({
        actors: {
          store: storageDraftStore(storage ?? globalThis.localStorage),
          sendReply: fromPromise<void, QueuedReply>(({ input }) => send.current(input)),
        },
      }),
    [storage],
  );
}
