import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog as SettingsConfirmDialog } from '../../layout/ConfirmDialog.tsx';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirm: string;
  onClose: () => void;
  /** Closes the dialog when it resolves; a rejection's text stays in it. */
  onConfirm: () => Promise<unknown>;
  errorText: (error: unknown) => string;
}

// The settings screens' one confirmation dialog (layout/ConfirmDialog.tsx), holding its own write: says what a
// deletion or a replacement does before it is done; the server's refusal stays in the dialog.
export function ConfirmDialog({ title, message, confirm, onClose, onConfirm, errorText }: ConfirmDialogProps) {
  const { t } = useTranslation('workSchedule');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(errorText(failure));
      setPending(false);
    }
  };
  return (
    <SettingsConfirmDialog
      title={title}
      text={message}
      confirmLabel={confirm}
      cancelLabel={t('cancel')}
      pending={pending}
      error={error}
      onConfirm={() => void run()}
      onClose={onClose}
    />
  );
}
