import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type { STATUS_COLORS, StatusInput } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { alert, muted, row, stack } from '../../layout/SettingsPage.css.ts';

export interface StatusDialogProps {
  /** The status edited; null: a new one. */
  initial: StatusInput | null;
  colors: typeof STATUS_COLORS;
  isOpen: boolean;
  pending: boolean;
  /** The server's refusal (spec §8), shown in the dialog. */
  error: string | null;
  onClose: () => void;
  onSubmit: (input: StatusInput) => void;
}

const EMPTY: StatusInput = { name: '', color: 'green', hidden: false, offline: false };

// spec §3 "User status": name, colour, hidden, offline; created or edited in one dialog.
export function StatusDialog({ initial, colors, isOpen, pending, error, onClose, onSubmit }: StatusDialogProps) {
  const { t } = useTranslation('workspace');
  const [value, setValue] = useState<StatusInput>(initial ?? EMPTY);
  const [nameError, setNameError] = useState<string | null>(null);
  const color = (colors as readonly string[]).includes(value.color) ? value.color : colors[0];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value.name.trim() === '') return setNameError(t('statuses.nameRequired'));
    setNameError(null);
    if (!pending) onSubmit({ ...value, name: value.name.trim() });
  };
  return (
    <Dialog
      title={t(initial ? 'statuses.editTitle' : 'statuses.newTitle')}
      isOpen={isOpen}
      onClose={onClose}
      isDismissable={!pending}
    >
      <Form className={stack} onSubmit={submit}>
        <TextField
          label={t('statuses.name')}
          value={value.name}
          maxLength={60}
          autoFocus
          onChange={(name) => {
            // An invalid field blocks the form's native submit: the message goes as soon as the name changes.
            setNameError(null);
            setValue((v) => ({ ...v, name }));
          }}
          isInvalid={nameError !== null}
          errorMessage={nameError ?? undefined}
        />
        <Select
          label={t('statuses.color')}
          options={colors.map((id) => ({ id, label: t(`statuses.colors.${id}`) }))}
          value={color}
          onChange={(next) => setValue((v) => ({ ...v, color: next }))}
        />
        <Checkbox isSelected={value.hidden} onChange={(hidden) => setValue((v) => ({ ...v, hidden }))}>
          {t('statuses.hidden')}
        </Checkbox>
        <p className={muted}>{t('statuses.hiddenHint')}</p>
        <Checkbox isSelected={value.offline} onChange={(offline) => setValue((v) => ({ ...v, offline }))}>
          {t('statuses.offline')}
        </Checkbox>
        <p className={muted}>{t('statuses.offlineHint')}</p>
        <div role="alert" className={alert}>
          {error}
        </div>
        <div className={row}>
          <Button type="submit" isPending={pending}>
            {t(initial ? 'statuses.save' : 'statuses.create')}
          </Button>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            {t('statuses.cancel')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
