import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { alert, row, stack } from '../../layout/SettingsPage.css.ts';

export interface CodeFormProps {
  /** 'totp': 6 digits (the set-up); 'second': 6 digits or a 7-character recovery code. */
  kind: 'totp' | 'second';
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

const isValid = (kind: CodeFormProps['kind'], code: string) =>
  kind === 'totp' ? /^\d{6}$/.test(code) : /^\d{6}$/.test(code) || /^[a-z0-9]{7}$/i.test(code);

export function CodeForm({ kind, submitLabel, pending, error, onSubmit, onCancel }: CodeFormProps) {
  const { t } = useTranslation('profile');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const trimmed = code.replace(/[\s-]+/g, '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!pending && isValid(kind, trimmed)) onSubmit(trimmed);
  };
  return (
    <Form className={stack} validationBehavior="aria" onSubmit={submit}>
      <TextField
        label={kind === 'totp' ? t('twoFactor.codeLabel') : t('twoFactor.secondCodeLabel')}
        name="code"
        autoComplete="one-time-code"
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        maxLength={kind === 'totp' ? 6 : 9}
        autoFocus
        value={code}
        onChange={setCode}
        errorMessage={
          tried && !isValid(kind, trimmed)
            ? t(kind === 'totp' ? 'twoFactor.codeInvalid' : 'twoFactor.secondCodeInvalid')
            : undefined
        }
      />
      <div role="alert" className={alert}>
        {error}
      </div>
      <div className={row}>
        <Button type="submit" isPending={pending}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={pending}>
          {t('twoFactor.cancel')}
        </Button>
      </div>
    </Form>
  );
}
