import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type { AbsenceKind } from '@console/api/contract';
import { Select } from '../../../components/Select/Select.tsx';
import { DateField } from '../../../components/DateField/DateField.tsx';
import { stack } from '../../layout/SettingsPage.css.ts';
import { SaveRow } from '../../profile/Profile/SaveRow.tsx';
import type { SaveState } from '../../profile/Profile/useSaveState.ts';
import { fields } from './editor.css.ts';

export interface NewAbsenceValue {
  user_id: number;
  kind: AbsenceKind;
  starts_on: string;
  ends_on: string;
}

export interface AbsenceFormProps {
  /** The members to choose from; one member: the user is fixed (the user's own page). */
  users: readonly { user_id: number; name: string }[];
  kinds: readonly AbsenceKind[];
  /** The first dates shown: today in the workspace's time zone. */
  today: string;
  save: SaveState;
  /** Resolves true once added: the form is cleared for the next one. */
  onAdd: (absence: NewAbsenceValue) => Promise<boolean>;
}

// An absence added (spec §2.4 users/workinghours/absences): who, which kind, from and to (both days included); a date
// missing or an end before the start is said before sending, and nothing typed is lost on a refusal.
export function AbsenceForm({ users, kinds, today, save, onAdd }: AbsenceFormProps) {
  const { t } = useTranslation('workSchedule');
  const first = users[0]?.user_id ?? 0;
  const [value, setValue] = useState<NewAbsenceValue>({ user_id: first, kind: kinds[0]!, starts_on: today, ends_on: today });
  const [errors, setErrors] = useState<{ starts_on?: string; ends_on?: string }>({});
  const set = (part: Partial<NewAbsenceValue>) => {
    setErrors({});
    setValue((v) => ({ ...v, ...part }));
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      ...(value.starts_on ? {} : { starts_on: t('absences.dateRequired') }),
      ...(value.ends_on ? {} : { ends_on: t('absences.dateRequired') }),
      ...(value.starts_on && value.ends_on && value.ends_on < value.starts_on ? { ends_on: t('absences.endBeforeStart') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || save.status === 'saving') return;
    if (await onAdd(value)) setValue((v) => ({ ...v, starts_on: today, ends_on: today }));
  };
  return (
    <Form
      validationBehavior="aria"
      className={stack}
      onSubmit={(event) => void submit(event)}
      aria-label={t('absences.addTitle')}
    >
      <div className={fields}>
        {users.length > 1 ? (
          <Select
            label={t('absences.user')}
            options={users.map((user) => ({ id: user.user_id, label: user.name }))}
            value={value.user_id}
            onChange={(user_id) => set({ user_id })}
          />
        ) : null}
        <Select
          label={t('absences.kind')}
          options={kinds.map((kind) => ({ id: kind, label: t(`kinds.${kind}`) }))}
          value={value.kind}
          onChange={(kind) => set({ kind })}
        />
        <DateField
          label={t('absences.from')}
          value={value.starts_on}
          onChange={(starts_on) => set({ starts_on })}
          isInvalid={errors.starts_on !== undefined}
          errorMessage={errors.starts_on}
        />
        <DateField
          label={t('absences.to')}
          value={value.ends_on}
          onChange={(ends_on) => set({ ends_on })}
          isInvalid={errors.ends_on !== undefined}
          errorMessage={errors.ends_on}
        />
      </div>
      <SaveRow save={save} label={t('absences.add')} savedText={t('absences.added')} />
    </Form>
  );
}
