// Saved filters (spec §2.5 "Saved filters can be applied", §3 saved filter, §5): which filters apply to a route,
// what of the URL query a filter holds, and the URL search that applies one.
import type { FilterRoute, SavedFilter } from '@console/api/contract';
// Which URL parameters are filters is the filter button's rule (filterCount.ts): what is saved is what it counts.
import { filterName, isChosenValue, isFilterParam } from './filterCount.ts';
import type { FilterCountMode, RouteEntry } from './routes.ts';

/** The longest saved filter name (the contract's SAVED_FILTER_NAME_MAX). */
export const SAVED_FILTER_NAME_MAX_LENGTH = 100;

/** spec §5 "Saving a filter: non-empty name": the name to send (trimmed), or null when it is empty. */
export function savedFilterName(input: string): string | null {
  const name = input.trim();
  return name === '' ? null : name;
}

/** A filter's query: URL parameters by name, one value or a list (written `name[]=…` in the URL). */
export type FilterQuery = Record<string, string | string[]>;

/** Where a saved filter applies: a section of the registry (spec §3 route), or statistics (a filter without route). */
export type FilterSection = FilterRoute | 'statistics';

// The contract's route values, checked both ways against FilterRoute by the compiler.
const ROUTE_SECTIONS = {
  items: true,
  chats: true,
  issues: true,
  authors: true,
  csi: true,
  qa: true,
  analytics: true,
  monitoring: true,
  youscan: true,
  users: true,
} as const satisfies Record<FilterRoute, true>;

const isFilterRoute = (value: string): value is FilterRoute => Object.hasOwn(ROUTE_SECTIONS, value);

/**
 * The section of a registry entry with a filter button, or null without one (spec §2.5). Statistics routes
 * (stats-*, the dashboard and live) share one; the three author lists are 'authors'; /settings/users is 'users';
 * every other section is the path's first segment (items, chats, issues, csi, qa, analytics, monitoring, youscan).
 */
export function filterSectionOf(route: RouteEntry): FilterSection | null {
  if (!route.filters) return null;
  if (route.name.startsWith('stats-')) return 'statistics';
  const segments = route.path.split('/').filter(Boolean);
  const section = segments.at(-1) === 'authors' ? 'authors' : segments[0] === 'settings' ? segments[1] : segments[0];
  if (section === undefined || !isFilterRoute(section)) throw new Error(`route ${route.name} has filters but no section`);
  return section;
}

/** spec §3, §7: the `route` a filter saved on this section carries; none for statistics. */
export const routeOfSection = (section: FilterSection): FilterRoute | undefined =>
  section === 'statistics' ? undefined : section;

/** The saved filters that apply on a section, in their saved order (spec §2.5, §3). */
export function filtersForSection(filters: readonly SavedFilter[], section: FilterSection): SavedFilter[] {
  return filters.filter((filter) => (filter.route ?? 'statistics') === section);
}

const LIST_SUFFIX = '[]';

/**
 * The filters a URL search holds, as a saved filter keeps them: `name[]=a&name[]=b` (or a repeated `name`) is a
 * list, a single `name=a` one value; what the filter button does not count (blank values, parameters that are not
 * filters on this mode) is left out.
 */
export function readFilterQuery(search: string, mode: FilterCountMode): FilterQuery {
  const query = new Map<string, string | string[]>();
  for (const [key, value] of new URLSearchParams(search)) {
    const name = filterName(key);
    if (!isChosenValue(value) || !isFilterParam(name, mode)) continue;
    const previous = query.get(name);
    if (previous === undefined) query.set(name, key.endsWith(LIST_SUFFIX) ? [value] : value);
    else query.set(name, [...(Array.isArray(previous) ? previous : [previous]), value]);
  }
  return Object.fromEntries(query);
}

function appendQuery(params: URLSearchParams, query: FilterQuery): void {
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(`${name}${LIST_SUFFIX}`, item);
    else params.append(name, value);
  }
}

/**
 * The URL search (without '?') that applies a saved filter: the current filters give way to the filter's query,
 * parameters that are not filters (limit, selected, locale…) stay as they are.
 */
export function applyFilterQuery(search: string, query: FilterQuery, mode: FilterCountMode): string {
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    const name = filterName(key);
    if (!isFilterParam(name, mode) && !Object.hasOwn(query, name)) params.append(key, value);
  }
  appendQuery(params, query);
  return params.toString();
}

/** The href that applies `filter` on `path` from the current search (spec §2.5: same path, the filter's query). */
export function savedFilterHref(path: string, search: string, filter: Pick<SavedFilter, 'query'>, mode: FilterCountMode): string {
  const applied = applyFilterQuery(search, filter.query, mode);
  return applied === '' ? path : `${path}?${applied}`;
}

/** True when the current search applies exactly this filter (the menu marks it). */
export function isFilterApplied(search: string, filter: Pick<SavedFilter, 'query'>, mode: FilterCountMode): boolean {
  return sameQuery(readFilterQuery(search, mode), readFilterQuery(applyFilterQuery('', filter.query, mode), mode));
}

const normalised = (query: FilterQuery): string =>
  JSON.stringify(
    Object.keys(query)
      .sort()
      .map((name) => [name, query[name]]),
  );

export const sameQuery = (a: FilterQuery, b: FilterQuery): boolean => normalised(a) === normalised(b);
