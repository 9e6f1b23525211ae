export { SavedFiltersMenu } from './SavedFiltersMenu.tsx';
