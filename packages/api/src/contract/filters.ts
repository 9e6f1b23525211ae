import * as z from 'zod/mini';
import { RequestIdParam } from './ids.ts';
import { SavedFilter } from './config.ts';

// spec §7: POST v1/me/filters {name, query, route (omitted for statistics)} and DELETE v1/me/filters/{id};
// both answer the updated filter list.
export const FILTERS_PATH = 'v1/me/filters';
export const filterPath = (id: number): string => `${FILTERS_PATH}/${id}`;

/**
 * The sections a saved filter may name as its route (spec §3: "items, chats, issues and so on; absent for
 * statistics"): the sections of the route registry that have a filter button (packages/machines rules/savedFilters.ts).
 */
export const FILTER_ROUTES = [
  'items',
  'chats',
  'issues',
  'authors',
  'csi',
  'qa',
  'analytics',
  'monitoring',
  'youscan',
  'users',
] as const;
export const FilterRoute = z.enum(FILTER_ROUTES);
export type FilterRoute = z.infer<typeof FilterRoute>;

// spec §5: a non-empty name (trimmed); the upper bound keeps a name on one or two lines of the menu.
export const SAVED_FILTER_NAME_MAX = 100;
// A saved query holds URL parameters; these bounds keep one row small and the URL it makes well under 8 KB.
export const FILTER_QUERY_MAX_KEYS = 30;
export const FILTER_QUERY_KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
export const FILTER_VALUE_MAX = 200;
export const FILTER_VALUES_MAX = 100;
// How many filters one user may keep: a menu longer than this is no help to anyone.
export const SAVED_FILTERS_PER_USER_MAX = 100;

const FilterValue = z.string().check(z.minLength(1), z.maxLength(FILTER_VALUE_MAX));

// URL query parameters by name: one value, or a list (written `name[]=…` in the URL); empty values are not filters.
export const FilterQuery = z
  .record(
    z.string().check(z.regex(FILTER_QUERY_KEY_PATTERN)),
    z.union([FilterValue, z.array(FilterValue).check(z.minLength(1), z.maxLength(FILTER_VALUES_MAX))]),
  )
  .check(
    z.refine((query) => {
      const size = Object.keys(query).length;
      return size >= 1 && size <= FILTER_QUERY_MAX_KEYS;
    }, 'a filter holds 1 to 30 parameters'),
  );
export type FilterQuery = z.infer<typeof FilterQuery>;

export const SavedFilterCreate = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(SAVED_FILTER_NAME_MAX)),
  query: FilterQuery,
  route: z.optional(FilterRoute),
});
export type SavedFilterCreate = z.input<typeof SavedFilterCreate>;

// A filter id in the path: a positive 32-bit integer (the ids are PostgreSQL serials).
export const FilterIdParams = z.object({ id: RequestIdParam });

// The user's filters after the change, oldest first (the order GET v1/config lists them in).
export const SavedFiltersResponse = z.array(SavedFilter);
export type SavedFiltersResponse = z.infer<typeof SavedFiltersResponse>;
