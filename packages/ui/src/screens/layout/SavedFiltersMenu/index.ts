export { SavedFiltersMenu, type SavedFiltersMenuProps, type SavedFilterEntry } from './SavedFiltersMenu.tsx';
export type { SaveFilterState } from './SaveFilterDialog.tsx';
export type { DeleteFilterState } from './DeleteFilterDialog.tsx';
