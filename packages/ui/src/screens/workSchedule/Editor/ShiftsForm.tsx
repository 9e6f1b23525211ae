import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type { Shift, ShiftProblem } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { alert, sectionTitle, stack } from '../../layout/SettingsPage.css.ts';
import { SaveRow } from '../../profile/Profile/SaveRow.tsx';
import type { SaveState } from '../../profile/Profile/useSaveState.ts';
import { ShiftGridEditor } from './ShiftGridEditor.tsx';
import { byTime } from './byTime.ts';

export interface ShiftsFormProps {
  initial: readonly Shift[];
  statuses: readonly { id: number; name: string }[];
  weekdays: readonly number[];
  problemsOf: (shifts: readonly Shift[]) => ReadonlyMap<number, ShiftProblem>;
  save: SaveState;
  onSave: (shifts: Shift[]) => void;
}

// One user's weekly grid (spec §2.4 users/workinghours/{id}): edited, checked as typed, saved whole.
export function ShiftsForm({ initial, statuses, weekdays, problemsOf, save, onSave }: ShiftsFormProps) {
  const { t } = useTranslation('workSchedule');
  const [shifts, setShifts] = useState<Shift[]>(() => [...initial]);
  const [blocked, setBlocked] = useState(false);
  const problems = problemsOf(shifts);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBlocked(problems.size > 0);
    if (problems.size === 0 && save.status !== 'saving') onSave([...shifts].sort(byTime));
  };
  return (
    <Form validationBehavior="aria" className={stack} onSubmit={submit} aria-labelledby="grid-title">
      <Card as="section" aria-labelledby="grid-title">
        <div className={stack}>
          <h2 id="grid-title" className={sectionTitle}>
            {t('grid.title')}
          </h2>
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
        </div>
      </Card>
      <div role="alert" className={alert}>
        {blocked && problems.size > 0 ? t('problems.fixFirst') : null}
      </div>
      <SaveRow save={save} label={t('grid.save')} savedText={t('grid.saved')} />
    </Form>
  );
}
