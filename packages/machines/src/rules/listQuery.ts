// The list's query (its filters, spec §3 user settings fields) rides along when a row opens and comes back with Back,
// Esc and the browser's back: spec §7 POST v1/chats, "then the chat page opens with the current query".
export const withListQuery = (path: string, search: string): string => (search === '' ? path : `${path}?${search}`);
