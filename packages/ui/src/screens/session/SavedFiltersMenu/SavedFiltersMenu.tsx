import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedFilter } from '@console/api/contract';
import type { FilterCountMode } from '@console/machines/rules/routes';
import {
  readFilterQuery,
  routeOfSection,
  SAVED_FILTER_NAME_MAX_LENGTH,
  type FilterSection,
} from '@console/machines/rules/savedFilters';
import { SavedFiltersMenu as SavedFiltersMenuView } from '../../layout/SavedFiltersMenu/index.ts';
import { filterServerTextOf, useSavedFilterActions } from '../../../data/savedFilters.ts';
import { sectionFilterEntries, useSectionFilters } from './sectionFilters.ts';
import { useDeleteFilter } from './useDeleteFilter.ts';
import { useSaveFilter } from './useSaveFilter.ts';

interface MenuProps {
  path: string;
  search: string;
  mode: FilterCountMode;
  section: FilterSection;
  filters: readonly SavedFilter[];
  reloadConfig: () => void;
}

function Menu({ path, search, mode, section, filters, reloadConfig }: MenuProps) {
  const { t } = useTranslation('filters');
  const actions = useSavedFilterActions();
  // spec §8 style: the server's text when it gave one.
  const errorText = useCallback(
    (key: 'save.failed' | 'delete.failed') => (error: unknown) => filterServerTextOf(error) || t(key),
    [t],
  );
  // spec §2.5: what is saved is the current filters, never limit or selected.
  const query = readFilterQuery(search, mode);
  const save = useSaveFilter(actions, { query, route: routeOfSection(section) }, errorText('save.failed'));
  const remove = useDeleteFilter(actions, filters, errorText('delete.failed'), reloadConfig);
  const entries = sectionFilterEntries({ path, search, mode, section }, filters);
  return (
    <SavedFiltersMenuView
      filters={entries}
      canSave={Object.keys(query).length > 0}
      nameMaxLength={SAVED_FILTER_NAME_MAX_LENGTH}
      save={save.state}
      onSaveStart={save.start}
      onSaveNameChange={save.change}
      onSaveSubmit={save.submit}
      onSaveCancel={save.cancel}
      deleting={remove.state}
      onDeleteStart={remove.start}
      onDeleteConfirm={remove.confirm}
      onDeleteCancel={remove.cancel}
    />
  );
}

/**
 * The saved-filters menu of the current page (spec §2.5 "Saved filters can be applied"): nothing on a page without
 * a filter button, or before GET v1/config has answered. The top bar places it (its `savedFiltersMenu` slot).
 */
export function SavedFiltersMenu() {
  const { config, page, filters } = useSectionFilters();
  const reloadConfig = useCallback(() => void config.mutate(), [config]);
  if (!page) return null;
  return <Menu {...page} filters={filters} reloadConfig={reloadConfig} />;
}
