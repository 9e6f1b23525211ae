import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { itemsResource, toSearch } from '@console/api/client/items';
import type { AuthorDetail, Item, ItemsBulk, ItemsPage, Post } from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { uploadFiles } from './attachments.ts';
import { useAuthorsList, type AuthorsFilters } from './authors.ts';
import { useAuthorRefresh } from './item.ts';
import { risesToTop, useKeysetPages, useLivePending } from './keyset.ts';
import { isGone, itemsFeed as defaultFeed, withAuthor, type ItemsFeed } from './itemsFeed.ts';
import { itemMatches, queryOf, type ItemFilters } from './itemsQuery.ts';

// SWR keys named after the resource (architecture.md).
export const ITEMS_KEY = 'v1/items';
export const ITEM_AUTHORS_KEY = 'v1/items/authors';
export const AUTHOR_KEY = 'v1/authors';
/** One keyset page: 50 rows (the contract allows up to 100). */
export const ITEMS_PAGE_SIZE = 50;

export interface ItemsList {
  items: readonly Item[];
  posts: ReadonlyMap<number, Post>;
  error: ApiError | undefined;
  isLoading: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** Rows that came live but wait above what the user reads: shown as a "N new" pill. */
  pending: readonly Item[];
  showPending: () => void;
  /** Replaces rows in place (an answer of a bulk change or a reply). */
  replace: (items: readonly Item[]) => void;
}

/** The rows with the changed ones in their place. */
const replacedIn = (rows: readonly Item[], changed: readonly Item[]) => {
  const byId = new Map(changed.map((row) => [row.id, row]));
  // An older copy (the open item as it loaded, against a list that loaded after a change) does not win.
  return rows.map((row) => {
    const next = byId.get(row.id);
    return next && next.version >= row.version ? next : row;
  });
};

const holdsAll = () => true;

/** A keyset-paged list of items (the inbox, or one author's comments) kept live by the socket's items messages. */
function useLiveItems(
  base: string,
  load: (query: Record<string, string | readonly string[] | undefined>) => Promise<ItemsPage>,
  filters: ItemFilters,
  options: { userId: number | null; atTop: boolean; feed?: ItemsFeed },
  /** What the list holds beyond the filters (an author's page: that author's items only). */
  holds: (item: Item) => boolean = holdsAll,
): ItemsList {
  const query = useMemo(() => queryOf(filters), [filters]);
  const search = toSearch(query);
  const list = useKeysetPages<ItemsPage, Item>({
    base,
    search,
    load: (cursor) => load({ ...query, limit: String(ITEMS_PAGE_SIZE), ...(cursor ? { cursor } : {}) }),
    revalidateOnFocus: false,
  });
  const { pages } = list;
  const { pending, arrive, showPending, changeRows } = useLivePending<ItemsPage, Item>(list, options.atTop, search);
  const shown = useRef(list.rows);
  shown.current = list.rows;
  const replace = useCallback((rows: readonly Item[]) => changeRows((shownRows) => replacedIn(shownRows, rows)), [changeRows]);

  // The posts of live rows (their socket messages carry them): the rows read them beside the pages' posts.
  const [livePosts, setLivePosts] = useState<ReadonlyMap<number, Post>>(new Map());
  const addLivePosts = useCallback(
    (posts: readonly Post[]) => setLivePosts((known) => new Map([...known, ...posts.map((post) => [post.id, post] as const)])),
    [],
  );

  const feed = options.feed ?? defaultFeed;
  const { userId } = options;
  const newestFirst = !filters.reversed;
  useEffect(
    () =>
      feed.subscribe((event) => {
        // spec §1: out of a limited user's reach (a reply goes with its thread root); the row leaves the list.
        if (event.method === 'items.gone') {
          changeRows((rows) => rows.filter((row) => !isGone(row, event.ids)));
          return;
        }
        const { method, items } = event;
        if (event.posts.length > 0) addLivePosts(event.posts);
        if (method === 'items.changed') replace(items);
        // Oldest first: new rows belong at the end, where paging brings them. A changed item the list lacks (handed to
        // the user's group, say) comes in like a new one when it belongs at the top (keyset.ts risesToTop).
        if (!newestFirst) return;
        const arriving =
          method === 'items.new' ? items : items.filter((item) => risesToTop(item, shown.current, (row) => row.created_at));
        const matching = arriving.filter((item) => holds(item) && itemMatches(item, filters, userId));
        if (matching.length > 0) arrive(matching);
      }),
    [feed, filters, userId, newestFirst, holds, arrive, replace, changeRows, addLivePosts],
  );
  // 'authors.changed': the rows of that author show the new labels at once, without a refetch.
  useEffect(
    () =>
      feed.subscribeAuthors((authors) => {
        const byId = new Map(authors.map((author) => [author.id, author]));
        changeRows((rows) => (rows.some((row) => byId.has(row.author.id)) ? rows.map((row) => withAuthor(row, byId)) : rows));
      }),
    [feed, changeRows],
  );

  // One map for the rows: the live posts, then the pages' (as loaded, they win where both hold a post).
  const posts = useMemo(
    () => new Map([...livePosts, ...(pages ?? []).flatMap((page) => page.posts ?? []).map((post) => [post.id, post] as const)]),
    [livePosts, pages],
  );
  return {
    items: list.rows,
    posts,
    error: list.error,
    isLoading: list.isLoading,
    isLoadingMore: list.isLoadingMore,
    hasMore: list.hasMore,
    loadMore: list.loadMore,
    retry: list.retry,
    pending,
    showPending,
    replace,
  };
}

