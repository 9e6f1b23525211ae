// spec §2.3 routes of private messages (registry: chats-page, chat-page, chats-authors-page).
export const CHATS_PATH = '/chats';
export const CHAT_AUTHORS_PATH = '/chats/authors';
export const chatPath = (id: number): string => `/chats/${id}/messages`;
/** The author page opened on their private messages (spec §2.3: comments or private messages, toggled on mobile). */
export const authorMessagesPath = (id: number): string => `/author/${id}?view=messages`;
