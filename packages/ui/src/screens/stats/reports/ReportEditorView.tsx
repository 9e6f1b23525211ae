import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsReportFrequency, StatsReportPeriod } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { MultiSelect } from '../../../components/MultiSelect/MultiSelect.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import type { FilterSources } from '../../profile/MySettings/FilterDefaults.tsx';
import type { StatsListParam } from '../statsFilters.ts';
import type { ReportFormValues } from './reportForm.ts';
import * as css from './ReportsView.css.ts';

export interface ReportEditorViewProps {
  title: string;
  initial: ReportFormValues;
  /** The sections offered: the export's tables, translated. */
  tables: readonly { id: string; label: string }[];
  /** The pickers' options (null while they load). */
  sources: FilterSources | null;
  /** The space's operators for the team's figures; null: no operators' filter. */
  operators: readonly { id: number; label: string }[] | null;
  /** The report's periods and email frequencies (contract STATS_REPORT_PERIODS, STATS_REPORT_FREQUENCIES). */
  periods: readonly StatsReportPeriod[];
  frequencies: readonly StatsReportFrequency[];
  /** The contract's limits: the name's length, the number of sections. */
  nameMax: number;
  sectionsMax: number;
  isNew: boolean;
  busy: boolean;
  /** The server's refusal in its words (a stale save's 409 included); null when none. */
  error: string | null;
  /** After a stale save: what the other save changed (the edits stay; saving again writes them over it). */
  changed: string | null;
  onSubmit: (values: ReportFormValues) => void;
  onClose: () => void;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

// The report's form in a dialog (ReportsView loads it: the pickers stay out of the stats route's chunk).
export function ReportEditorView(props: ReportEditorViewProps) {
  const { t } = useTranslation('stats');
  const [values, setValues] = useState(props.initial);
  const [tried, setTried] = useState(false);
  const nameMissing = values.name.trim() === '';
  const sectionsMissing = values.sections.length === 0;
  const picker = { placeholder: t('reports.all'), summary: (count: number) => t('reports.chosen', { count }) };
  const setList = (name: StatsListParam, ids: readonly (string | number)[]) =>
    setValues({ ...values, filters: { ...values.filters, [name]: ids.map(String) } });
  const numbers = (ids: readonly string[]) => ids.map(Number);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!nameMissing && !sectionsMissing) props.onSubmit({ ...values, name: values.name.trim() });
  };
  return (
    <Dialog title={props.title} isOpen onClose={props.onClose} closeLabel={t('reports.cancel')} isDismissable={!props.busy}>
      <form className={css.form} onSubmit={submit} noValidate>
        <TextField
          label={t('reports.name')}
          value={values.name}
          maxLength={props.nameMax}
          isRequired
          onChange={(name) => setValues({ ...values, name })}
          {...(tried && nameMissing ? { errorMessage: t('reports.nameRequired'), isInvalid: true } : {})}
        />
        <MultiSelect<string>
          {...picker}
          label={t('reports.sections')}
          description={tried && sectionsMissing ? t('reports.sectionsRequired') : t('reports.sectionsHint')}
          options={props.tables}
          value={values.sections}
          onChange={(sections) => setValues({ ...values, sections: sections.slice(0, props.sectionsMax) })}
        />
        <Select<StatsReportPeriod>
          label={t('reports.period')}
          options={props.periods.map((id) => ({ id, label: t(`reports.periods.${id}`) }))}
          value={values.period}
          onChange={(period) => setValues({ ...values, period })}
        />
        {props.sources ? (
          <fieldset className={css.fieldset}>
            <legend className={css.legend}>{t('reports.filters')}</legend>
            {props.sources.objects.length > 0 ? (
              <MultiSelect
                {...picker}
                label={t('filters.accounts')}
                options={props.sources.objects}
                value={numbers(values.filters.object_id)}
                onChange={(ids) => setList('object_id', ids)}
              />
            ) : null}
            {props.sources.companies.length > 0 ? (
              <MultiSelect
                {...picker}
                label={t('filters.companies')}
                options={props.sources.companies}
                value={numbers(values.filters.company_id)}
                onChange={(ids) => setList('company_id', ids)}
              />
            ) : null}
            <MultiSelect
              {...picker}
              label={t('filters.networks')}
              options={props.sources.providers}
              value={values.filters.provider}
              onChange={(ids) => setList('provider', ids)}
            />
            {props.sources.tags.length > 0 ? (
              <MultiSelect
                {...picker}
                label={t('filters.tags')}
                options={props.sources.tags}
                value={numbers(values.filters.tag_id)}
                onChange={(ids) => setList('tag_id', ids)}
              />
            ) : null}
            {props.operators && props.operators.length > 0 ? (
              <MultiSelect
                {...picker}
                label={t('filters.operators')}
                options={props.operators}
                value={numbers(values.filters.user_id)}
                onChange={(ids) => setList('user_id', ids)}
              />
            ) : null}
          </fieldset>
        ) : null}
        <div className={css.row}>
          <Select<StatsReportFrequency>
            label={t('reports.schedule')}
            options={props.frequencies.map((id) => ({ id, label: t(`reports.frequencies.${id}`) }))}
            value={values.schedule.frequency}
            onChange={(frequency) => setValues({ ...values, schedule: { ...values.schedule, frequency } })}
          />
          {values.schedule.frequency === 'off' ? null : (
            <Select<number>
              label={t('reports.hour')}
              options={HOURS.map((id) => ({ id, label: `${String(id).padStart(2, '0')}:00` }))}
              value={values.schedule.hour}
              onChange={(hour) => setValues({ ...values, schedule: { ...values.schedule, hour } })}
            />
          )}
        </div>
        {props.changed ? <p className={css.notice}>{props.changed}</p> : null}
        {props.error ? (
          <p role="alert" className={css.error}>
            {props.error}
          </p>
        ) : null}
        <div className={css.actions}>
          <Button type="submit" isPending={props.busy}>
            {t(props.isNew ? 'reports.create' : 'reports.save')}
          </Button>
          <Button variant="secondary" onPress={props.onClose} isDisabled={props.busy}>
            {t('reports.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
