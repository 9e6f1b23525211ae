import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDialogTrigger } from '../../../lazy/LazyDialogTrigger.tsx';
import { IconButton } from '../../../components/IconButton/IconButton.tsx';

// The popover's code loads when it is first opened or the page is idle (quality.md budgets); the button is here at once.
const loadPanel = () => import('./FilterPanel.tsx');
const FilterPanel = lazy(() => loadPanel().then((module) => ({ default: module.FilterPanel })));

export interface AppliedFilterView {
  /** The query parameter (status, tag_id…). */
  name: string;
  /** Its label, or the parameter itself when it has none. */
  label: string;
  values: readonly string[];
}

export interface FilterButtonProps {
  /** The applied filters of the page (spec §2.5: their number is on the button). */
  filters: readonly AppliedFilterView[];
  onReset: () => void;
}

// spec §2.5: the top bar's filter button with the number of applied filters; it shows them and resets them.
export function FilterButton({ filters, onReset }: FilterButtonProps) {
  const { t } = useTranslation('shell');
  const count = filters.length;
  const label = count > 0 ? t('filters.buttonWithCount', { count }) : t('filters.button');
  return (
    <LazyDialogTrigger
      trigger={<IconButton icon="filter" label={label} badge={count} />}
      preload={loadPanel}
      dialog={(parts) => <FilterPanel {...parts} filters={filters} onReset={onReset} />}
    />
  );
}
