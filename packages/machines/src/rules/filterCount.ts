import type { FilterCountMode } from './routes/registry.ts';

/**
 * Query parameters that are never filters.
 * - spec §2.5: "The count ignores limit and selected"; `cursor` is limit's keyset-pagination sibling (architecture.md),
 *   so it is ignored for the same reason;
 * - `locale` is the console's language switch (architecture.md "Which locale wins"), not a filter.
 */
export const IGNORED_FILTER_PARAMS: readonly string[] = ['limit', 'selected', 'cursor', 'locale'];
// spec §2.5: on the user list the count also ignores space_id.
export const USERS_IGNORED_FILTER_PARAMS: readonly string[] = [...IGNORED_FILTER_PARAMS, 'space_id'];
// spec §2.5: on the dashboard it counts only object_id, company_id and provider.
export const DASHBOARD_FILTER_PARAMS: readonly string[] = ['object_id', 'company_id', 'provider'];

/** One applied filter: a parameter name (without `[]`) and its non-empty values, in URL order. */
export interface AppliedFilter {
  name: string;
  values: string[];
}

// `status[]` and `status` are the same filter (architecture.md: filters as query parameters named like status[]).
export const filterName = (key: string): string => key.replace(/\[\]$/, '');

/**
 * A filter's parameter name (the contract's FILTER_QUERY_KEY_PATTERN, the names saved filters hold): lower-case words
 * like the user settings fields (architecture.md); never `__proto__` and the like.
 */
export const FILTER_PARAM_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

/**
 * Whether a URL parameter (its name without `[]`) is a filter on a route of this mode (spec §2.5): the one rule of
 * the filter button, its reset, and saved filters.
 */
export const isFilterParam = (name: string, mode: FilterCountMode): boolean => {
  if (!FILTER_PARAM_PATTERN.test(name)) return false;
  if (mode === 'dashboard') return DASHBOARD_FILTER_PARAMS.includes(name);
  return !(mode === 'users' ? USERS_IGNORED_FILTER_PARAMS : IGNORED_FILTER_PARAMS).includes(name);
};

/** The event filter's parts besides `event` (contract statsDrill.ts STATS_DRILL_PARAMS): counted with it as one. */
export const EVENT_FILTER_PARTS: readonly string[] = ['event_from', 'event_to', 'event_tz', 'event_user_id'];

/** An empty or blank value is no choice (see appliedFilters). */
export const isChosenValue = (value: string): boolean => value.trim() !== '';

const paramsOf = (search: string | URLSearchParams): URLSearchParams =>
  typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;

/**
 * The filters applied by a URL query on a route with this filter-count mode (spec §2.5).
 * Decision: a parameter counts once however many values it has (status[]=new&status[]=open, or status=new&status=open,
 * or both spellings mixed, is one applied filter: "status"), because the user set one filter with several choices.
 * An empty or blank value is no choice: a parameter with only such values is not applied.
 */
export function appliedFilters(search: string | URLSearchParams, mode: FilterCountMode): AppliedFilter[] {
  const found = new Map<string, string[]>();
  for (const [key, value] of paramsOf(search)) {
    const own = filterName(key);
    if (!isFilterParam(own, mode) || !isChosenValue(value)) continue;
    // Drill-down (spec §2.3, docs/stats.md): the event, its period, zone and operator are one filter ("event").
    const name = EVENT_FILTER_PARTS.includes(own) ? 'event' : own;
    found.set(name, [...(found.get(name) ?? []), value]);
  }
  return [...found].map(([name, values]) => ({ name, values }));
}

/** The number on the top bar's filter button (spec §2.5). */
export const filterCount = (search: string | URLSearchParams, mode: FilterCountMode): number =>
  appliedFilters(search, mode).length;

/** The query without its applied filters, keeping what is not a filter (limit, selected…): 'Reset filters'. */
export function withoutFilters(search: string | URLSearchParams, mode: FilterCountMode): string {
  const kept = new URLSearchParams();
  for (const [key, value] of paramsOf(search)) if (!isFilterParam(filterName(key), mode)) kept.append(key, value);
  return kept.toString();
}
