import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { isApiError } from '@console/api/client';
import { ChangedMeanwhile, ERROR_TYPE_CHANGED_MEANWHILE } from '@console/api/contract';
import { composerMachine, ReplyStopped, type QueuedReply } from '@console/machines/composerMachine';
import { storageDraftStore, type DraftStorage } from '@console/machines/composerStore';

// docs/error-types.md changed_meanwhile: another user replied, closed or reassigned it since the draft began.
function stoppedOf(error: unknown): ReplyStopped | null {
  if (!isApiError(error) || error.status !== 409 || error.errorType !== ERROR_TYPE_CHANGED_MEANWHILE) return null;
  const answer = ChangedMeanwhile.safeParse(error.data);
  return answer.success ? new ReplyStopped(answer.data) : null;
}

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
          sendReply: fromPromise<void, QueuedReply>(async ({ input }) => {
            try {
              await send.current(input);
            } catch (error) {
              throw stoppedOf(error) ?? error;
            }
          }),
        },
      }),
    [storage],
  );
}
