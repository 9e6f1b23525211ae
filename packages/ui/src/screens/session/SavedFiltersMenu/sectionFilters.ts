import { useLocation, useSearch } from 'wouter';
import type { SavedFilter } from '@console/api/contract';
import { matchRoute, type FilterCountMode } from '@console/machines/rules/routes';
import {
  filterSectionOf,
  filtersForSection,
  isFilterApplied,
  savedFilterHref,
  type FilterSection,
} from '@console/machines/rules/savedFilters';
import type { SavedFilterEntry } from '../../layout/SavedFiltersMenu/index.ts';
import { useConfig } from '../../../data/index.ts';

/** The saved filters of a section as links that apply them on this page (spec §2.5), in their saved order. */
export function sectionFilterEntries(
  page: { path: string; search: string; mode: FilterCountMode; section: FilterSection },
  filters: readonly SavedFilter[],
): SavedFilterEntry[] {
  return filtersForSection(filters, page.section).map((filter) => ({
    id: filter.id,
    name: filter.name,
    href: savedFilterHref(page.path, page.search, filter, page.mode),
    applied: isFilterApplied(page.search, filter, page.mode),
  }));
}

/**
 * The current page's filter section and the user's saved filters (GET v1/config); null on a page without a filter
 * button or before the config has answered. The top bar's menu and the command palette read the same.
 */
export function useSectionFilters(): {
  config: ReturnType<typeof useConfig>;
  page: { path: string; search: string; mode: FilterCountMode; section: FilterSection } | null;
  filters: readonly SavedFilter[];
} {
  const [path] = useLocation();
  const search = useSearch();
  const config = useConfig();
  const route = matchRoute(path)?.route;
  const section = route ? filterSectionOf(route) : null;
  if (!route?.filters || section === null || !config.data) return { config, page: null, filters: [] };
  return { config, page: { path, search, mode: route.filters, section }, filters: config.data.filters };
}
