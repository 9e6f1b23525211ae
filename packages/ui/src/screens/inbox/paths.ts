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

// spec §2.3 routes of private messages (registry: chats-page, chat-page, chats-authors-page).
export const CHATS_PATH = '/chats';
export const CHAT_AUTHORS_PATH = '/chats/authors';
/** The chat page's route pattern (wouter), matched by the chats page to open the chat beside the list. */
export const CHAT_ROUTE = '/chats/:id/messages';
/** A chat, with the list's query (`search`, without '?') kept for the way back. */
export const chatPath = (id: number, search = ''): string => withListQuery(`/chats/${id}/messages`, search);
/** The list with the query the chat was opened with. */
export const chatsListPath = (search = ''): string => withListQuery(CHATS_PATH, search);
/** The author page opened on their private messages (spec §2.3: comments or private messages, toggled on mobile). */
export const authorMessagesPath = (id: number): string => `/author/${id}?view=messages`;
