import { withListQuery } from '@console/machines/rules/listQuery';

// spec §2.2 routes of the comments inbox (registry: items-page, item-page, items-authors-page, author-page).
export const ITEMS_PATH = '/items';
export const ITEM_AUTHORS_PATH = '/items/authors';
/** The item page's route pattern (wouter), matched by the inbox to open the item beside the list. */
export const ITEM_ROUTE = '/items/:id';
/** An item, with the list's query (`search`, without '?') kept for the way back. */
export const itemPath = (id: number, search = ''): string => withListQuery(`/items/${id}`, search);
/** The list with the query the item was opened with. */
export const itemsListPath = (search = ''): string => withListQuery(ITEMS_PATH, search);
export const authorPath = (id: number): string => `/author/${id}`;
