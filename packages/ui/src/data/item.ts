import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { isApiError, type ApiError } from '@console/api/client';
import { itemsResource } from '@console/api/client/items';
import {
  authorItemsPath,
  authorPath,
  ERROR_TYPE_CONFLICT,
  itemPath,
  type AuthorBlock,
  type AuthorDetail,
  type HistoryEntry,
  type ItemAction,
  type ItemConflict,
  type ItemDetail,
  type ItemsPage,
  type ItemUpdate,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { uploadFiles } from './attachments.ts';
import { isGone, itemsFeed, withAuthor, type ItemsFeed } from './itemsFeed.ts';

// SWR keys named after the resource (architecture.md).
export const itemKey = (id: number): string => itemPath(id);
export const authorKey = (id: number): string => authorPath(id);
export const authorItemsKey = (id: number): string => authorItemsPath(id);
/** How many of the author's other comments the author panel lists. */
export const AUTHOR_ITEMS_SHOWN = 6;

/** GET v1/items/{id}: the item, its post, thread and history; refreshed when the socket says it changed. */
export function useItem(id: number, events: ItemsFeed = itemsFeed): SWRResponse<ItemDetail, ApiError> {
  const client = useApiClient();
  const valid = Number.isInteger(id) && id > 0;
  const detail = useSWR<ItemDetail, ApiError>(valid ? itemKey(id) : null, () => client.resource(itemsResource).get(id), {
    shouldRetryOnError: (error: ApiError) => error.status !== 404,
    // The socket's 'items.changed' keeps it fresh and the version guards every write (409); a refetch on window
    // focus would swap values under the user's pointer while they choose one.
    revalidateOnFocus: false,
  });
  const { mutate, data } = detail;
  const shown = useRef(data);
  shown.current = data;
  useEffect(
    () =>
      events.subscribe((event) => {
        if (event.method === 'items.gone') return;
        const { method, items } = event;
        const current = shown.current;
        const ids = new Set([id, ...(current?.thread.map((row) => row.id) ?? [])]);
        const root = current?.item.parent_id ?? id;
        const touches = items.some(
          (row) => (method === 'items.changed' && ids.has(row.id)) || (method === 'items.new' && row.parent_id === root),
        );
        if (touches) void mutate();
      }),
    [events, id, mutate],
  );
  // 'authors.changed': the item's and the thread's authors take the new labels and block in place.
  useEffect(
    () =>
      events.subscribeAuthors((authors) => {
        const byId = new Map(authors.map((author) => [author.id, author]));
        const patch = (current: ItemDetail | undefined) =>
          current && {
            ...current,
            item: withAuthor(current.item, byId),
            thread: current.thread.map((row) => withAuthor(row, byId)),
          };
        const current = shown.current;
        const touches = current && [current.item, ...current.thread].some((row) => byId.has(row.author.id));
        if (touches) void mutate(patch, { revalidate: false });
      }),
    [events, mutate],
  );
  return detail;
}

/**
 * spec §1: whether the open item went out of the user's reach ('items.gone': it, or its thread root, was handed to a
 * group not theirs); an 'items.changed' of the thread root, which decides the reach, brings it back.
 */
export function useItemGone(id: number, rootId: number | null, events: ItemsFeed = itemsFeed): boolean {
  const [goneId, setGoneId] = useState<number | null>(null);
  useEffect(
    () =>
      events.subscribe((event) => {
        if (event.method === 'items.gone' && isGone({ id, parent_id: rootId }, event.ids)) setGoneId(id);
        if (event.method === 'items.changed' && event.items.some((row) => row.id === (rootId ?? id))) setGoneId(null);
      }),
    [events, id, rootId],
  );
  return goneId === id;
}

/** Refetches an author when the socket says another user changed it (the author panel stays live). */
export function useAuthorRefresh(id: number | null, refresh: () => unknown, events: ItemsFeed = itemsFeed): void {
  useEffect(
    () => (id === null ? undefined : events.subscribeAuthors((authors) => void (authors.some((a) => a.id === id) && refresh()))),
    [events, id, refresh],
  );
}

/** GET v1/authors/{id}: the author with labels, block state and notes; refreshed by 'authors.changed'. */
export function useAuthor(id: number | null, events: ItemsFeed = itemsFeed): SWRResponse<AuthorDetail, ApiError> {
  const client = useApiClient();
  const author = useSWR<AuthorDetail, ApiError>(id === null ? null : authorKey(id), () =>
    client.resource(itemsResource).author(id!),
  );
  useAuthorRefresh(id, author.mutate, events);
  return author;
}

/** GET v1/authors/{id}/items: the author's latest comments (the author panel's short list). */
export function useAuthorItems(id: number | null): SWRResponse<ItemsPage, ApiError> {
  const client = useApiClient();
  return useSWR<ItemsPage, ApiError>(id === null ? null : authorItemsKey(id), () =>
    client.resource(itemsResource).authorItems(id!, { limit: String(AUTHOR_ITEMS_SHOWN + 1) }),
  );
}

/** What the user changed. */
export type ItemChange = Omit<ItemUpdate, 'version'>;

/** Someone changed the item first; who changed what, and the user's change kept to re-apply. */
export interface ItemConflictState {
  intended: ItemChange;
  changes: readonly HistoryEntry[];
}

export type Outcome = 'saved' | 'conflict' | 'failed';

const conflictOf = (error: unknown): ItemConflict | null =>
  isApiError(error) && error.status === 409 && error.errorType === ERROR_TYPE_CONFLICT ? (error.data as ItemConflict) : null;

/** Sends our reply (the composer's onSend) with its files: rejects when it did not go, so the composer keeps it to retry. */
export type ReplySend = (
  text: string,
  options: { close: boolean; idempotencyKey?: string; files?: readonly File[]; seen?: number | null; macroId?: number | null },
) => Promise<void>;

export interface ItemWrites {
  reply: ReplySend;
  /** PATCH with the version the user saw; a 409 leaves the change un-applied and kept in `conflict`. */
  update(change: ItemChange): Promise<Outcome>;
  conflict: ItemConflictState | null;
  /** The kept change, on the server's newest version. */
  reapply(): Promise<Outcome>;
  dismissConflict(): void;
  act(action: ItemAction): Promise<Outcome>;
  edit(itemId: number, text: string): Promise<Outcome>;
  block(authorId: number, block: AuthorBlock): Promise<Outcome>;
  unblock(authorId: number): Promise<Outcome>;
  setLabels(authorId: number, labels: number[]): Promise<Outcome>;
  addNote(authorId: number, text: string): Promise<Outcome>;
  /** The last failure's server text (untrusted), or '' for a failure without one; null after a success. */
  failure: string | null;
}

// The item page's writes. Each success refreshes the item (its history and thread) and, for the author, the panel.
export function useItemWrites(id: number): ItemWrites {
  const client = useApiClient();
  const items = client.resource(itemsResource);
  const detail = useItem(id);
  const { mutate } = detail;
  const authorId = detail.data?.item.author.id ?? null;
  const author = useAuthor(authorId);
  const [conflict, setConflict] = useState<ItemConflictState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Another item (a link in the author panel): the kept change belonged to the one before.
  useEffect(() => setConflict(null), [id]);

  const run = useCallback(async (call: () => Promise<unknown>, after: () => Promise<unknown>): Promise<Outcome> => {
    try {
      await call();
      setFailure(null);
      await after();
      return 'saved';
    } catch (error) {
      setFailure(isApiError(error) ? (error.serverText ?? '') : '');
      return 'failed';
    }
  }, []);

  const update = useCallback(
    async (change: ItemChange): Promise<Outcome> => {
      const version = detail.data?.item.version;
      if (version === undefined) return 'failed';
      try {
        const saved = await items.update(id, { ...change, version });
        setConflict(null);
        setFailure(null);
        await mutate((current) => (current ? { ...current, item: saved } : current), { revalidate: true });
        return 'saved';
      } catch (error) {
        const body = conflictOf(error);
        if (body === null) {
          setFailure(isApiError(error) ? (error.serverText ?? '') : '');
          return 'failed';
        }
        // The server's item is shown at once; the user's change waits, un-applied, for one click (nothing lost).
        setConflict({ intended: change, changes: body.changes });
        await mutate((current) => (current ? { ...current, item: body.item } : current), { revalidate: true });
        return 'conflict';
      }
    },
    [detail.data?.item.version, id, items, mutate],
  );

  const refreshAuthor = () => Promise.all([author.mutate(), mutate()]);
  return {
    // The files go up first, as a chat message's do (attachments.ts), and the reply names them.
    reply: async (text, { close, idempotencyKey, files = [], seen, macroId }) => {
      const ids = await uploadFiles(files, (file) => items.upload(id, file), idempotencyKey);
      // docs/error-types.md changed_meanwhile: the version the user saw, so another's reply since stops this one.
      const body = {
        text,
        close,
        ...(ids.length > 0 ? { attachment_ids: ids } : {}),
        ...(seen == null ? {} : { seen_version: seen }),
        // docs/macros.md: a template macro's other actions go with the reply, one change.
        ...(macroId == null ? {} : { macro_id: macroId }),
      };
      await items.reply(id, body, idempotencyKey === undefined ? {} : { idempotencyKey });
      await mutate();
    },
    update,
    conflict,
    reapply: () => (conflict ? update(conflict.intended) : Promise.resolve('failed')),
    dismissConflict: () => setConflict(null),
    act: (action) =>
      run(
        () => items.act(id, action),
        () => mutate(),
      ),
    edit: (itemId, text) =>
      run(
        () => items.edit(itemId, { text }),
        () => mutate(),
      ),
    block: (target, block) => run(() => items.blockAuthor(target, block), refreshAuthor),
    unblock: (target) => run(() => items.unblockAuthor(target), refreshAuthor),
    setLabels: (target, labels) => run(() => items.setAuthorLabels(target, { labels }), refreshAuthor),
    addNote: (target, text) => run(() => items.addAuthorNote(target, { text }), refreshAuthor),
    failure,
  };
}
