import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIORITIES, SENTIMENTS } from '@console/api/contract';
import { CheckboxGroup } from '../../../components/Checkbox/Checkbox.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { ASSIGNMENTS, type Assignment, type ItemFilters, type ItemListParam } from '../../../data/itemsQuery.ts';
import { visibleText } from '../../../format/text.ts';
import { AccountsFilter, FiltersFrame, FiltersSearch, StatusFilter } from '../../inbox/FilterParts.tsx';

export interface FiltersPaneProps {
  filters: ItemFilters;
  onChange: (filters: ItemFilters) => void;
  accounts: readonly { id: number; name: string; provider: string }[];
  tags: readonly { id: number; name: string }[];
}

// The inbox's filter pane (screens.md "Comments inbox"): what it sets is the URL's query (architecture.md). The saved
// filters are the top bar's (spec §2.5), not repeated here.
function FiltersPaneBase({ filters, onChange, accounts, tags }: FiltersPaneProps) {
  const { t } = useTranslation('items');
  const setList = (name: ItemListParam) => (values: readonly (string | number)[]) =>
    onChange({ ...filters, lists: { ...filters.lists, [name]: values.map(String) } });
  return (
    <FiltersFrame ns="items" id="items-filters">
      <FiltersSearch ns="items" q={filters.q} onSearch={(q) => onChange({ ...filters, q })} />
      <Select
        label={t('filters.sort')}
        options={[
          { id: 'newest', label: t('filters.newest') },
          { id: 'oldest', label: t('filters.oldest') },
        ]}
        value={filters.reversed ? 'oldest' : 'newest'}
        onChange={(value) => onChange({ ...filters, reversed: value === 'oldest' })}
      />
      <StatusFilter ns="items" value={filters.lists.status} onChange={setList('status')} />
      <Select
        label={t('filters.assignment')}
        options={ASSIGNMENTS.map((id) => ({ id, label: t(`assignment.${id}`) }))}
        value={filters.assignment}
        onChange={(assignment: Assignment) => onChange({ ...filters, assignment })}
      />
      <AccountsFilter ns="items" accounts={accounts} value={filters.lists.object_id} onChange={setList('object_id')} />
      {tags.length > 0 ? (
        <CheckboxGroup
          label={t('filters.tags')}
          options={tags.map((tag) => ({ value: String(tag.id), label: visibleText(tag.name) }))}
          value={filters.lists.tag_id}
          onChange={setList('tag_id')}
        />
      ) : null}
      <CheckboxGroup
        label={t('filters.priority')}
        options={PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) }))}
        value={filters.lists.priority}
        onChange={setList('priority')}
      />
      <CheckboxGroup
        label={t('filters.sentiment')}
        options={SENTIMENTS.map((value) => ({ value, label: t(`sentiment.${value}`) }))}
        value={filters.lists.sentiment}
        onChange={setList('sentiment')}
      />
    </FiltersFrame>
  );
}

// Memoised: a page appended to the list leaves the pane alone (quality.md: no long task while scrolling).
export const FiltersPane = memo(FiltersPaneBase);
