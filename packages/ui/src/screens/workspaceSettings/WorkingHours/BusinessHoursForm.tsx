import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type { BusinessHours, BusinessHoursUpdate, Holiday } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { DateField } from '../../../components/DateField/DateField.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { TimeField } from '../../../components/TimeField/TimeField.tsx';
import { calendarDay } from '../../../format/wallClock.ts';
import { alert, muted, sectionTitle, stack } from '../../layout/SettingsPage.css.ts';
import { SaveRow } from '../../profile/Profile/SaveRow.tsx';
import type { SaveState } from '../../profile/Profile/useSaveState.ts';
import { actions, dayRow, grow, holidayRow, list, listRow } from '../workspaceSettings.css.ts';

type Day = { open: boolean; opens_at: string; closes_at: string };

export interface BusinessHoursFormProps {
  initial: BusinessHours;
  /** The workspace's time zone, named in the intro (spec §3 space time_zone). */
  timeZone: string;
  weekdays: readonly number[];
  save: SaveState;
  onSave: (value: BusinessHoursUpdate) => void;
  /** The rule the server applies too (contract businessHoursProblem). */
  problemOf: (value: BusinessHoursUpdate) => string | null;
}

const weekOf = (initial: BusinessHours, weekdays: readonly number[]): Record<number, Day> =>
  Object.fromEntries(
    weekdays.map((weekday) => {
      const day = initial.business_hours.find((one) => one.weekday === weekday);
      return [
        weekday,
        day
          ? { open: true, opens_at: day.opens_at, closes_at: day.closes_at }
          : { open: false, opens_at: '09:00', closes_at: '18:00' },
      ];
    }),
  );

// spec §2.4 settings/workinghours: the business hours per weekday and the holidays, saved together.
export function BusinessHoursForm({ initial, timeZone, weekdays, save, onSave, problemOf }: BusinessHoursFormProps) {
  const { t, i18n } = useTranslation('workspace');
  const [week, setWeek] = useState(() => weekOf(initial, weekdays));
  const [holidays, setHolidays] = useState<Holiday[]>(initial.holidays);
  const [draft, setDraft] = useState<Holiday>({ date: '', name: '' });
  const [draftError, setDraftError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = (): BusinessHoursUpdate => ({
    business_hours: weekdays
      .filter((weekday) => week[weekday]!.open)
      .map((weekday) => ({ weekday, opens_at: week[weekday]!.opens_at, closes_at: week[weekday]!.closes_at })),
    holidays,
  });
  const setDay = (weekday: number, change: Partial<Day>) => setWeek((w) => ({ ...w, [weekday]: { ...w[weekday]!, ...change } }));
  const addHoliday = () => {
    if (!draft.date) return setDraftError(t('holidays.dateRequired'));
    setDraftError(null);
    setHolidays((all) => [...all, { date: draft.date, name: draft.name.trim() }].sort((a, b) => a.date.localeCompare(b.date)));
    setDraft({ date: '', name: '' });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemOf(value());
    setProblem(found ? t(`hours.${found}`) : null);
    if (!found && save.status !== 'saving') onSave(value());
  };
  return (
    <Form className={stack} onSubmit={submit}>
      <Card as="section" aria-labelledby="business-hours">
        <div className={stack}>
          <h2 id="business-hours" className={sectionTitle}>
            {t('hours.title')}
          </h2>
          <p className={muted}>{t('hours.intro', { zone: timeZone })}</p>
          {weekdays.map((weekday) => {
            const day = week[weekday]!;
            const name = t(`hours.weekdays.${weekday}`);
            return (
              <div key={weekday} className={dayRow} role="group" aria-label={name}>
                <Checkbox isSelected={day.open} onChange={(open) => setDay(weekday, { open })}>
                  {name}
                </Checkbox>
                <TimeField
                  label={t('hours.opens')}
                  value={day.opens_at}
                  isDisabled={!day.open}
                  onChange={(opens_at) => setDay(weekday, { opens_at })}
                />
                <TimeField
                  label={t('hours.closes')}
                  value={day.closes_at}
                  isDisabled={!day.open}
                  onChange={(closes_at) => setDay(weekday, { closes_at })}
                />
              </div>
            );
          })}
        </div>
      </Card>
      <Card as="section" aria-labelledby="holidays">
        <div className={stack}>
          <h2 id="holidays" className={sectionTitle}>
            {t('holidays.title')}
          </h2>
          {holidays.length === 0 ? <p className={muted}>{t('holidays.empty')}</p> : null}
          <ul className={list}>
            {holidays.map((holiday) => (
              <li key={holiday.date} className={listRow}>
                <span className={grow}>
                  <span>{calendarDay(i18n.language, holiday.date)}</span>
                  {holiday.name ? <span className={muted}>{holiday.name}</span> : null}
                </span>
                <Button variant="secondary" onPress={() => setHolidays((all) => all.filter((one) => one.date !== holiday.date))}>
                  {t('holidays.remove', { date: calendarDay(i18n.language, holiday.date) })}
                </Button>
              </li>
            ))}
          </ul>
          <div className={holidayRow}>
            <TextField
              label={t('holidays.name')}
              value={draft.name}
              maxLength={100}
              onChange={(name) => setDraft((d) => ({ ...d, name }))}
            />
            <DateField
              label={t('holidays.date')}
              value={draft.date}
              onChange={(date) => {
                setDraftError(null);
                setDraft((d) => ({ ...d, date }));
              }}
              isInvalid={draftError !== null}
              errorMessage={draftError ?? undefined}
            />
            <div className={actions}>
              <Button variant="secondary" onPress={addHoliday}>
                {t('holidays.add')}
              </Button>
            </div>
          </div>
        </div>
      </Card>
      <div role="alert" className={alert}>
        {problem}
      </div>
      <SaveRow save={save} label={t('hours.save')} savedText={t('hours.saved')} />
    </Form>
  );
}
