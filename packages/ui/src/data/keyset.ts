import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWRInfinite, { type SWRInfiniteKeyedMutator } from 'swr/infinite';
import type { ApiError } from '@console/api/client';

// One keyset-paged SWR list (architecture.md "keyset pagination"): the inbox, the chats, the authors and a chat's
// history all page the same way, by the cursor the previous page answered; only what the cursor is called differs.

type PageKey = readonly [string, string, string | null];

export interface KeysetPage<Row> {
  items: readonly Row[];
}

export interface KeysetOptions<Page extends KeysetPage<{ id: number }>> {
  /** The SWR key's resource (architecture.md: keys named after the resource); null: nothing to load yet. */
  base: string | null;
  /** The query's search string: another query is another list. */
  search: string;
  /** Loads one page; `cursor` is null for the first one. */
  load: (cursor: string | null) => Promise<Page>;
  /** The cursor of the page after `page` (default `next_cursor`), null at the end. */
  cursorOf?: (page: Page) => string | null;
  /** Pages come newest first and the rows are shown oldest first (a chat's history). */
  reversed?: boolean;
  /** Revalidate the loaded pages when the window regains focus (default true). */
  revalidateOnFocus?: boolean;
}

export interface KeysetList<Page extends KeysetPage<Row>, Row extends { id: number }> {
  pages: readonly Page[] | undefined;
  /** The rows of every loaded page, each id once (the first time it appears). */
  rows: readonly Row[];
  error: ApiError | undefined;
  isLoading: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
  mutate: SWRInfiniteKeyedMutator<Page[]>;
}

const nextCursor = (page: unknown) => (page as { next_cursor: string | null }).next_cursor;

/** Each id once, the first time it appears (a row can move between pages while they load). */
export function uniqueRows<Row extends { id: number }>(pages: readonly KeysetPage<Row>[]): Row[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.items).filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)));
}

export function useKeysetPages<Page extends KeysetPage<Row>, Row extends { id: number }>(
  options: KeysetOptions<Page>,
): KeysetList<Page, Row> {
  const { base, search, load, reversed = false } = options;
  const cursorOf = options.cursorOf ?? nextCursor;
  const swr = useSWRInfinite<Page, ApiError, (index: number, previous: Page | null) => PageKey | null>(
    (index, previous) => {
      if (base === null) return null;
      if (index === 0) return [base, search, null];
      const cursor = previous ? cursorOf(previous) : null;
      return cursor ? [base, search, cursor] : null;
    },
    ([, , cursor]) => load(cursor),
    { revalidateFirstPage: false, revalidateOnFocus: options.revalidateOnFocus ?? true },
  );
  const { data, mutate, setSize, size, isValidating } = swr;
  const rows = useMemo(() => uniqueRows<Row>(reversed ? [...(data ?? [])].reverse() : (data ?? [])), [data, reversed]);
  const last = data?.at(-1);
  const cursor = last ? cursorOf(last) : null;
  return {
    pages: data,
    rows,
    error: swr.error,
    isLoading: base !== null && data === undefined && swr.error === undefined,
    isLoadingMore: isValidating && data !== undefined && data.length < size,
    hasMore: cursor !== null,
    loadMore: () => void (cursor && !isValidating ? setSize(size + 1) : undefined),
    retry: () => void mutate(),
    mutate,
  };
}

/**
 * Whether a changed row the newest-first list does not show goes at its very top, by the list's order (`at`, then the
 * id, as the server orders): a chat with a new message further down than the loaded pages, a row handed to the user
 * that is newer than the first shown. An older one belongs further down and waits for paging, so nothing lands out of
 * order.
 */
export function risesToTop<Row extends { id: number }>(row: Row, shown: readonly Row[], at: (row: Row) => number): boolean {
  return risesAbove(row, shown, (a, b) => at(b) - at(a) || b.id - a.id);
}

/** A list's order: negative when `a` is shown before `b` (the server's order, its keyset's whole key). */
export type RowOrder<Row> = (a: Row, b: Row) => number;

/** risesToTop by any order: a row the list does not show that now goes before its first row. */
export function risesAbove<Row extends { id: number }>(row: Row, shown: readonly Row[], order: RowOrder<Row>): boolean {
  const first = shown[0];
  if (shown.some((other) => other.id === row.id)) return false;
  return !first || order(row, first) < 0;
}

/**
 * The loaded rows of `pages` put in `order` (stable), each page as long as it was. With more pages to come, a row that
 * now goes after the last row `before` had (the next page's cursor) leaves: paging brings it where it belongs.
 */
