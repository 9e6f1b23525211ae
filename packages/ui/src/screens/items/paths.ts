// spec §2.2 routes of the comments inbox (registry: items-page, item-page, items-authors-page, author-page).
export const ITEMS_PATH = '/items';
export const ITEM_AUTHORS_PATH = '/items/authors';
export const itemPath = (id: number): string => `/items/${id}`;
export const authorPath = (id: number): string => `/author/${id}`;
