import { PASSWORD_MIN_LENGTH } from '@console/spec';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { type PasswordChange } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { PasswordField } from '../../../components/PasswordField/PasswordField.tsx';
import { muted, sectionTitle, stack } from '../../layout/SettingsPage.css.ts';
import { SaveRow } from './SaveRow.tsx';
import type { SaveState } from './useSaveState.ts';

export interface PasswordSectionProps {
  save: SaveState;
  /** Resolves true when the password was changed (the fields are then emptied). */
  onChange: (change: PasswordChange) => Promise<boolean>;
}

const EMPTY = { current: '', password: '', confirm: '' };

// spec §5, §9: the new password has at least 8 characters and the confirmation must equal it.
function errorsOf(values: typeof EMPTY) {
  return {
    current: values.current === '' ? 'password.currentRequired' : null,
    password: values.password.length < PASSWORD_MIN_LENGTH ? 'password.tooShort' : null,
    confirm: values.confirm !== values.password ? 'password.mismatch' : null,
  } as const;
}

export function PasswordSection({ save, onChange }: PasswordSectionProps) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const errors = errorsOf(values);
  const shown = (key: keyof typeof errors) => (tried && errors[key] ? t(errors[key]) : undefined);
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (save.status === 'saving' || Object.values(errors).some(Boolean)) return;
    const changed = await onChange({
      current_password: values.current,
      password: values.password,
      password_confirm: values.confirm,
    });
    if (changed) {
      setValues(EMPTY);
      setTried(false);
    }
  };
  return (
    <Card as="section" aria-labelledby="profile-password">
      <h2 id="profile-password" className={sectionTitle}>
        {t('password.title')}
      </h2>
      <Form className={stack} validationBehavior="aria" onSubmit={(event) => void submit(event)}>
        <PasswordField
          label={t('password.current')}
          name="current-password"
          value={values.current}
          onChange={set('current')}
          errorMessage={shown('current')}
        />
        <PasswordField
          label={t('password.new')}
          name="new-password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          errorMessage={shown('password')}
        />
        <PasswordField
          label={t('password.confirm')}
          name="confirm-password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={set('confirm')}
          errorMessage={shown('confirm')}
        />
        <p className={muted}>{t('password.hint')}</p>
        <SaveRow save={save} label={t('password.submit')} savedText={t('password.changed')} />
      </Form>
    </Card>
  );
}
