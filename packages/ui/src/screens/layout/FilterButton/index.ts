export { FilterButton, type FilterButtonProps, type AppliedFilterView } from './FilterButton.tsx';
