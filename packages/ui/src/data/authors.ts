import useSWRInfinite from 'swr/infinite';
import type { ApiError } from '@console/api/client';
import { toSearch } from '@console/api/client/items';
import type { Author, AuthorsQuery } from '@console/api/contract';

// The authors lists (issue 6 items/authors, issue 7 chats/authors) page the same way; each names its key and fetch.
/** One keyset page: 50 authors (the contract allows up to 100). */
export const AUTHORS_PAGE_SIZE = 50;

type PageKey = readonly [string, string, string | null];

export interface AuthorsFilters {
  q: string;
  providers: readonly string[];
}

/** A keyset-paged authors list (v1/items/authors, v1/chats/authors): `fetch` answers one page of the list under `key`. */
export function useAuthorsList<A extends Author>(
  key: string,
  filters: AuthorsFilters,
  fetch: (query: AuthorsQuery) => Promise<{ items: A[]; next_cursor: string | null }>,
) {
  const query = { ...(filters.q.trim() ? { q: filters.q.trim() } : {}), 'provider[]': [...filters.providers] } as AuthorsQuery;
  const search = toSearch(query);
  const swr = useSWRInfinite<
    { items: A[]; next_cursor: string | null },
    ApiError,
    (index: number, previous: { next_cursor: string | null } | null) => PageKey | null
  >(
    (index, previous) =>
      previous && previous.next_cursor === null ? null : [key, search, index === 0 ? null : previous!.next_cursor],
    ([, , cursor]) => fetch({ ...query, limit: String(AUTHORS_PAGE_SIZE), ...(cursor ? { cursor } : {}) }),
    { revalidateFirstPage: false },
  );
  const last = swr.data?.at(-1);
  return {
    authors: (swr.data ?? []).flatMap((page) => page.items),
    error: swr.error,
    isLoading: swr.data === undefined && swr.error === undefined,
    hasMore: last !== undefined && last.next_cursor !== null,
    loadMore: () => void (last?.next_cursor && !swr.isValidating ? swr.setSize(swr.size + 1) : undefined),
    retry: () => void swr.mutate(),
  };
}
