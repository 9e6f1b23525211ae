import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { sectionTitle, stack } from '../../layout/SettingsPage.css.ts';
import { SaveRow } from './SaveRow.tsx';
import type { SaveState } from './useSaveState.ts';

export interface NameSectionProps {
  name: string;
  save: SaveState;
  onSave: (name: string) => void;
}

export function NameSection({ name, save, onSave }: NameSectionProps) {
  const { t } = useTranslation('profile');
  const [value, setValue] = useState(name);
  const [tried, setTried] = useState(false);
  const empty = value.trim() === '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!empty && save.status !== 'saving') onSave(value.trim());
  };
  return (
    <Card as="section" aria-labelledby="profile-name">
      <h2 id="profile-name" className={sectionTitle}>
        {t('name.title')}
      </h2>
      <Form className={stack} validationBehavior="aria" onSubmit={submit}>
        <TextField
          label={t('name.label')}
          name="name"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          value={value}
          onChange={setValue}
          errorMessage={tried && empty ? t('name.required') : undefined}
        />
        <SaveRow save={save} label={t('name.save')} savedText={t('saved')} />
      </Form>
    </Card>
  );
}
