import type { FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { actions, alert, form, text } from './EmailDialog.css.ts';

export type EmailDialogMode = 'resend' | 'form' | 'success';

export interface EmailDialogViewProps {
  isOpen: boolean;
  mode: EmailDialogMode;
  /** Where the link was sent (resend) or was sent now (success). */
  email: string;
  field: string;
  /** spec §5: shown once the field was changed and is not a valid address ('Укажите email'). */
  fieldInvalid: boolean;
  /** spec §8: the server's text of a failed save or send (error state). */
  error: string | null;
  sentAgain: boolean;
  busy: boolean;
  canSave: boolean;
  onResend: () => void;
  onEdit: () => void;
  onFieldChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onClose: () => void;
}

// spec §4 "Email dialog" as a view: resend, the edit form (also in the error state), success.
export function EmailDialogView(props: EmailDialogViewProps) {
  const { t } = useTranslation('profile');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (props.canSave && !props.busy) props.onSave();
  };
  const title =
    props.mode === 'success'
      ? t('emailDialog.successTitle')
      : props.mode === 'form'
        ? t('emailDialog.changeTitle')
        : t('emailDialog.title');
  return (
    <Dialog
      isOpen={props.isOpen}
      onClose={props.onClose}
      title={title}
      closeLabel={t('emailDialog.close')}
      isDismissable={!props.busy}
    >
      {props.mode === 'resend' ? (
        <>
          <p className={text}>{t('emailDialog.sentTo', { email: props.email })}</p>
          <p role="status" className={text}>
            {props.sentAgain ? t('emailDialog.sentAgain') : ''}
          </p>
          <div className={actions}>
            <Button onPress={props.onResend} isPending={props.busy}>
              {t('emailDialog.sendAgain')}
            </Button>
            <Button variant="secondary" onPress={props.onEdit} isDisabled={props.busy}>
              {t('emailDialog.changeEmail')}
            </Button>
          </div>
        </>
      ) : null}
      {props.mode === 'form' ? (
        <Form className={form} validationBehavior="aria" onSubmit={submit}>
          <TextField
            label={t('emailDialog.newEmail')}
            type="email"
            name="email"
            autoComplete="email"
            autoFocus
            value={props.field}
            onChange={props.onFieldChange}
            errorMessage={props.fieldInvalid ? t('emailDialog.required') : undefined}
          />
          <div role="alert" className={alert}>
            {props.error}
          </div>
          <div className={actions}>
            <Button type="submit" isDisabled={!props.canSave} isPending={props.busy}>
              {t('emailDialog.save')}
            </Button>
            <Button variant="secondary" onPress={props.onCancel} isDisabled={props.busy}>
              {t('emailDialog.cancel')}
            </Button>
          </div>
        </Form>
      ) : null}
      {props.mode === 'success' ? (
        <>
          <p role="status" className={text}>
            {t('emailDialog.success', { email: props.email })}
          </p>
          <div className={actions}>
            <Button onPress={props.onClose}>{t('emailDialog.close')}</Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
