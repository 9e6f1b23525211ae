import { toSearch } from '@console/api/client/items';
import type { Author, AuthorsQuery } from '@console/api/contract';
import { useKeysetPages } from './keyset.ts';

// The authors lists (items/authors, chats/authors) page the same way; each names its key and fetch.
/** One keyset page: 50 authors (the contract allows up to 100). */
export const AUTHORS_PAGE_SIZE = 50;

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
  const list = useKeysetPages<{ items: A[]; next_cursor: string | null }, A>({
    base: key,
    search: toSearch(query),
    load: (cursor) => fetch({ ...query, limit: String(AUTHORS_PAGE_SIZE), ...(cursor ? { cursor } : {}) }),
  });
  return {
    authors: list.rows,
    error: list.error,
    isLoading: list.isLoading,
    hasMore: list.hasMore,
    loadMore: list.loadMore,
    retry: list.retry,
  };
}
