import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIORITIES, type Issue } from '@console/api/contract';
import type { IssueChange } from '../../../../data/issue.ts';
import { Button } from '../../../../components/Button/Button.tsx';
import { DateField } from '../../../../components/DateField/DateField.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { TimeField } from '../../../../components/TimeField/TimeField.tsx';
import { column, row } from '../../../inbox/parts/detail.css.ts';
import { visuallyHidden } from '../../../../theme/visuallyHidden.css.ts';
import { dueSeconds, wallDue } from '../dueTime.ts';

type Named = { id: number; name: string };
const NONE = 'none';

export interface IssueControlsProps {
  issue: Issue;
  /** The space's statuses and the closing ones, with their labels (issues namespace `status.*`, else the raw name). */
  statuses: readonly { id: string; label: string }[];
  members: readonly Named[];
  departments: readonly Named[];
  /** The user's effective time zone: the due date is typed on its wall clock. */
  timeZone: string;
  onChange: (change: IssueChange) => Promise<boolean>;
}

// Status, priority, department, assignee and due date (docs/issues.md PATCH); read only and analyst get none.
export function IssueControls({ issue, statuses, members, departments, timeZone, onChange }: IssueControlsProps) {
  const { t } = useTranslation('issues');
  const shownStatuses = statuses.some((one) => one.id === issue.status)
    ? statuses
    : [...statuses, { id: issue.status, label: t(`status.${issue.status}` as 'status.new', { defaultValue: issue.status }) }];
  const withCurrent = (list: readonly Named[], current: Named | null) =>
    current && !list.some((one) => one.id === current.id) ? [...list, current] : list;
  const people = withCurrent(members, issue.assignee);
  const departmentsShown =
    issue.department_id !== null && !departments.some((one) => one.id === issue.department_id)
      ? [...departments, { id: issue.department_id, name: `#${issue.department_id}` }]
      : departments;
  return (
    <section className={column} aria-labelledby="issue-controls-title">
      <h2 id="issue-controls-title" className={visuallyHidden}>
        {t('page.controls')}
      </h2>
      <Select
        label={t('page.fields.status')}
        options={shownStatuses}
        value={issue.status}
        onChange={(status) => void onChange({ status })}
      />
      <Select
        label={t('page.fields.priority')}
        options={PRIORITIES.map((id) => ({ id, label: t(`page.priorities.${id}`) }))}
        value={issue.priority}
        onChange={(priority) => void onChange({ priority })}
      />
      <Select<string>
        label={t('page.fields.assignee')}
        options={[{ id: NONE, label: t('page.nobody') }, ...people.map((one) => ({ id: String(one.id), label: one.name }))]}
        value={issue.assignee ? String(issue.assignee.id) : NONE}
        onChange={(value) => void onChange({ assignee_id: value === NONE ? null : Number(value) })}
      />
      <Select<string>
        label={t('page.fields.department')}
        options={[
          { id: NONE, label: t('page.noDepartment') },
          ...departmentsShown.map((one) => ({ id: String(one.id), label: one.name })),
        ]}
        value={issue.department_id === null ? NONE : String(issue.department_id)}
        onChange={(value) => void onChange({ department_id: value === NONE ? null : Number(value) })}
      />
      <DueEditor key={`${issue.due_at ?? 0}:${timeZone}`} dueAt={issue.due_at} timeZone={timeZone} onChange={onChange} />
    </section>
  );
}

function DueEditor({
  dueAt,
  timeZone,
  onChange,
}: {
  dueAt: number | null;
  timeZone: string;
  onChange: (change: IssueChange) => Promise<boolean>;
}) {
  const { t } = useTranslation('issues');
  const initial = dueAt === null ? { day: '', time: '' } : wallDue(dueAt, timeZone);
  const [day, setDay] = useState(initial.day);
  const [time, setTime] = useState(initial.time);
  const seconds = day ? dueSeconds({ day, time: time || '00:00' }, timeZone) : null;
  const changed = day !== initial.day || time !== initial.time;
  return (
    <form
      className={column}
      aria-label={t('page.fields.dueDay')}
      onSubmit={(event) => {
        event.preventDefault();
        if (seconds !== null && seconds > 0) void onChange({ due_at: seconds });
      }}
    >
      <div className={row}>
        <DateField label={t('page.fields.dueDay')} value={day} onChange={setDay} />
        <TimeField label={t('page.fields.dueTime')} value={time} onChange={setTime} />
      </div>
      <div className={row}>
        {changed && seconds !== null ? <Button type="submit">{t('page.save')}</Button> : null}
        {dueAt !== null ? (
          <Button variant="secondary" onPress={() => void onChange({ due_at: null })}>
            {t('page.clearDue')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
