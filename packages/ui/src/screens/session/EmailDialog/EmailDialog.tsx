import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { isEmailFieldValid } from '@console/machines/rules/emailField';
import { serverTextOf, useEmailDialogMachine } from '../../../data/profile.ts';
import { EmailDialogView, type EmailDialogMode } from './EmailDialogView.tsx';

export interface EmailDialogProps {
  /** The account's address (where the link was sent). */
  email: string;
  isOpen: boolean;
  /** Open straight in the edit form (the profile page's 'Change email' of a confirmed address). */
  startInEdit?: boolean;
  onClose: () => void;
}

// The email dialog (spec §4, §5, §7, §8): the machine with the real client; closing resets it to resend.
export function EmailDialog({ email, isOpen, startInEdit = false, onClose }: EmailDialogProps) {
  const { t } = useTranslation('profile');
  const machine = useEmailDialogMachine();
  const [state, send] = useMachine(machine, { input: { email } });

  useEffect(() => send({ type: 'email.known', email }), [send, email]);
  useEffect(() => {
    if (isOpen && startInEdit) send({ type: 'edit' });
  }, [isOpen, startInEdit, send]);

  const close = () => {
    send({ type: 'close' });
    onClose();
  };
  const mode: EmailDialogMode = state.hasTag('success') ? 'success' : state.hasTag('form') ? 'form' : 'resend';
  const { context } = state;
  const error = state.hasTag('error') ? (serverTextOf(context.error) ?? t('networkError')) : null;

  return (
    <EmailDialogView
      isOpen={isOpen}
      mode={mode}
      email={context.email}
      field={context.field}
      fieldInvalid={context.fieldError !== null}
      error={error}
      sentAgain={context.sentAgain}
      busy={state.hasTag('busy')}
      canSave={isEmailFieldValid(context.field)}
      onResend={() => send({ type: 'resend' })}
      onEdit={() => send({ type: 'edit' })}
      onFieldChange={(value) => send({ type: 'field.change', value })}
      onSave={() => send({ type: 'save' })}
      // A confirmed address has nothing to re-send: Cancel closes the dialog instead of going to resend.
      onCancel={() => (startInEdit ? close() : send({ type: 'cancel' }))}
      onClose={close}
    />
  );
}
