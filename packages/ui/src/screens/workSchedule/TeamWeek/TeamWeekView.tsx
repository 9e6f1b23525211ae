import { useTranslation } from 'react-i18next';
import type { Absence, Shift, UserSchedule } from '@console/api/contract';
import { Link } from '../../../components/Link/Link.tsx';
import { StatusDot } from '../../../components/StatusDot/StatusDot.tsx';
import { wallTime } from '../../../format/wallClock.ts';
import type { WeekDay } from './weekDays.ts';
import {
  absence,
  dayCell,
  headCell,
  list,
  muted,
  nameCell,
  nameHeadCell,
  scroller,
  shift,
  shiftText,
  table,
  time,
} from './TeamWeekView.css.ts';

export interface TeamWeekViewProps {
  /** Each user's weekly grid and absences. */
  rows: readonly UserSchedule[];
  /** The workspace's user statuses: the status each shift sets, with its colour (spec §3 user status). */
  statuses: readonly { id: number; name: string; color: string }[];
  /** The days shown, Monday first. */
  week: readonly WeekDay[];
  /** Where a user's name leads (their grid, for the settings role); omitted: names are text. */
  userHref?: (userId: number) => string;
}

const absenceOn = (absences: readonly Absence[], date: string) =>
  absences.find((one) => one.starts_on <= date && date <= one.ends_on);

// The team's week (spec §2.4 users/workinghours): users down, days across; a day's shifts with their status colour,
// or the absence that takes them out.
export function TeamWeekView({ rows, statuses, week, userHref }: TeamWeekViewProps) {
  const { t, i18n } = useTranslation('workSchedule');
  const dayLabel = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const statusOf = (id: number) => statuses.find((status) => status.id === id);
  if (rows.every((row) => row.shifts.length === 0 && row.absences.length === 0)) {
    return <p className={muted}>{t('empty')}</p>;
  }
  const shiftLabel = (one: Shift) => `${wallTime(i18n.language, one.start)}–${wallTime(i18n.language, one.end)}`;
  return (
    <div className={scroller} tabIndex={0} role="region" aria-label={t('weekLabel')}>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col" className={nameHeadCell}>
              {t('user')}
            </th>
            {week.map((day) => (
              <th key={day.date} scope="col" className={headCell}>
                {dayLabel.format(new Date(`${day.date}T00:00:00Z`))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.user_id}>
              <th scope="row" className={nameCell}>
                {userHref ? <Link href={userHref(row.user_id)}>{row.name}</Link> : row.name}
              </th>
              {week.map((day) => {
                const away = absenceOn(row.absences, day.date);
                const shifts = row.shifts.filter((one) => one.weekday === day.weekday);
                return (
                  <td key={day.date} className={dayCell}>
                    {away ? (
                      <span className={absence}>{t(`kinds.${away.kind}`)}</span>
                    ) : shifts.length > 0 ? (
                      <ul className={list}>
                        {shifts.map((one) => {
                          const status = statusOf(one.status_id);
                          return (
                            <li key={one.start} className={shift}>
                              <StatusDot color={status?.color ?? ''} />
                              <span className={shiftText}>
                                <span className={time}>{shiftLabel(one)}</span> <span>{status?.name ?? ''}</span>
                              </span>
                            </li>
                          );
                        })}
                      </ul>
                    ) : (
                      <span className={muted}>{t('dayOff')}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
