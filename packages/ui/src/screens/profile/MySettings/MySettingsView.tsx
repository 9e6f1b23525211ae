import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AFTER_CLOSE } from '@console/machines/rules/moveOn';
import type { ISSUES_SORTS, UserSettingsUpdate, WH_STATUS_NOTIFICATION_MINUTES } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { CheckboxGroup } from '../../../components/Checkbox/Checkbox.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { grid, sectionTitle, stack } from '../../layout/SettingsPage.css.ts';
import { SaveRow } from '../Profile/SaveRow.tsx';
import type { SaveState } from '../Profile/useSaveState.ts';
import { FilterDefaults, type FilterSources } from './FilterDefaults.tsx';
import { MoveOnSetting } from './MoveOnSetting.tsx';

export interface MySettingsViewProps {
  initial: UserSettingsUpdate;
  /** The signed-in user, the one assignee the form can offer until the users list exists. */
  me: { id: number; name: string };
  /** Departments (issues work); empty for now: the field is shown disabled with why. */
  departments: readonly { id: number; name: string }[];
  /** The companies, accounts, networks and tags the list defaults can name. */
  sources: FilterSources;
  save: SaveState;
  onSave: (settings: UserSettingsUpdate) => void;
  /** The issues sorts and the status lead times the form offers (spec §3 user settings). */
  choices: { issueSorts: typeof ISSUES_SORTS; leadMinutes: typeof WH_STATUS_NOTIFICATION_MINUTES };
}

const NONE = 'none';

// My settings (spec §3 user settings): list filter defaults, issues preferences, the status change lead time.
export function MySettingsView({ initial, me, departments, sources, save, onSave, choices }: MySettingsViewProps) {
  const { t } = useTranslation('settings');
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const set =
    <K extends keyof UserSettingsUpdate>(key: K) =>
    (value: UserSettingsUpdate[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const noStatus = values.status.length === 0;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!noStatus && save.status !== 'saving') onSave(values);
  };
  const assignees = [
    { id: NONE, label: t('issues.anyone') },
    { id: String(me.id), label: t('issues.me', { name: me.name }) },
  ];
  return (
    <Form className={stack} validationBehavior="aria" onSubmit={submit}>
      <FilterDefaults
        values={values}
        sources={sources}
        onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        tried={tried}
      />
      <Card as="section" aria-labelledby="settings-issues">
        <h2 id="settings-issues" className={sectionTitle}>
          {t('issues.title')}
        </h2>
        <div className={grid}>
          <Select
            label={t('issues.assignedTo')}
            options={assignees}
            value={values.issues_assigned_to === null ? NONE : String(values.issues_assigned_to)}
            onChange={(id) => set('issues_assigned_to')(id === NONE ? null : Number(id))}
          />
          <Select
            label={t('issues.sort')}
            options={[
              { id: NONE, label: t('issues.sortDefault') },
              ...choices.issueSorts.map((id) => ({ id, label: t(`sorts.${id}`) })),
            ]}
            value={values.issues_sort ?? NONE}
            onChange={(id) => set('issues_sort')(id === NONE ? null : (id as UserSettingsUpdate['issues_sort']))}
          />
        </div>
        <CheckboxGroup
          label={t('issues.departments')}
          description={departments.length === 0 ? t('issues.noDepartments') : undefined}
          options={departments.map((d) => ({ value: String(d.id), label: d.name }))}
          value={values.issues_department_id.map(String)}
          onChange={(ids) => set('issues_department_id')(ids.map(Number))}
          isDisabled={departments.length === 0}
        />
      </Card>
      <Card as="section" aria-labelledby="settings-status">
        <h2 id="settings-status" className={sectionTitle}>
          {t('status.title')}
        </h2>
        <Select
          label={t('status.lead')}
          options={[
            { id: NONE, label: t('status.never') },
            ...choices.leadMinutes.map((m) => ({ id: String(m), label: t('status.minutes', { count: m }) })),
          ]}
          value={values.wh_status_notification === null ? NONE : String(values.wh_status_notification)}
          onChange={(id) =>
            set('wh_status_notification')(id === NONE ? null : (Number(id) as UserSettingsUpdate['wh_status_notification']))
          }
        />
      </Card>
      <MoveOnSetting value={values.after_close ?? DEFAULT_AFTER_CLOSE} onChange={set('after_close')} />
      <SaveRow save={save} label={t('save')} savedText={t('saved')} />
    </Form>
  );
}
