import { useTranslation } from 'react-i18next';
import type { Shift, ShiftProblem } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TimeField } from '../../../components/TimeField/TimeField.tsx';
import { muted } from '../../layout/SettingsPage.css.ts';
import { day, dayTitle, days, problem, shiftRow } from './editor.css.ts';
import { weekdayName } from './weekdayNames.ts';

export interface ShiftGridEditorProps {
  shifts: readonly Shift[];
  onChange: (shifts: Shift[]) => void;
  /** The workspace's statuses a shift may set (spec §3 user status). */
  statuses: readonly { id: number; name: string }[];
  /** What is wrong with each shift, by index (contract shiftProblems, the rule the server applies). */
  problems: ReadonlyMap<number, ShiftProblem>;
  /** ISO weekdays, Monday first. */
  weekdays: readonly number[];
  isDisabled?: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const later = (time: string, minutes: number) => {
  const total = Math.min(Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes, 23 * 60 + 59);
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
};

// The weekly grid of spec §2.4 users/workinghours, one user's or a template's: per weekday its shifts, each with a
// start, an end and the status it sets; a shift's problem shows under it as it is typed, before saving.
export function ShiftGridEditor({ shifts, onChange, statuses, problems, weekdays, isDisabled }: ShiftGridEditorProps) {
  const { t, i18n } = useTranslation('workSchedule');
  const change = (index: number, part: Partial<Shift>) =>
    onChange(shifts.map((shift, at) => (at === index ? { ...shift, ...part } : shift)));
  const add = (weekday: number) => {
    const last = shifts.filter((shift) => shift.weekday === weekday).at(-1);
    const start = last ? last.end : '09:00';
    const end = last ? later(last.end, 60) : '18:00';
    onChange([...shifts, { weekday, start, end, status_id: statuses[0]?.id ?? 0 }]);
  };
  const options = statuses.map((status) => ({ id: status.id, label: status.name }));
  return (
    <div className={days}>
      {weekdays.map((weekday) => {
        const name = weekdayName(i18n.language, weekday);
        const ofDay = shifts.map((shift, index) => ({ shift, index })).filter(({ shift }) => shift.weekday === weekday);
        return (
          <section key={weekday} className={day} aria-label={name}>
            <h3 className={dayTitle}>{name}</h3>
            {ofDay.length === 0 ? <p className={muted}>{t('dayOff')}</p> : null}
            {ofDay.map(({ shift, index }, position) => {
              const found = problems.get(index);
              const label = t('editor.shiftLabel', { day: name, n: position + 1 });
              return (
                <div key={index} className={shiftRow} role="group" aria-label={label}>
                  <TimeField
                    label={t('editor.start')}
                    value={shift.start}
                    isDisabled={isDisabled}
                    isInvalid={found !== undefined}
                    onChange={(start) => start && change(index, { start })}
                  />
                  <TimeField
                    label={t('editor.end')}
                    value={shift.end}
                    isDisabled={isDisabled}
                    isInvalid={found !== undefined}
                    onChange={(end) => end && change(index, { end })}
                  />
                  <Select
                    label={t('editor.status')}
                    options={options}
                    value={shift.status_id}
                    isDisabled={isDisabled}
                    onChange={(status_id) => change(index, { status_id })}
                  />
                  <Button
                    variant="ghost"
                    isDisabled={isDisabled}
                    aria-label={t('editor.removeLabel', { shift: label })}
                    onPress={() => onChange(shifts.filter((_, at) => at !== index))}
                  >
                    {t('editor.remove')}
                  </Button>
                  {found ? <p className={problem}>{t(`problems.${found}`)}</p> : null}
                </div>
              );
            })}
            <div>
              <Button
                variant="secondary"
                isDisabled={isDisabled}
                aria-label={t('editor.addLabel', { day: name })}
                onPress={() => add(weekday)}
              >
                {t('editor.add')}
              </Button>
            </div>
          </section>
        );
      })}
    </div>
  );
}
