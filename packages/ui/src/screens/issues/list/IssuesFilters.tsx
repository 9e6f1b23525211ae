import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from '../../../components/Checkbox/Checkbox.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { visibleText } from '../../../format/text.ts';
import type { IssueFilters, IssueSortChoice } from '../../../data/issuesQuery.ts';
import { FiltersFrame, FiltersSearch } from '../../inbox/FilterParts.tsx';

const ANYONE = 'any';

export interface IssuesFiltersProps {
  filters: IssueFilters;
  onChange: (filters: IssueFilters) => void;
  /** The statuses of the user's spaces (GET v1/issues/settings), each with its name. */
  statuses: readonly { id: string; label: string }[];
  /** The members an issue can be assigned to; the signed-in user is offered first as "Me". */
  members: readonly { id: number; name: string }[];
  me: { id: number; name: string } | null;
  /** The departments of the user's spaces (GET v1/objects?tags=true). */
  departments: readonly { id: number; name: string }[];
  sorts: readonly IssueSortChoice[];
  /** The saved filters menu of this section (spec §2.5, §3 saved filter route 'issues'). */
  savedFilters?: ReactNode;
}

// The issues' filter pane, built of the inbox's parts (FilterParts): search, status, assignee, department, sort. What
// it sets is the URL's query in the API's names (data/issuesQuery.ts).
export function IssuesFilters({
  filters,
  onChange,
  statuses,
  members,
  me,
  departments,
  sorts,
  savedFilters,
}: IssuesFiltersProps) {
  const { t } = useTranslation('issues', { keyPrefix: 'list' });
  const others = members.filter((member) => member.id !== me?.id);
  return (
    <FiltersFrame ns="issues" keyPrefix="list" id="issues-filters">
      {savedFilters}
      <FiltersSearch ns="issues" keyPrefix="list" q={filters.q} onSearch={(q) => onChange({ ...filters, q })} />
      <Select<IssueSortChoice>
        label={t('filters.sort')}
        options={sorts.map((id) => ({ id, label: t(`filters.sorts.${id}`) }))}
        value={filters.sort}
        onChange={(sort) => onChange({ ...filters, sort })}
      />
      <CheckboxGroup
        label={t('filters.status')}
        options={statuses.map((status) => ({ value: status.id, label: status.label }))}
        value={filters.status}
        onChange={(values) => onChange({ ...filters, status: values.map(String) })}
      />
      <Select<string>
        label={t('filters.assignee')}
        options={[
          { id: ANYONE, label: t('filters.anyone') },
          ...(me ? [{ id: String(me.id), label: t('filters.me', { name: visibleText(me.name) }) }] : []),
          ...others.map((member) => ({ id: String(member.id), label: visibleText(member.name) })),
          // A user the list does not have (left the space) stays shown as chosen.
          ...(filters.assignedTo !== null && filters.assignedTo !== me?.id && !others.some((m) => m.id === filters.assignedTo)
            ? [{ id: String(filters.assignedTo), label: `#${filters.assignedTo}` }]
            : []),
        ]}
        value={filters.assignedTo === null ? ANYONE : String(filters.assignedTo)}
        onChange={(value) => onChange({ ...filters, assignedTo: value === ANYONE ? null : Number(value) })}
      />
      {departments.length > 0 ? (
        <CheckboxGroup
          label={t('filters.department')}
          options={departments.map((department) => ({
            value: String(department.id),
            label: <bdi>{visibleText(department.name)}</bdi>,
          }))}
          value={filters.departments.map(String)}
          onChange={(values) => onChange({ ...filters, departments: values.map(Number) })}
        />
      ) : null}
    </FiltersFrame>
  );
}
