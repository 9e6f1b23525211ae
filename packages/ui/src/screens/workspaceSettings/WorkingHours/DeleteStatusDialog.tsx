import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedStatus } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { alert, row, stack, text } from '../../layout/SettingsPage.css.ts';

export interface DeleteStatusDialogProps {
  status: ManagedStatus;
  /** The space's other statuses: the replacement of one in use. */
  others: readonly ManagedStatus[];
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onDelete: (replacementId: number | undefined) => void;
}

// Says what deleting does before it is done: a status users hold or shifts or shift templates set is replaced by the one chosen.
export function DeleteStatusDialog({ status, others, pending, error, onClose, onDelete }: DeleteStatusDialogProps) {
  const { t } = useTranslation('workspace');
  const inUse = status.users_count > 0 || status.shifts_count > 0 || status.templates_count > 0;
  const choosable = others.filter((other) => !other.hidden && !other.offline);
  const [replacement, setReplacement] = useState<number>((choosable[0] ?? others[0])?.id ?? 0);
  return (
    <Dialog
      title={t('statuses.deleteTitle', { name: status.name })}
      isOpen
      onClose={onClose}
      isDismissable={!pending}
      role="alertdialog"
    >
      <div className={stack}>
        <p className={text}>
          {inUse
            ? t('statuses.inUse', { users: status.users_count, shifts: status.shifts_count, templates: status.templates_count })
            : t('statuses.unused')}
        </p>
        {inUse ? (
          <Select
            label={t('statuses.replacement')}
            options={others.map((other) => ({ id: other.id, label: other.name }))}
            value={replacement}
            onChange={setReplacement}
          />
        ) : null}
        <div role="alert" className={alert}>
          {error}
        </div>
        <div className={row}>
          <Button variant="danger" isPending={pending} onPress={() => onDelete(inUse ? replacement : undefined)}>
            {t('statuses.confirmDelete')}
          </Button>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            {t('statuses.cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
