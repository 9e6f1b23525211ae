import type { FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type { ChatPhoneProblem } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { actions, alert, form, text } from './NewChatDialog.css.ts';

export interface NewChatAccount {
  id: number;
  /** The account's name with its network, as the user knows it. */
  label: string;
}

export interface NewChatDialogViewProps {
  isOpen: boolean;
  accounts: readonly NewChatAccount[];
  /** The chosen account (preselected when there is only one, spec §5). */
  objectId: number | null;
  phone: string;
  /** Shown once the phone was typed into and is not valid (spec §5). */
  phoneError: ChatPhoneProblem | null;
  /** spec §8: the server's text of a failed POST v1/chats ('' for a failure without one). */
  error: string | null;
  canAdd: boolean;
  busy: boolean;
  onObjectChange: (id: number | null) => void;
  onPhoneChange: (value: string) => void;
  onAdd: () => void;
  onClose: () => void;
}

const NONE = 0;

// spec §2.5 'Adding a dialogue', §5 "New chat": account and phone; the add button stays disabled until both are valid.
export function NewChatDialogView(props: NewChatDialogViewProps) {
  const { t } = useTranslation('chats');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (props.canAdd && !props.busy) props.onAdd();
  };
  const options = [
    ...(props.accounts.length === 1 ? [] : [{ id: NONE, label: t('newChat.chooseAccount') }]),
    ...props.accounts.map((account) => ({ id: account.id, label: account.label })),
  ];
  return (
    <Dialog
      isOpen={props.isOpen}
      onClose={props.onClose}
      title={t('newChat.title')}
      closeLabel={t('newChat.close')}
      isDismissable={!props.busy}
    >
      <Form className={form} validationBehavior="aria" onSubmit={submit}>
        {props.accounts.length === 0 ? <p className={text}>{t('newChat.noAccounts')}</p> : null}
        <Select
          label={t('newChat.account')}
          options={options}
          value={props.objectId ?? NONE}
          onChange={(id) => props.onObjectChange(id === NONE ? null : id)}
          isDisabled={props.busy || props.accounts.length === 0}
        />
        <TextField
          label={t('newChat.phone')}
          description={t('newChat.phoneHint')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={props.phone}
          onChange={props.onPhoneChange}
          isDisabled={props.busy}
          errorMessage={props.phoneError ? t(`newChat.phoneError.${props.phoneError}`) : undefined}
        />
        <div role="alert" className={alert}>
          {props.error === null ? null : props.error || t('newChat.failed')}
        </div>
        <div className={actions}>
          <Button type="submit" isDisabled={!props.canAdd} isPending={props.busy}>
            {t('newChat.add')}
          </Button>
          <Button variant="secondary" onPress={props.onClose} isDisabled={props.busy}>
            {t('newChat.cancel')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
