import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type { Shift, ShiftProblem, ShiftTemplateInput } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { alert, row, stack } from '../../layout/SettingsPage.css.ts';
import type { SaveState } from '../../profile/Profile/useSaveState.ts';
import { byTime } from '../Editor/byTime.ts';
import { ShiftGridEditor } from '../Editor/ShiftGridEditor.tsx';

export interface TemplateFormProps {
  initial: ShiftTemplateInput;
  statuses: readonly { id: number; name: string }[];
  weekdays: readonly number[];
  problemsOf: (shifts: readonly Shift[]) => ReadonlyMap<number, ShiftProblem>;
  nameMax: number;
  save: SaveState;
  onSave: (template: ShiftTemplateInput) => void;
  onCancel: () => void;
}

// A template's name and shifts (spec §2.4 /templates), in the grid editor users' grids are edited with.
export function TemplateForm({ initial, statuses, weekdays, problemsOf, nameMax, save, onSave, onCancel }: TemplateFormProps) {
  const { t } = useTranslation('workSchedule');
  const [name, setName] = useState(initial.name);
  const [shifts, setShifts] = useState<Shift[]>(() => [...initial.shifts]);
  const [nameError, setNameError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const problems = problemsOf(shifts);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    setNameError(trimmed ? null : t('templates.nameRequired'));
    setBlocked(problems.size > 0);
    if (trimmed && problems.size === 0 && save.status !== 'saving') onSave({ name: trimmed, shifts: [...shifts].sort(byTime) });
  };
  return (
    <Form
      validationBehavior="aria"
      className={stack}
      onSubmit={submit}
      aria-label={initial.name ? t('templates.editTitle', { name: initial.name }) : t('templates.newTitle')}
    >
      <TextField
        label={t('templates.name')}
        value={name}
        maxLength={nameMax}
        onChange={(next) => {
          setNameError(null);
          setName(next);
        }}
        isInvalid={nameError !== null}
        errorMessage={nameError ?? undefined}
      />
      <ShiftGridEditor
        shifts={shifts}
        onChange={(next) => {
          setBlocked(false);
          setShifts(next);
        }}
        statuses={statuses}
        problems={problems}
        weekdays={weekdays}
      />
      <div role="alert" className={alert}>
        {blocked && problems.size > 0 ? t('problems.fixFirst') : save.status === 'failed' ? save.message : null}
      </div>
      <div className={row}>
        <Button type="submit" isPending={save.status === 'saving'}>
          {t('templates.save')}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={save.status === 'saving'}>
          {t('cancel')}
        </Button>
      </div>
    </Form>
  );
}