export interface LiveListOptions {
  /** The signed-in user (the assignment filters). */
  userId: number | null;
  /** The list is scrolled to its very top: live rows may come in at once. */
  atTop: boolean;
  feed?: ItemsFeed;
}

/** GET v1/items with the URL's filters, keyset-paged (useSWRInfinite) and live. */
export function useItemsList(filters: ItemFilters, options: LiveListOptions): ItemsList {
  const client = useApiClient();
  return useLiveItems(ITEMS_KEY, (query) => client.resource(itemsResource).list(query), filters, options);
}

/** GET v1/authors/{id}/items: one author's comments, paged like the inbox. */
export function useAuthorItems(authorId: number, filters: ItemFilters, options: LiveListOptions): ItemsList {
  const client = useApiClient();
  const holds = useCallback((item: Item) => item.author.id === authorId, [authorId]);
  return useLiveItems(
    `${AUTHOR_KEY}/${authorId}/items`,
    (query) => client.resource(itemsResource).authorItems(authorId, query),
    filters,
    options,
    holds,
  );
}

/** GET v1/authors/{id}. */
export function useAuthor(authorId: number): SWRResponse<AuthorDetail, ApiError> {
  const client = useApiClient();
  const author = useSWR<AuthorDetail, ApiError>([AUTHOR_KEY, authorId], () => client.resource(itemsResource).author(authorId));
  useAuthorRefresh(authorId, author.mutate);
  return author;
}

/** GET v1/items/authors: the authors list, keyset-paged. */
export function useItemAuthors(filters: AuthorsFilters) {
  const client = useApiClient();
  return useAuthorsList(ITEM_AUTHORS_KEY, filters, (query) => client.resource(itemsResource).authors(query));
}

export interface ItemsActions {
  /** POST v1/items/bulk: the changed items and the failures. */
  bulk(change: ItemsBulk): Promise<{ items: Item[]; failed: { id: number; error: string }[] }>;
  /**
   * POST v1/items/{id}/reply for each item (close: each closed with it), with the files: the answered items and the
   * failures. Each file is uploaded once, for the first item, and copied by the server for the others.
   */
  replyEach(
    ids: readonly number[],
    text: string,
    options?: { close?: boolean; files?: readonly File[] },
  ): Promise<{ items: Item[]; failed: { id: number; error: string }[] }>;
}

export function useItemsActions(): ItemsActions {
  const client = useApiClient();
  return useMemo(() => {
    const resource = client.resource(itemsResource);
    return {
      bulk: (change) => resource.bulk(change),
      async replyEach(ids, text, { close = false, files = [] } = {}) {
        const errorOf = (reason: unknown) => (reason as ApiError)?.serverText ?? '';
        let uploaded: number[] = [];
        try {
          if (files.length > 0) uploaded = await uploadFiles(files, (file) => resource.upload(ids[0]!, file));
        } catch (reason) {
          return { items: [], failed: ids.map((id) => ({ id, error: errorOf(reason) })) };
        }
        const filesFor = async (id: number, index: number) =>
          index === 0 ? uploaded : Promise.all(uploaded.map(async (copy_of) => (await resource.upload(id, { copy_of })).id));
        const results = await Promise.allSettled(
          ids.map(async (id, index) => {
            const attachment_ids = await filesFor(id, index);
            return resource.reply(id, {
              text,
              ...(close ? { close } : {}),
              ...(attachment_ids.length > 0 ? { attachment_ids } : {}),
            });
          }),
        );
        const items: Item[] = [];
        const failed: { id: number; error: string }[] = [];
        results.forEach((result, index) => {
          if (result.status === 'fulfilled') items.push(result.value);
          else failed.push({ id: ids[index]!, error: errorOf(result.reason) });
        });
        return { items, failed };
      },
    };
  }, [client]);
}
