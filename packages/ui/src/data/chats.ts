import { useEffect, useMemo, useRef } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { chatsResource } from '@console/api/client/chats';
import { toSearch } from '@console/api/client/items';
import {
  CHAT_AUTHORS_PATH,
  CHATS_COUNTS_PATH,
  CHATS_PATH,
  type Chat,
  type ChatsCounts,
  type ChatsPage,
  type NewChat,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { failureText } from './chat.ts';
import { useAuthorsList, type AuthorsFilters } from './authors.ts';
import { chatsFeed as defaultFeed, type ChatsFeed } from './chatsFeed.ts';
import { chatMatches, chatOrder, chatsQueryOf, type ChatFilters, type ChatViewer } from './chatsQuery.ts';
import { risesAbove, useKeysetPages, useLivePending } from './keyset.ts';

// SWR keys named after the resource (architecture.md).
export const CHATS_KEY = CHATS_PATH;
export const CHATS_COUNTS_KEY = CHATS_COUNTS_PATH;
export const CHAT_AUTHORS_KEY = CHAT_AUTHORS_PATH;
/** One keyset page: 50 chats (the contract allows up to 100). */
export const CHATS_PAGE_SIZE = 50;
/** How many of the author's other chats the side panel lists. */
export const AUTHOR_CHATS_SHOWN = 6;

export interface ChatActions {
  /** spec §7 POST v1/chats {object_id, phone} → {id}; spec §8: a failure answers the server's text ('' without one). */
  create(chat: NewChat): Promise<{ id: number } | { error: string }>;
}

export function useChatActions(): ChatActions {
  const client = useApiClient();
  return useMemo(() => {
    const chats = client.resource(chatsResource);
    return {
      async create(chat) {
        try {
          return { id: (await chats.create(chat)).id };
        } catch (error) {
          return { error: failureText(error) };
        }
      },
    };
  }, [client]);
}

/** GET v1/chats?author_id: the author's chats, newest first (the side panel's earlier chats). */
export function useAuthorChats(authorId: number | null): SWRResponse<ChatsPage, ApiError> {
  const client = useApiClient();
  return useSWR<ChatsPage, ApiError>(authorId === null ? null : [CHATS_KEY, 'author', authorId], () =>
    client.resource(chatsResource).list({ author_id: String(authorId), limit: String(AUTHOR_CHATS_SHOWN + 1) }),
  );
}

/** GET v1/chats/authors: the people who wrote to the space's accounts, keyset-paged like the items' authors. */
export function useChatAuthors(filters: AuthorsFilters) {
  const client = useApiClient();
  return useAuthorsList(CHAT_AUTHORS_KEY, filters, (query) => client.resource(chatsResource).authors(query));
}

export interface ChatsList {
  chats: readonly Chat[];
  error: ApiError | undefined;
  isLoading: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** Chats that came live while the user reads further down: the "N new" pill. */
  pending: readonly Chat[];
  showPending: () => void;
}

/** GET v1/chats with the URL's filters and tab, keyset-paged and live (chats.new, chats.changed from the socket). */
export function useChatsList(filters: ChatFilters, options: { viewer: ChatViewer; atTop: boolean; feed?: ChatsFeed }): ChatsList {
  const client = useApiClient();
  const query = useMemo(() => ({ ...chatsQueryOf(filters), tab: filters.tab }), [filters]);
  const search = toSearch(query);
  const list = useKeysetPages<ChatsPage, Chat>({
    base: CHATS_KEY,
    search,
    load: (cursor) =>
      client.resource(chatsResource).list({ ...query, limit: String(CHATS_PAGE_SIZE), ...(cursor ? { cursor } : {}) }),
    revalidateOnFocus: false,
  });
  const order = useMemo(() => chatOrder(filters.sort), [filters.sort]);
  // screens.md "Chats" sort: at the very top a changed chat moves where the sort puts it; further down none moves.
  const { pending, arrive, showPending, changeRows } = useLivePending<ChatsPage, Chat>(
    list,
    options.atTop,
    search,
    order ?? undefined,
  );
  const shown = useRef(list.rows);
  shown.current = list.rows;
  const top = useRef(options.atTop);
  top.current = options.atTop;
  const feed = options.feed ?? defaultFeed;
  const { viewer } = options;
  useEffect(
    () =>
      feed.subscribe((event) => {
        // spec §1: out of a limited user's reach; the row leaves the list.
        if (event.method === 'chats.gone') {
          changeRows((rows) => rows.filter((chat) => !event.ids.includes(chat.id)));
          return;
        }
        if (event.method !== 'chats.new' && event.method !== 'chats.changed') return;
        const byId = new Map(event.chats.map((chat) => [chat.id, chat]));
        // A changed chat is updated (unread counts, status, excerpt); it moves by the sort at the top only (above).
        changeRows((rows) => rows.map((chat) => byId.get(chat.id) ?? chat));
        // Oldest first: new and newly matching chats belong at the end, where paging brings them.
        if (!order) return;
        // A new chat comes in at the top where the sort puts it, or waits behind the pill when it goes above the first
        // row; a changed one the list lacks comes in like a new one only when it now goes above the first (risesAbove).
        const arriving = event.chats.filter(
          (chat) => (event.method === 'chats.new' && top.current) || risesAbove(chat, shown.current, order),
        );
        const matching = arriving.filter((chat) => chatMatches(chat, filters, viewer));
        if (matching.length > 0) arrive(matching);
      }),
    [feed, filters, viewer, order, arrive, changeRows],
  );
  return {
    chats: list.rows,
    error: list.error,
    isLoading: list.isLoading,
    isLoadingMore: list.isLoadingMore,
    hasMore: list.hasMore,
    loadMore: list.loadMore,
    retry: list.retry,
    pending,
    showPending,
  };
}

/** GET v1/chats/counts: the tabs' counts under the list's filters; refreshed when chats arrive, change or go. */
export function useChatsCounts(filters: ChatFilters, feed: ChatsFeed = defaultFeed): SWRResponse<ChatsCounts, ApiError> {
  const client = useApiClient();
  const query = useMemo(() => chatsQueryOf(filters), [filters]);
  const counts = useSWR<ChatsCounts, ApiError>([CHATS_COUNTS_KEY, toSearch(query)], () =>
    client.resource(chatsResource).counts(query),
  );
  const { mutate } = counts;
  useEffect(
    () =>
      feed.subscribe((event) => {
        if (event.method === 'chats.new' || event.method === 'chats.changed' || event.method === 'chats.gone') void mutate();
      }),
    [feed, mutate],
  );
  return counts;
}
