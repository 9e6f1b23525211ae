import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { CheckboxGroup } from '../../../components/Checkbox/Checkbox.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { alert, banner, row, stack } from '../../layout/SettingsPage.css.ts';

export interface ApplyDialogProps {
  template: { id: number; name: string };
  members: readonly { user_id: number; name: string }[];
  onClose: () => void;
  /** Resolves once applied (the dialog closes); a rejection's text stays in it. */
  onApply: (userIds: number[]) => Promise<unknown>;
  errorText: (error: unknown) => string;
}

// A template applied to the members chosen: the dialog says their grids will be replaced before it is done.
export function ApplyDialog({ template, members, onClose, onApply, errorText }: ApplyDialogProps) {
  const { t } = useTranslation('workSchedule');
  const [chosen, setChosen] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const apply = async () => {
    if (chosen.length === 0) return setError(t('apply.chooseUsers'));
    setPending(true);
    setError(null);
    try {
      await onApply(chosen.map(Number));
      onClose();
    } catch (failure) {
      setError(errorText(failure));
      setPending(false);
    }
  };
  return (
    <Dialog title={t('apply.confirmTitle', { name: template.name })} isOpen onClose={onClose} isDismissable={!pending}>
      <div className={stack}>
        <CheckboxGroup
          label={t('apply.users')}
          options={members.map((member) => ({ value: String(member.user_id), label: member.name }))}
          value={chosen}
          onChange={(next) => {
            setError(null);
            setChosen(next);
          }}
          isDisabled={pending}
        />
        <p className={banner}>{t('apply.replacesMany', { count: chosen.length })}</p>
        <div role="alert" className={alert}>
          {error}
        </div>
        <div className={row}>
          <Button variant="danger" isPending={pending} onPress={() => void apply()}>
            {t('apply.confirmMany', { count: chosen.length })}
          </Button>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            {t('cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
