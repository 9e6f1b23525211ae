import { useCallback, useEffect, useState } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { isApiError, type ApiError } from '@console/api/client';
import { chatsResource } from '@console/api/client/chats';
import { useRunAt, type MacroRunner } from './macros.ts';
import { itemsResource } from '@console/api/client/items';
import {
  chatMessagesPath,
  chatPath,
  type ChatDetail,
  type ChatUpdate,
  type Message,
  type MessagesPage,
  type ReactionValue,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { uploadFiles } from './attachments.ts';
import { chatsFeed as defaultFeed, type ChatsFeed } from './chatsFeed.ts';
import { useKeysetPages } from './keyset.ts';

// SWR keys named after the resource (architecture.md).
export const chatKey = (id: number): string => chatPath(id);
/** One page of a chat's history: 50 messages (the contract's default). */
export const MESSAGES_PAGE_SIZE = 50;

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** GET v1/chats/{id}: the chat; refreshed when the socket says it changed. */
export function useChat(id: number, feed: ChatsFeed = defaultFeed): SWRResponse<ChatDetail, ApiError> {
  const client = useApiClient();
  const detail = useSWR<ChatDetail, ApiError>(validId(id) ? chatKey(id) : null, () => client.resource(chatsResource).get(id), {
    shouldRetryOnError: (error: ApiError) => error.status !== 404,
    revalidateOnFocus: false,
  });
  const { mutate } = detail;
  useEffect(
    () =>
      feed.subscribe((event) => {
        if (event.method !== 'chats.changed' && event.method !== 'chats.new') return;
        const chat = event.chats.find((row) => row.id === id);
        if (chat) void mutate({ chat }, { revalidate: false });
      }),
    [feed, id, mutate],
  );
  return detail;
}

/**
 * spec §1: whether the open chat went out of the user's reach ('chats.gone': handed to someone not them nor their
 * group); a 'chats.changed' of it brings it back (handed to them again).
 */
export function useChatGone(id: number, feed: ChatsFeed = defaultFeed): boolean {
  const [goneId, setGoneId] = useState<number | null>(null);
  useEffect(
    () =>
      feed.subscribe((event) => {
        if (event.method === 'chats.gone' && event.ids.includes(id)) setGoneId(id);
        if (event.method === 'chats.changed' && event.chats.some((chat) => chat.id === id)) setGoneId(null);
      }),
    [feed, id],
  );
  return goneId === id;
}

export interface ChatThread {
  /** Oldest first. */
  messages: readonly Message[];
  error: ApiError | undefined;
  isLoading: boolean;
  isLoadingOlder: boolean;
  hasOlder: boolean;
  loadOlder: () => void;
  retryLoad: () => void;
  /** Puts an answer of a write (send, retry, reaction) into the thread, in place or at the end. */
  upsert: (message: Message) => void;
  /** Unix ms until which the other side is typing (0: not typing). */
  typingUntil: number;
}

const upsertIn = (pages: MessagesPage[] | undefined, rows: readonly Message[]): MessagesPage[] | undefined => {
  if (!pages || pages.length === 0) return pages;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const next = pages.map((page) => ({ ...page, items: page.items.map((row) => byId.get(row.id) ?? row) }));
  const known = new Set(next.flatMap((page) => page.items.map((row) => row.id)));
  const fresh = rows.filter((row) => !known.has(row.id));
  // Page 0 is the newest: arrivals go at its end (each page is oldest first).
  return fresh.length === 0 ? next : [{ ...next[0]!, items: [...next[0]!.items, ...fresh] }, ...next.slice(1)];
};

/**
 * GET v1/chats/{id}/messages: the newest page first, then older pages (direction 'before') as the user scrolls up
 * (long histories load upwards without jumping). New and changed messages come from the socket.
 */
export function useChatThread(id: number, feed: ChatsFeed = defaultFeed): ChatThread {
  const client = useApiClient();
  const list = useKeysetPages<MessagesPage, Message>({
    base: validId(id) ? chatMessagesPath(id) : null,
    search: '',
    load: (cursor) =>
      client
        .resource(chatsResource)
        .messages(id, { limit: String(MESSAGES_PAGE_SIZE), ...(cursor ? { cursor, direction: 'before' as const } : {}) }),
    // Older pages go 'before' the oldest loaded; page 0 is the newest, and the thread reads oldest first.
    cursorOf: (page) => page.before_cursor,
    reversed: true,
    revalidateOnFocus: false,
  });
  const { mutate } = list;
  const [typingUntil, setTypingUntil] = useState(0);
  const upsertMany = useCallback(
    (rows: readonly Message[]) => void mutate((pages) => upsertIn(pages, rows), { revalidate: false }),
    [mutate],
  );
  useEffect(
    () =>
      feed.subscribe((event) => {
        if (event.method === 'typing' && event.chatId === id) setTypingUntil(event.until);
        if ((event.method === 'messages.new' || event.method === 'messages.changed') && event.chatId === id) {
          if (event.method === 'messages.new') setTypingUntil(0);
          upsertMany(event.messages);
        }
      }),
    [feed, id, upsertMany],
  );
  return {
    messages: list.rows,
    error: list.error,
    isLoading: list.isLoading,
    isLoadingOlder: list.isLoadingMore,
    hasOlder: list.hasMore,
    loadOlder: list.loadMore,
    retryLoad: list.retry,
    upsert: (message) => upsertMany([message]),
    typingUntil,
  };
}

/** The server's text of a failure (untrusted), '' when it has none. */
export const failureText = (error: unknown): string => (isApiError(error) ? (error.serverText ?? '') : '');

// crypto.randomUUID exists only in secure contexts; random bytes work on plain http too.
const newStickerKey = () =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export interface ChatWrites {
  /** Uploads the files, then POST v1/chats/{id}/messages with the outbox's Idempotency-Key; rejects when it did not go. */
  send(
    text: string,
    options: {
      close: boolean;
      idempotencyKey: string;
      files: readonly File[];
      seen?: number | null;
      /** A template macro's: its other actions go with the message (docs/macros.md). */
      macroId?: number | null;
    },
  ): Promise<void>;
  /** POST v1/chats/{id}/messages with a sticker of the account's sets (sent as its image). Answers the failure text or null. */
  sticker(stickerId: string): Promise<string | null>;
  /** POST …/retry: the failed message again as itself (no duplicate). */
  retry(messageId: number): Promise<string | null>;
  /** PUT …/reaction: ours from the network's set; null removes it. */
  react(messageId: number, reaction: ReactionValue | null): Promise<string | null>;
  /** PATCH v1/chats/{id} with the version seen: status or assignee. Answers the failure text or null. */
  update(change: Omit<ChatUpdate, 'version'>): Promise<string | null>;
}

/** The chat page's writes: each answer goes into the thread or the chat at once; the socket brings the rest. */
export function useChatWrites(id: number, thread: Pick<ChatThread, 'upsert'>): ChatWrites {
  const client = useApiClient();
  const chats = client.resource(chatsResource);
  const detail = useChat(id);
  const attempt = async (call: () => Promise<Message>): Promise<string | null> => {
    try {
      thread.upsert(await call());
      return null;
    } catch (error) {
      return failureText(error);
    }
  };
  const update = async (change: Omit<ChatUpdate, 'version'>): Promise<string | null> => {
    const version = detail.data?.chat.version;
    if (version === undefined) return '';
    try {
      const chat = await chats.update(id, { ...change, version });
      await detail.mutate({ chat }, { revalidate: false });
      return null;
    } catch (error) {
      await detail.mutate();
      return failureText(error);
    }
  };
  return {
    async send(text, { close, idempotencyKey, files, seen, macroId }) {
      const ids = await uploadFiles(files, (file) => chats.upload(id, file), idempotencyKey);
      // docs/error-types.md changed_meanwhile: the last message the user saw, so another's message since stops this one.
      const body = {
        text,
        ...(ids.length > 0 ? { attachment_ids: ids } : {}),
        ...(seen == null ? {} : { seen_message_id: seen }),
        ...(macroId == null ? {} : { macro_id: macroId }),
      };
      const message = await chats.send(id, body, { idempotencyKey });
      thread.upsert(message);
      // The macro's change went with the message: the chat as it is now (version, status).
      if (macroId != null) await detail.mutate();
      if (close) await update({ status: 'closed' });
    },
    sticker: (stickerId) => attempt(() => chats.send(id, { text: '', sticker: stickerId }, { idempotencyKey: newStickerKey() })),
    retry: (messageId) => attempt(() => chats.retry(id, messageId)),
    react: (messageId, reaction) => attempt(() => chats.react(id, messageId, { reaction })),
    update,
  };
}

/** POST v1/chats/{id}/read once the chat with unread messages is open (the list's unread counts follow). */
export function useMarkRead(id: number, unread: number): void {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!validId(id) || unread === 0) return;
    void client
      .resource(chatsResource)
      .read(id)
      .then((chat) => mutate(chatKey(id), { chat }, { revalidate: false }))
      .catch(() => undefined);
  }, [client, id, unread, mutate]);
}

/** The author's labels and notes (v1/authors, shared with the comments inbox). */
export function useAuthorWrites(authorId: number | null, after: () => Promise<unknown>) {
  const client = useApiClient();
  const items = client.resource(itemsResource);
  const run = async (call: () => Promise<unknown>): Promise<boolean> => {
    if (authorId === null) return false;
    try {
      await call();
      await after();
      return true;
    } catch {
      return false;
    }
  };
  return {
    setLabels: (labels: number[]) => run(() => items.setAuthorLabels(authorId!, { labels })),
    addNote: (text: string) => run(() => items.addAuthorNote(authorId!, { text })),
  };
}

/** Runs a macro on the chat (POST v1/chats/{id}/macro, docs/macros.md); its 409 names no fields: the chat is refreshed. */
export function useChatMacroRun(chatId: number): MacroRunner {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useRunAt(
    (macro, version) => client.resource(chatsResource).runMacro(chatId, { macro_id: macro.id, version }),
    () => mutate(chatKey(chatId)),
    () => [],
  );
}
