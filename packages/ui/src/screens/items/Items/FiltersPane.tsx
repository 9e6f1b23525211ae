import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_STATUSES, PRIORITIES, SENTIMENTS } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { CheckboxGroup } from '../../../components/Checkbox/Checkbox.tsx';
import { NetworkIcon } from '../../../components/NetworkIcon/NetworkIcon.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { ASSIGNMENTS, type Assignment, type ItemFilters, type ItemListParam } from '../../../data/itemsQuery.ts';
import { visibleText } from '../../../data/text.ts';
import * as css from '../items.css.ts';

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
  const [q, setQ] = useState(filters.q);
  // The box shows the URL's text whenever the URL changes (back, forward, a saved filter applied); typing edits it.
  const [shownQuery, setShownQuery] = useState(filters.q);
  if (shownQuery !== filters.q) {
    setShownQuery(filters.q);
    setQ(filters.q);
  }
  // On a phone the filters fold away above the list (screens.md: the list and the item are separate views there).
  const [open, setOpen] = useState(false);
  const setList = (name: ItemListParam) => (values: readonly (string | number)[]) =>
    onChange({ ...filters, lists: { ...filters.lists, [name]: values.map(String) } });
  return (
    <section className={css.pane} aria-label={t('filters.title')}>
      <h2 className={css.heading}>{t('filters.title')}</h2>
      <div className={css.filtersToggle}>
        <Button variant="secondary" aria-expanded={open} aria-controls="items-filters" onPress={() => setOpen(!open)}>
          {t(open ? 'filters.hide' : 'filters.show')}
        </Button>
      </div>
      <div id="items-filters" className={open ? css.filtersBody : css.filtersBodyFolded}>
        <form
          role="search"
          className={css.toolbar}
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ ...filters, q });
          }}
        >
          <TextField label={t('filters.search')} type="search" value={q} onChange={setQ} maxLength={200} />
          <Button type="submit" variant="secondary">
            {t('filters.find')}
          </Button>
        </form>
        <Select
          label={t('filters.sort')}
          options={[
            { id: 'newest', label: t('filters.newest') },
            { id: 'oldest', label: t('filters.oldest') },
          ]}
          value={filters.reversed ? 'oldest' : 'newest'}
          onChange={(value) => onChange({ ...filters, reversed: value === 'oldest' })}
        />
        <CheckboxGroup
          label={t('filters.status')}
          options={COMMENT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={filters.lists.status}
          onChange={setList('status')}
        />
        <Select
          label={t('filters.assignment')}
          options={ASSIGNMENTS.map((id) => ({ id, label: t(`assignment.${id}`) }))}
          value={filters.assignment}
          onChange={(assignment: Assignment) => onChange({ ...filters, assignment })}
        />
        {accounts.length > 0 ? (
          <CheckboxGroup
            label={t('filters.accounts')}
            options={accounts.map((account) => ({
              value: String(account.id),
              label: (
                <span className={css.line}>
                  <NetworkIcon provider={account.provider} size={16} />
                  <bdi>{visibleText(account.name)}</bdi>
                </span>
              ),
            }))}
            value={filters.lists.object_id}
            onChange={setList('object_id')}
          />
        ) : null}
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
      </div>
    </section>
  );
}

// Memoised: a page appended to the list leaves the pane alone (quality.md: no long task while scrolling).
export const FiltersPane = memo(FiltersPaneBase);
