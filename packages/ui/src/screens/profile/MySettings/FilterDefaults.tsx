import { useTranslation } from 'react-i18next';
import { COMMENT_STATUSES, PRIORITIES, type UserSettingsUpdate } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { Checkbox, CheckboxGroup } from '../../../components/Checkbox/Checkbox.tsx';
import { MultiSelect } from '../../../components/MultiSelect/MultiSelect.tsx';
import { grid, sectionTitle } from '../../layout/SettingsPage.css.ts';

type Named<K> = { id: K; label: string };

/** What the account, company, network and tag pickers offer (the user's spaces' records, the catalogue). */
export interface FilterSources {
  companies: readonly Named<number>[];
  objects: readonly Named<number>[];
  providers: readonly Named<string>[];
  tags: readonly Named<number>[];
}

type Lists = Pick<
  UserSettingsUpdate,
  'status' | 'company_id' | 'object_id' | 'provider' | 'tag_id' | 'priority' | 'reversed' | 'hide_other'
>;

export interface FilterDefaultsProps {
  values: Lists;
  sources: FilterSources;
  onChange: <K extends keyof Lists>(key: K, value: Lists[K]) => void;
  /** The form was submitted: show the missing status. */
  tried: boolean;
}

// spec §3 user settings: the default filters of the lists (status[], company_id[], object_id[], provider[], tag_id[],
// priority[], reversed, hide_other). An empty account, company, network or tag list means all of them.
export function FilterDefaults({ values, sources, onChange, tried }: FilterDefaultsProps) {
  const { t } = useTranslation('settings');
  const picker = { placeholder: t('lists.all'), summary: (count: number) => t('lists.chosen', { count }) };
  return (
    <Card as="section" aria-labelledby="settings-lists">
      <h2 id="settings-lists" className={sectionTitle}>
        {t('lists.title')}
      </h2>
      <CheckboxGroup
        label={t('lists.status')}
        options={COMMENT_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        value={values.status}
        onChange={(value) => onChange('status', value as Lists['status'])}
        errorMessage={tried && values.status.length === 0 ? t('lists.statusRequired') : undefined}
      />
      <div className={grid}>
        <MultiSelect
          {...picker}
          label={t('lists.companies')}
          description={sources.companies.length === 0 ? t('lists.noCompanies') : undefined}
          options={sources.companies}
          value={values.company_id}
          onChange={(ids) => onChange('company_id', ids)}
          isDisabled={sources.companies.length === 0}
        />
        <MultiSelect
          {...picker}
          label={t('lists.objects')}
          description={sources.objects.length === 0 ? t('lists.noObjects') : undefined}
          options={sources.objects}
          value={values.object_id}
          onChange={(ids) => onChange('object_id', ids)}
          isDisabled={sources.objects.length === 0}
        />
        <MultiSelect
          {...picker}
          label={t('lists.providers')}
          options={sources.providers}
          value={values.provider}
          onChange={(ids) => onChange('provider', ids)}
        />
        <MultiSelect
          {...picker}
          label={t('lists.tags')}
          description={sources.tags.length === 0 ? t('lists.noTags') : undefined}
          options={sources.tags}
          value={values.tag_id}
          onChange={(ids) => onChange('tag_id', ids)}
          isDisabled={sources.tags.length === 0}
        />
      </div>
      <CheckboxGroup
        label={t('lists.priority')}
        description={t('lists.priorityAny')}
        options={PRIORITIES.map((value) => ({ value, label: t(`priorities.${value}`) }))}
        value={values.priority}
        onChange={(value) => onChange('priority', value as Lists['priority'])}
      />
      <Checkbox isSelected={values.reversed} onChange={(value) => onChange('reversed', value)}>
        {t('lists.reversed')}
      </Checkbox>
      <Checkbox isSelected={values.hide_other} onChange={(value) => onChange('hide_other', value)}>
        {t('lists.hideOther')}
      </Checkbox>
    </Card>
  );
}