export function inOrder<Page extends KeysetPage<Row>, Row extends { id: number }>(
  before: readonly Page[],
  pages: readonly Page[],
  order: RowOrder<Row>,
  hasMore: boolean,
): readonly Page[] {
  const rows = pages.flatMap((page) => page.items);
  const anchor = before.at(-1)?.items.at(-1);
  const sorted = [...rows].sort(order).filter((row) => !hasMore || !anchor || order(row, anchor) <= 0);
  if (sorted.length === rows.length && sorted.every((row, index) => row === rows[index])) return pages;
  let start = 0;
  return pages.map((page, index) => {
    const end = index === pages.length - 1 ? sorted.length : Math.min(start + page.items.length, sorted.length);
    const items = sorted.slice(start, end);
    start = end;
    return { ...page, items };
  });
}

export interface LivePending<Row> {
  /** Rows that came live while the user reads further down: the "N new" pill. */
  pending: readonly Row[];
  /** Live rows: at the very top they go in at once, otherwise they wait in `pending`. */
  arrive: (rows: readonly Row[]) => void;
  showPending: () => void;
  /**
   * Changes the loaded rows and the waiting ones alike (rows changed or gone); a page whose rows `change` returns as
   * they were is kept as it was.
   */
  changeRows: (change: (rows: readonly Row[]) => readonly Row[]) => void;
}

/**
 * Nothing is inserted above what the user reads. New rows of a newest-first list go in at the very top at
 * once, or wait behind a pill while the user reads further down or holds the list (`atTop` false, listHold.ts), and go
 * in when `atTop` turns true again; a new query (`search`) starts with none waiting.
 */
export function useLivePending<Page extends KeysetPage<Row>, Row extends { id: number }>(
  list: { pages: readonly Page[] | undefined; mutate: SWRInfiniteKeyedMutator<Page[]>; hasMore?: boolean },
  atTop: boolean,
  search: string,
  /**
   * The list's order, for lists whose rows move when they change (a chat's last activity or priority): rows that come
   * in take their place by it, and at the very top the loaded rows are kept in it; further down nothing moves.
   */
  order?: RowOrder<Row>,
): LivePending<Row> {
  const [pending, setPending] = useState<Row[]>([]);
  const top = useRef(atTop);
  top.current = atTop;
  const ordered = useRef({ order, hasMore: list.hasMore ?? false });
  ordered.current = { order, hasMore: list.hasMore ?? false };
  const placed = useCallback((before: Page[], pages: Page[]): Page[] => {
    const { order: by, hasMore } = ordered.current;
    return by ? (inOrder<Page, Row>(before, pages, by, hasMore) as Page[]) : pages;
  }, []);
  useEffect(() => setPending([]), [search]);
  // No change before the first page is in: SWR drops an answer in flight when the data was mutated meanwhile, and
  // with no revalidation the list would then load for ever (an opened item or a live event during the first load).
  const loaded = useRef(false);
  loaded.current = list.pages !== undefined;
  const { mutate } = list;
  const prepend = useCallback(
    (rows: readonly Row[]) => {
      if (!loaded.current) return;
      void mutate(
        (pages) => {
          if (!pages || pages.length === 0) return pages;
          const known = new Set(pages.flatMap((page) => page.items.map((row) => row.id)));
          const fresh = rows.filter((row) => !known.has(row.id));
          return placed(pages, [{ ...pages[0]!, items: [...fresh, ...pages[0]!.items] }, ...pages.slice(1)]);
        },
        { revalidate: false },
      );
    },
    [mutate, placed],
  );
  const arrive = useCallback(
    (rows: readonly Row[]) => {
      if (top.current) prepend(rows);
      else setPending((waiting) => [...rows.filter((row) => !waiting.some((other) => other.id === row.id)), ...waiting]);
    },
    [prepend],
  );
  const changeRows = useCallback(
    (change: (rows: readonly Row[]) => readonly Row[]) => {
      if (loaded.current)
        void mutate(
          (pages) => {
            const changed = pages?.map((page) => {
              const items = change(page.items);
              return items === page.items ? page : { ...page, items };
            });
            return pages && changed && top.current ? placed(pages, changed) : changed;
          },
          { revalidate: false },
        );
      setPending((rows) => [...change(rows)]);
    },
    [mutate, placed],
  );
  // Nothing holds the list at its top any more (listHold.ts: pointer, focus and selection gone): the waiting rows go in.
  const held = useRef(pending);
  held.current = pending;
  const waiting = pending.length > 0;
  useEffect(() => {
    if (!atTop || !waiting) return;
    prepend(held.current);
    setPending([]);
  }, [atTop, waiting, prepend]);
  return {
    pending,
    arrive,
    showPending: () => {
      prepend(pending);
      setPending([]);
    },
    changeRows,
  };
}
