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

/** The period (from, to) and space of a stats page's query, as a query string ('' without any). */
function statsPeriodOf(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of ['from', 'to', 'space_id']) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** Where the back arrow goes without an earlier page: the parent route, with the list's query from an item or chat. */
export function backTarget(pathname: string, search: string): string {
  const route = matchRoute(pathname)?.route;
  // A route naming its way back (a stats operator's page: the team's page) keeps the period of its query.
  if (route?.backTo) return `${route.backTo}${statsPeriodOf(search)}`;
  const parent = parentPath(pathname);
  return LIST_QUERY_PAGES.includes(route?.name ?? '') ? withListQuery(parent, search) : parent;
}
