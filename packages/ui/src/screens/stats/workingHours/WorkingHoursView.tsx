import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsWorkingHours, WorkingHoursTotal } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { table as tableClass } from '../../../components/Chart/Chart.css.ts';
import { Link } from '../../../components/Link/Link.tsx';
import { StatsFrame, type StatsState } from '../StatsFrame/StatsFrame.tsx';
import { hoursText, percentText } from './format.ts';
import * as css from './WorkingHoursView.css.ts';

export type WorkingHoursData = StatsState<{ hours: StatsWorkingHours }>;

export interface WorkingHoursViewProps {
  data: WorkingHoursData;
  /** The period and filter bar (StatsFilterBar). */
  filterBar: ReactNode;
  /** An operator's name by id (the space's users); their id when unknown. */
  operatorName: (id: number) => string;
  /** The operator's own page, /stats/users/{id}/workinghours with the same period. */
  userHref: (id: number) => string;
  /** Minutes after the planned start a start counts as late (contract STATS_LATE_GRACE_MIN). */
  lateGraceMin: number;
}

function Operators({
  users,
  ...props
}: { users: readonly WorkingHoursTotal[] } & Omit<WorkingHoursViewProps, 'data' | 'filterBar'>) {
  const { t, i18n } = useTranslation('stats');
  const number = new Intl.NumberFormat(i18n.language);
  // Members with neither a plan nor working time in the period are left out (the export keeps them, with zeros).
  const rows = users
    .filter((row) => row.planned_min > 0 || row.worked_min > 0)
    .sort((a, b) => props.operatorName(a.user_id).localeCompare(props.operatorName(b.user_id), i18n.language));
  return (
    <Card as="section" aria-labelledby="stats-working-operators" className={css.section}>
      <h2 id="stats-working-operators" className={css.sectionTitle}>
        {t('workingHours.perOperator')}
      </h2>
      <div className={css.tableBox}>
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col">{t('workingHours.operator')}</th>
              <th scope="col">{t('workingHours.planned')}</th>
              <th scope="col">{t('workingHours.worked')}</th>
              <th scope="col">{t('workingHours.adherence')}</th>
              <th scope="col">{t('workingHours.lateStarts')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.user_id}>
                <th scope="row">
                  <Link href={props.userHref(row.user_id)}>
                    <bdi>{props.operatorName(row.user_id)}</bdi>
                  </Link>
                </th>
                <td>{hoursText(row.planned_min, i18n.language)}</td>
                <td>{hoursText(row.worked_min, i18n.language)}</td>
                <td>{percentText(row.adherence_pct, i18n.language, t('workingHours.none'))}</td>
                <td>{number.format(row.late_starts)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={css.note}>{t('workingHours.lateNote', { count: props.lateGraceMin })}</p>
    </Card>
  );
}

// spec §2.3 /stats/users/workinghours (docs/stats.md "Status time"): per operator over the period, the planned hours
// of their schedule, the hours worked (in statuses counted as working), the adherence and the late starts; each
// operator opens their own page, per day.
export function WorkingHoursView({ data, filterBar, ...props }: WorkingHoursViewProps) {
  const { t } = useTranslation(['shell', 'stats']);
  return (
    <StatsFrame title={t('shell:titles.statsUsersWorkinghours')} subtitle={null} filterBar={filterBar} data={data}>
      {({ hours }) =>
        hours.users.some((row) => row.planned_min > 0 || row.worked_min > 0) ? (
          <Operators users={hours.users} {...props} />
        ) : (
          <p className={css.note}>{t('stats:workingHours.nothing')}</p>
        )
      }
    </StatsFrame>
  );
}
