import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { MultiSelect } from '../../../components/MultiSelect/MultiSelect.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import type { DepartmentInput } from '../../../data/issueSettings.ts';
import { alert, row, stack } from '../../layout/SettingsPage.css.ts';

export interface DepartmentDialogProps {
  /** The department edited; null: a new one. */
  initial: DepartmentInput | null;
  members: readonly { id: number; name: string }[];
  pending: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onClose: () => void;
  onSubmit: (input: DepartmentInput) => void;
}

const NAME_MAX = 100; // contract DepartmentCreate

// A department (spec §3 "departments"): its name and the space's members in it, created or edited in one dialog.
export function DepartmentDialog({ initial, members, pending, error, onClose, onSubmit }: DepartmentDialogProps) {
  const { t } = useTranslation('issues');
  const [name, setName] = useState(initial?.name ?? '');
  const [userIds, setUserIds] = useState<number[]>(initial ? [...initial.user_ids] : []);
  const [nameError, setNameError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '') return setNameError(t('settings.departments.nameRequired'));
    if (!pending) onSubmit({ name: name.trim(), user_ids: userIds });
  };
  return (
    <Dialog
      title={initial ? t('settings.departments.editTitle', { name: initial.name }) : t('settings.departments.newTitle')}
      isOpen
      onClose={onClose}
      isDismissable={!pending}
    >
      <Form className={stack} onSubmit={submit}>
        <TextField
          label={t('settings.departments.name')}
          value={name}
          maxLength={NAME_MAX}
          autoFocus
          onChange={(next) => {
            setNameError(null);
            setName(next);
          }}
          isInvalid={nameError !== null}
          errorMessage={nameError ?? undefined}
        />
        <MultiSelect
          label={t('settings.departments.membersLabel')}
          options={members.map((member) => ({ id: member.id, label: member.name }))}
          value={userIds}
          onChange={setUserIds}
          placeholder={t('settings.departments.membersNone')}
          summary={(count) => t('settings.departments.membersCount', { count })}
        />
        <div role="alert" className={alert}>
          {error}
        </div>
        <div className={row}>
          <Button type="submit" isPending={pending}>
            {t(initial ? 'settings.departments.save' : 'settings.departments.create')}
          </Button>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            {t('settings.departments.cancel')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
