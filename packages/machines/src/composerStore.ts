// Drafts per item key in a Storage (localStorage in the app): screens.md "A draft per item survives reload and going
// offline". The stored value is untrusted (another version, another tab, hand edits): anything malformed is ignored.
import { fromCallback } from 'xstate';
import { EMPTY_DRAFT, type ComposerDraft, type ComposerStoreEvent, type QueuedReply } from './composerMachine.ts';

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const DRAFT_STORAGE_PREFIX = 'composer.draft:';

const isReply = (value: unknown): value is QueuedReply =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueuedReply).key === 'string' &&
  typeof (value as QueuedReply).text === 'string' &&
  typeof (value as QueuedReply).close === 'boolean' &&
  ((value as QueuedReply).seen == null || Number.isInteger((value as QueuedReply).seen));

export function readDraft(storage: DraftStorage, draftKey: string): ComposerDraft {
  try {
    const raw: unknown = JSON.parse(storage.getItem(DRAFT_STORAGE_PREFIX + draftKey) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return EMPTY_DRAFT;
    const { text, outbox, seen } = raw as Partial<ComposerDraft>;
    return {
      text: typeof text === 'string' ? text : '',
      outbox: Array.isArray(outbox) ? outbox.filter(isReply) : [],
      ...(Number.isInteger(seen) ? { seen: seen! } : {}),
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

// An empty draft with nothing queued is removed: a sent reply leaves no draft behind.
export function writeDraft(storage: DraftStorage, draftKey: string, draft: ComposerDraft): void {
  try {
    if (draft.text === '' && draft.outbox.length === 0) storage.removeItem(DRAFT_STORAGE_PREFIX + draftKey);
    else storage.setItem(DRAFT_STORAGE_PREFIX + draftKey, JSON.stringify(draft));
  } catch {
    // A full or blocked storage keeps the draft in memory only.
  }
}

/** The composer's `store` actor over a Storage. */
export const storageDraftStore = (storage: DraftStorage) =>
  fromCallback<ComposerStoreEvent, { draftKey: string }>(({ input, sendBack, receive }) => {
    sendBack({ type: 'store.loaded', draft: readDraft(storage, input.draftKey) });
    receive((event) => writeDraft(storage, input.draftKey, event.draft));
  });
