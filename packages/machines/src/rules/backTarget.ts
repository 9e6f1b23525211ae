import { withListQuery } from './listQuery.ts';
import { matchRoute } from './routes/match.ts';

/**
 * Where the top bar's back arrow goes when there is no earlier page of the console in the history (spec §2.5): the
 * nearest registry route above this path (/items/7 → /items, /settings/tags/3/children → /settings/tags/3,
 * /chats/5/messages → /chats), the root when none.
 */
export function parentPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const own = matchRoute(pathname)?.route.name;
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const candidate = `/${segments.slice(0, length).join('/')}`;
    const found = matchRoute(candidate);
    if (found && found.route.name !== own && found.route.access === 'login') return candidate;
  }
  return '/';
}

/** The open item and chat carry their list's query (screens.md "Comments inbox"): the way back to the list keeps it. */
const LIST_QUERY_PAGES: readonly string[] = ['item-page', 'chat-page'];

/** Where the back arrow goes without an earlier page: the parent route, with the list's query from an item or chat. */
export function backTarget(pathname: string, search: string): string {
  const parent = parentPath(pathname);
  return LIST_QUERY_PAGES.includes(matchRoute(pathname)?.route.name ?? '') ? withListQuery(parent, search) : parent;
}
