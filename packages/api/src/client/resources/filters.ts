import { FILTERS_PATH, filterPath, SavedFiltersResponse, type SavedFilterCreate } from '../../contract/filters.ts';
import { defineResource } from '../resource.ts';

export interface FiltersResource {
  /** spec §7: POST v1/me/filters {name, query, route (omitted for statistics)}; answers the updated filter list. */
  create(filter: SavedFilterCreate): Promise<SavedFiltersResponse>;
  /** spec §7: DELETE v1/me/filters/{id}; answers the updated filter list. */
  remove(id: number): Promise<SavedFiltersResponse>;
}

export const filtersResource = defineResource<FiltersResource>(({ http }) => ({
  create: (filter) => http.request({ method: 'POST', path: FILTERS_PATH, body: filter, schema: SavedFiltersResponse }),
  remove: (id) => http.request({ method: 'DELETE', path: filterPath(id), schema: SavedFiltersResponse }),
}));
