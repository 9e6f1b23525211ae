import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { alert, sectionTitle, stack, status } from '../../layout/SettingsPage.css.ts';
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
        <div>
          <Button type="submit" isPending={save.status === 'saving'}>
            {t('name.save')}
          </Button>
        </div>
        <p role="status" className={status}>
          {save.status === 'saved' ? t('saved') : ''}
        </p>
        <div role="alert" className={alert}>
          {save.status === 'failed' ? save.message : null}
        </div>
      </Form>
    </Card>
  );
}
