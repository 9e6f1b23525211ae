import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import useSWRInfinite from 'swr/infinite';
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
import { chatMatches, chatsQueryOf, type ChatFilters } from './chatsQuery.ts';

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

type PageKey = readonly [string, string, string | null];

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
export function useChatsList(
  filters: ChatFilters,
  options: { userId: number | null; atTop: boolean; feed?: ChatsFeed },
): ChatsList {
  const client = useApiClient();
  const query = useMemo(() => ({ ...chatsQueryOf(filters), tab: filters.tab }), [filters]);
  const search = toSearch(query);
  const swr = useSWRInfinite<ChatsPage, ApiError, (index: number, previous: ChatsPage | null) => PageKey | null>(
    (index, previous) =>
      previous && previous.next_cursor === null ? null : [CHATS_KEY, search, index === 0 ? null : previous!.next_cursor],
    ([, , cursor]) =>
      client.resource(chatsResource).list({ ...query, limit: String(CHATS_PAGE_SIZE), ...(cursor ? { cursor } : {}) }),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const { data, mutate, setSize, size } = swr;
  const [pending, setPending] = useState<Chat[]>([]);
  const atTop = useRef(options.atTop);
  atTop.current = options.atTop;
  useEffect(() => setPending([]), [search]);
  const prepend = useCallback(
    (rows: readonly Chat[]) =>
      void mutate(
        (pages) => {
          if (!pages || pages.length === 0) return pages;
          const ids = new Set(rows.map((row) => row.id));
          const rest = pages.map((page) => ({ ...page, items: page.items.filter((chat) => !ids.has(chat.id)) }));
          return [{ ...rest[0]!, items: [...rows, ...rest[0]!.items] }, ...rest.slice(1)];
        },
        { revalidate: false },
      ),
    [mutate],
  );
  const feed = options.feed ?? defaultFeed;
  const { userId } = options;
  const newestFirst = filters.sort === 'updated';
  useEffect(
    () =>
      feed.subscribe((event) => {
        if (event.method !== 'chats.new' && event.method !== 'chats.changed') return;
        const byId = new Map(event.chats.map((chat) => [chat.id, chat]));
        // A changed chat is updated in place (unread counts, status, excerpt); it is not moved under the reader.
        void mutate((pages) => pages?.map((page) => ({ ...page, items: page.items.map((chat) => byId.get(chat.id) ?? chat) })), {
          revalidate: false,
        });
        if (event.method !== 'chats.new' || !newestFirst) return;
        const matching = event.chats.filter((chat) => chatMatches(chat, filters, userId));
        if (matching.length === 0) return;
        if (atTop.current) prepend(matching);
        else setPending((rows) => [...matching.filter((chat) => !rows.some((row) => row.id === chat.id)), ...rows]);
      }),
    [feed, filters, userId, newestFirst, prepend, mutate],
  );
  const chats = useMemo(() => {
    const seen = new Set<number>();
    return (data ?? []).flatMap((page) => page.items).filter((chat) => (seen.has(chat.id) ? false : (seen.add(chat.id), true)));
  }, [data]);
  const last = data?.at(-1);
  return {
    chats,
    error: swr.error,
    isLoading: data === undefined && swr.error === undefined,
    isLoadingMore: swr.isValidating && data !== undefined && data.length < size,
    hasMore: last !== undefined && last.next_cursor !== null,
    loadMore: () => void (last?.next_cursor && !swr.isValidating ? setSize(size + 1) : undefined),
    retry: () => void mutate(),
    pending,
    showPending: () => {
      prepend(pending);
      setPending([]);
    },
  };
}

/** GET v1/chats/counts: the tabs' counts under the list's filters; refreshed when chats arrive or change. */
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
        if (event.method === 'chats.new' || event.method === 'chats.changed') void mutate();
      }),
    [feed, mutate],
  );
  return counts;
}
