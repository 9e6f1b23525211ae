import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsWorkingHours, WorkingHoursDay } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { Chart, type ChartTable } from '../../../components/Chart/index.ts';
import { table as tableClass } from '../../../components/Chart/Chart.css.ts';
import { StatsFrame, type StatsState } from '../StatsFrame/StatsFrame.tsx';
import { hoursText, minutesText, percentText } from './format.ts';
import { totals } from '../overall/OverallView.css.ts';
import * as css from './WorkingHoursView.css.ts';

export type UserWorkingHoursData = StatsState<{
  hours: StatsWorkingHours;
  /** The per-day table as the CSV export writes it (contract workingHoursTable), for the chart and its table view. */
  perDay: ChartTable;
}>;

export interface UserWorkingHoursViewProps {
  data: UserWorkingHoursData;
  /** The operator's name; null while the members load. */
  operatorName: string | null;
  filterBar: ReactNode;
  /** Minutes after the planned start a start counts as late (contract STATS_LATE_GRACE_MIN). */
  lateGraceMin: number;
}

function Totals({ hours }: { hours: StatsWorkingHours }) {
  const { t, i18n } = useTranslation('stats');
  const total = hours.users[0];
  const figures = [
    [t('workingHours.planned'), hoursText(total?.planned_min ?? 0, i18n.language)],
    [t('workingHours.worked'), hoursText(total?.worked_min ?? 0, i18n.language)],
    [t('workingHours.adherence'), percentText(total?.adherence_pct ?? null, i18n.language, t('workingHours.none'))],
    [t('workingHours.lateStarts'), new Intl.NumberFormat(i18n.language).format(total?.late_starts ?? 0)],
  ] as const;
  return (
    <ul className={totals}>
      {figures.map(([label, value]) => (
        <li key={label}>
          <Card className={css.figure}>
            <span className={css.figureLabel}>{label}</span>
            <span className={css.figureValue}>{value}</span>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Days({ days, lateGraceMin }: { days: readonly WorkingHoursDay[]; lateGraceMin: number }) {
  const { t, i18n } = useTranslation('stats');
  const date = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const shown = days.filter((day) => day.planned_min > 0 || day.worked_min > 0);
  return (
    <Card as="section" aria-labelledby="stats-working-days" className={css.section}>
      <h2 id="stats-working-days" className={css.sectionTitle}>
        {t('workingHours.days')}
      </h2>
      <div className={css.tableBox}>
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col">{t('workingHours.columns.date')}</th>
              <th scope="col">{t('workingHours.planned')}</th>
              <th scope="col">{t('workingHours.worked')}</th>
              <th scope="col">{t('workingHours.adherence')}</th>
              <th scope="col">{t('workingHours.columns.late_start_min')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((day) => (
              <tr key={day.date}>
                <th scope="row">{date.format(Date.parse(`${day.date}T00:00:00Z`))}</th>
                <td>{hoursText(day.planned_min, i18n.language)}</td>
                <td>{hoursText(day.worked_min, i18n.language)}</td>
                <td>{percentText(day.adherence_pct, i18n.language, t('workingHours.none'))}</td>
                <td>
                  {day.late_start_min === null ? t('workingHours.none') : minutesText(day.late_start_min, i18n.language)}
                  {day.late_start_min !== null && day.late_start_min > lateGraceMin ? (
                    <span className={css.late}>{t('workingHours.late')}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={css.note}>{t('workingHours.lateNote', { count: lateGraceMin })}</p>
    </Card>
  );
}

// spec §2.3 /stats/users/{id}/workinghours (docs/stats.md "Status time"): one operator over the period: the totals,
// planned against worked per day (bars, with the table the export writes), and each working day's adherence and late
// start. The top bar's back arrow (spec §2.5) leads back.
export function UserWorkingHoursView({ data, operatorName, filterBar, lateGraceMin }: UserWorkingHoursViewProps) {
  const { t } = useTranslation(['shell', 'stats']);
  return (
    <StatsFrame
      title={t('shell:titles.statsUsersUserWorkinghours')}
      subtitle={operatorName ? <bdi>{operatorName}</bdi> : null}
      filterBar={filterBar}
      data={data}
    >
      {({ hours, perDay }) => (
        <>
          <Totals hours={hours} />
          <Card>
            <Chart
              title={t('stats:workingHours.perDay')}
              table={perDay}
              series={[
                { column: 2, kind: 'bar', tone: 'info' },
                { column: 3, kind: 'bar', tone: 'success' },
              ]}
            />
          </Card>
          {hours.days.some((day) => day.planned_min > 0 || day.worked_min > 0) ? (
            <Days days={hours.days} lateGraceMin={lateGraceMin} />
          ) : (
            <p className={css.note}>{t('stats:workingHours.nothing')}</p>
          )}
        </>
      )}
    </StatsFrame>
  );
}
