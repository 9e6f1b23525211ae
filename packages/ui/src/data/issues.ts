import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError, type ApiError } from '@console/api/client';
import { issuesResource } from '@console/api/client/issues';
import { toSearch } from '@console/api/client/items';
import { ISSUE_AUTHORS_PATH, ISSUES_PATH, type Issue, type IssuesBulk, type IssuesPage } from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { useAuthorsList, type AuthorsFilters } from './authors.ts';
import { issuesFeed as defaultFeed, type IssuesFeed } from './issuesFeed.ts';
import { issuesQueryOf, type IssueFilters } from './issuesQuery.ts';
import { useKeysetPages } from './keyset.ts';

// SWR keys named after the resource (architecture.md).
export const ISSUES_KEY = ISSUES_PATH;
export const ISSUE_AUTHORS_KEY = ISSUE_AUTHORS_PATH;
/** One keyset page: 50 issues (the contract allows up to 100). */
export const ISSUES_PAGE_SIZE = 50;

export interface IssuesList {
  issues: readonly Issue[];
  error: ApiError | undefined;
  isLoading: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** Reloads the loaded pages (after the user's own bulk change). */
  refresh: () => void;
  /** Issues other users changed while the list was held (listHold.ts): the "N changed" pill. */
  changedCount: number;
  showChanged: () => void;
}

/**
 * GET v1/issues with the URL's filters, keyset-paged (cursor / next_cursor), and live: an 'issues.changed' from the
 * socket reloads the loaded pages at once, or, while the user reads further down or holds the list (`atTop` false),
 * waits behind a pill until it is let go, so no row moves under the pointer (as useLivePending for the inbox).
 */
export function useIssuesList(filters: IssueFilters, options: { atTop: boolean; feed?: IssuesFeed }): IssuesList {
  const client = useApiClient();
  const query = useMemo(() => issuesQueryOf(filters), [filters]);
  const search = toSearch(query);
  const list = useKeysetPages<IssuesPage, Issue>({
    base: ISSUES_KEY,
    search,
    load: (cursor) =>
      client.resource(issuesResource).list({ ...query, limit: String(ISSUES_PAGE_SIZE), ...(cursor ? { cursor } : {}) }),
  });
  const [changed, setChanged] = useState<readonly number[]>([]);
  useEffect(() => setChanged([]), [search]);
  const { mutate } = list;
  const refresh = useCallback(() => {
    setChanged([]);
    void mutate();
  }, [mutate]);
  const top = useRef(options.atTop);
  top.current = options.atTop;
  const feed = options.feed ?? defaultFeed;
  useEffect(
    () =>
      feed.subscribe((ids) => {
        if (top.current) refresh();
        else setChanged((waiting) => [...new Set([...waiting, ...ids])]);
      }),
    [feed, refresh],
  );
  // Let go (pointer, focus and selection gone, back at the top): the waiting changes come in.
  const waiting = changed.length > 0;
  useEffect(() => {
    if (options.atTop && waiting) refresh();
  }, [options.atTop, waiting, refresh]);
  return {
    issues: list.rows,
    error: list.error,
    isLoading: list.isLoading,
    isLoadingMore: list.isLoadingMore,
    hasMore: list.hasMore,
    loadMore: list.loadMore,
    retry: list.retry,
    refresh,
    changedCount: changed.length,
    showChanged: refresh,
  };
}

/** GET v1/issues/authors: the customers issues were made for, keyset-paged like the items' authors. */
export function useIssueAuthors(filters: AuthorsFilters) {
  const client = useApiClient();
  return useAuthorsList(ISSUE_AUTHORS_KEY, filters, (query) => client.resource(issuesResource).authors(query));
}

/** What a bulk change did: the issues changed and those refused, each with the server's reason (spec §8 text). */
export type IssuesBulkOutcome =
  | { kind: 'done'; changed: readonly Issue[]; failed: readonly { id: number; error: string }[] }
  | { kind: 'error'; text: string | null };

export interface IssueListActions {
  /** POST v1/issues/bulk {ids, status?, assignee_id?}. */
  bulk(body: IssuesBulk): Promise<IssuesBulkOutcome>;
}

export function useIssueListActions(): IssueListActions {
  const client = useApiClient();
  return useMemo(
    () => ({
      async bulk(body) {
        try {
          const result = await client.resource(issuesResource).bulk(body);
          return { kind: 'done', changed: result.items, failed: result.failed };
        } catch (error) {
          return { kind: 'error', text: isApiError(error) && error.kind === 'http' ? error.serverText : null };
        }
      },
    }),
    [client],
  );
}
