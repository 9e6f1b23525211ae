import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type { SECTION_FLAGS, WorkspaceSettings, WorkspaceSettingsUpdate } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { muted, sectionTitle, stack } from '../../layout/SettingsPage.css.ts';
import { SaveRow } from '../../profile/Profile/SaveRow.tsx';
import type { SaveState } from '../../profile/Profile/useSaveState.ts';
import { sectionsGrid } from '../workspaceSettings.css.ts';

export interface OtherSettingsFormProps {
  initial: WorkspaceSettings;
  /** The optional sections of spec §3, in the order shown. */
  sections: typeof SECTION_FLAGS;
  /** The IANA zones offered (the workspace's own first among them). */
  timeZones: readonly string[];
  save: SaveState;
  onSave: (value: WorkspaceSettingsUpdate) => void;
}

// spec §2.4 settings/other: the workspace's name and time zone, two-factor required, the optional sections of §3.
export function OtherSettingsForm({ initial, sections, timeZones, save, onSave }: OtherSettingsFormProps) {
  const { t } = useTranslation('workspace');
  const [value, setValue] = useState<WorkspaceSettingsUpdate>({
    name: initial.name,
    time_zone: initial.time_zone,
    otp_required: initial.otp_required,
    sections: initial.sections,
  });
  const [nameError, setNameError] = useState<string | null>(null);
  const zones = timeZones.includes(value.time_zone) ? timeZones : [value.time_zone, ...timeZones];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value.name.trim() === '') return setNameError(t('other.nameRequired'));
    if (save.status !== 'saving') onSave({ ...value, name: value.name.trim() });
  };
  return (
    <Form className={stack} onSubmit={submit}>
      <Card as="section" aria-labelledby="workspace-main">
        <div className={stack}>
          <h2 id="workspace-main" className={sectionTitle}>
            {t('other.title')}
          </h2>
          <TextField
            label={t('other.name')}
            value={value.name}
            maxLength={100}
            onChange={(name) => {
              setNameError(null); // an invalid field blocks the form's native submit
              setValue((v) => ({ ...v, name }));
            }}
            isInvalid={nameError !== null}
            errorMessage={nameError ?? undefined}
          />
          <Select
            label={t('other.timeZone')}
            description={t('other.timeZoneHint')}
            options={zones.map((zone) => ({ id: zone, label: zone }))}
            value={value.time_zone}
            onChange={(time_zone) => setValue((v) => ({ ...v, time_zone }))}
          />
          <Checkbox isSelected={value.otp_required} onChange={(otp_required) => setValue((v) => ({ ...v, otp_required }))}>
            {t('other.otpRequired')}
          </Checkbox>
          <p className={muted}>{t('other.otpHint')}</p>
        </div>
      </Card>
      <Card as="section" aria-labelledby="workspace-sections">
        <div className={stack}>
          <h2 id="workspace-sections" className={sectionTitle}>
            {t('other.sectionsTitle')}
          </h2>
          <p className={muted}>{t('other.sectionsIntro')}</p>
          <div className={sectionsGrid}>
            {sections.map((flag) => (
              <Checkbox
                key={flag}
                isSelected={value.sections[flag]}
                onChange={(on) => setValue((v) => ({ ...v, sections: { ...v.sections, [flag]: on } }))}
              >
                {t(`other.sections.${flag}`)}
              </Checkbox>
            ))}
          </div>
        </div>
      </Card>
      <SaveRow save={save} label={t('other.save')} savedText={t('other.saved')} />
    </Form>
  );
}
