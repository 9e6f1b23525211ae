import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { DateField } from '../../../components/DateField/DateField.tsx';
import { MultiSelect } from '../../../components/MultiSelect/MultiSelect.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import type { FilterSources } from '../../profile/MySettings/FilterDefaults.tsx';
import {
  PERIOD_PRESETS,
  periodProblem,
  presetOf,
  presetPeriod,
  type Period,
  type PeriodPreset,
  type StatsFilters,
  type StatsListParam,
} from '../statsFilters.ts';
import * as css from './StatsFilterBar.css.ts';

export interface StatsFilterBarProps {
  filters: StatsFilters;
  /** Today in the user's zone, "YYYY-MM-DD": the presets end on it. */
  today: string;
  onChange: (filters: StatsFilters) => void;
  /** The pickers' options: the user's companies, accounts, networks and tags (null while they load). */
  sources: FilterSources | null;
  /** The space's operators, when the user may see the team's figures (null: no operator filter). */
  operators: readonly { id: number; label: string }[] | null;
  /** The dashboard's and live screen's bar (spec §2.5): no period, only accounts, companies and networks. */
  now?: boolean;
}

type Choice = PeriodPreset | 'custom';

function CustomPeriod({ period, onApply }: { period: Period; onApply: (period: Period) => void }) {
  const { t } = useTranslation('stats');
  const [draft, setDraft] = useState(period);
  const problem = draft.from && draft.to ? periodProblem(draft) : null;
  return (
    <div className={css.custom}>
      <DateField label={t('period.from')} value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
      <DateField label={t('period.to')} value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
      <Button variant="secondary" isDisabled={!draft.from || !draft.to || problem !== null} onPress={() => onApply(draft)}>
        {t('period.apply')}
      </Button>
      {problem ? (
        <p className={css.problem} role="alert">
          {t(`period.${problem}`)}
        </p>
      ) : null}
    </div>
  );
}

// The bar's fields (StatsFilterBar.tsx loads them: the pickers' popovers would double the stats chunk).
export function StatsFilterFields({ filters, today, onChange, sources, operators, now = false }: StatsFilterBarProps) {
  const { t } = useTranslation('stats');
  const preset = presetOf(filters.period, today);
  const [customOpen, setCustomOpen] = useState(preset === null);
  const choice: Choice = customOpen || preset === null ? 'custom' : preset;
  const picker = { placeholder: t('filters.all'), summary: (count: number) => t('filters.chosen', { count }) };
  const setList = (name: StatsListParam, values: readonly (string | number)[]) =>
    onChange({ ...filters, lists: { ...filters.lists, [name]: values.map(String) } });
  const numbers = (values: readonly string[]) => values.map(Number);
  return (
    <>
      {now ? null : (
        <Select<Choice>
          className={css.period}
          label={t('period.label')}
          options={[...PERIOD_PRESETS, 'custom' as const].map((id) => ({ id, label: t(`period.presets.${id}`) }))}
          value={choice}
          onChange={(next) => {
            setCustomOpen(next === 'custom');
            if (next !== 'custom') onChange({ ...filters, period: presetPeriod(next, today) });
          }}
        />
      )}
      {choice === 'custom' && !now ? (
        <CustomPeriod
          key={`${filters.period.from}/${filters.period.to}`}
          period={filters.period}
          onApply={(period) => onChange({ ...filters, period })}
        />
      ) : null}
      {sources ? (
        <>
          {sources.objects.length > 0 ? (
            <MultiSelect
              {...picker}
              label={t('filters.accounts')}
              options={sources.objects}
              value={numbers(filters.lists.object_id)}
              onChange={(ids) => setList('object_id', ids)}
            />
          ) : null}
          {sources.companies.length > 0 ? (
            <MultiSelect
              {...picker}
              label={t('filters.companies')}
              options={sources.companies}
              value={numbers(filters.lists.company_id)}
              onChange={(ids) => setList('company_id', ids)}
            />
          ) : null}
          <MultiSelect
            {...picker}
            label={t('filters.networks')}
            options={sources.providers}
            value={filters.lists.provider}
            onChange={(ids) => setList('provider', ids)}
          />
          {sources.tags.length > 0 && !now ? (
            <MultiSelect
              {...picker}
              label={t('filters.tags')}
              options={sources.tags}
              value={numbers(filters.lists.tag_id)}
              onChange={(ids) => setList('tag_id', ids)}
            />
          ) : null}
        </>
      ) : null}
      {operators && operators.length > 0 && !now ? (
        <MultiSelect
          {...picker}
          label={t('filters.operators')}
          options={operators}
          value={numbers(filters.lists.user_id)}
          onChange={(ids) => setList('user_id', ids)}
        />
      ) : null}
    </>
  );
}
