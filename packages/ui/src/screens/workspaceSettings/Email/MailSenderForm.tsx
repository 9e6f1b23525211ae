import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type { MailSenderResponse, MailSenderUpdate } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { muted, sectionTitle, stack, text } from '../../layout/SettingsPage.css.ts';
import { SaveRow } from '../../profile/Profile/SaveRow.tsx';
import type { SaveState } from '../../profile/Profile/useSaveState.ts';

export interface MailSenderFormProps {
  initial: MailSenderResponse;
  save: SaveState;
  onSave: (value: MailSenderUpdate) => void;
}

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// spec §2.4 settings/email: the sender name, address and reply-to; the address sends only once confirmed.
export function MailSenderForm({ initial, save, onSave }: MailSenderFormProps) {
  const { t } = useTranslation('workspace');
  const sender = initial.sender;
  const [value, setValue] = useState({
    name: sender?.name ?? '',
    address: sender?.address ?? '',
    replyTo: sender?.reply_to ?? '',
  });
  const [errors, setErrors] = useState<{ name?: string; address?: string; replyTo?: string }>({});
  const change = (field: keyof typeof value) => (next: string) => {
    setErrors((e) => ({ ...e, [field]: undefined })); // an invalid field blocks the form's native submit
    setValue((v) => ({ ...v, [field]: next }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      name: value.name.trim() === '' ? t('email.nameRequired') : undefined,
      address: ADDRESS.test(value.address.trim()) ? undefined : t('email.addressInvalid'),
      replyTo: value.replyTo.trim() === '' || ADDRESS.test(value.replyTo.trim()) ? undefined : t('email.addressInvalid'),
    };
    setErrors(found);
    if (found.name || found.address || found.replyTo || save.status === 'saving') return;
    onSave({ name: value.name.trim(), address: value.address.trim(), reply_to: value.replyTo.trim() || null });
  };
  const state = !sender
    ? t('email.none')
    : sender.confirmed
      ? t('email.confirmed', { address: sender.address })
      : t('email.pending', { address: sender.address });
  return (
    <Form className={stack} onSubmit={submit}>
      <Card as="section" aria-labelledby="mail-sender">
        <div className={stack}>
          <h2 id="mail-sender" className={sectionTitle}>
            {t('email.title')}
          </h2>
          <p className={muted}>{t('email.intro')}</p>
          <p className={text} data-testid="sender-state">
            {state}
          </p>
          <TextField
            label={t('email.name')}
            value={value.name}
            maxLength={100}
            onChange={change('name')}
            isInvalid={Boolean(errors.name)}
            errorMessage={errors.name}
          />
          <TextField
            label={t('email.address')}
            inputMode="email"
            value={value.address}
            onChange={change('address')}
            isInvalid={Boolean(errors.address)}
            errorMessage={errors.address}
          />
          <TextField
            label={t('email.replyTo')}
            inputMode="email"
            value={value.replyTo}
            onChange={change('replyTo')}
            isInvalid={Boolean(errors.replyTo)}
            errorMessage={errors.replyTo}
          />
        </div>
      </Card>
      <SaveRow save={save} label={t('email.save')} savedText={t('email.saved')} />
    </Form>
  );
}
