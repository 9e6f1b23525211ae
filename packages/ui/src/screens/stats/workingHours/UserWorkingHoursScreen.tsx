import { useTranslation } from 'react-i18next';
import { STATS_LATE_GRACE_MIN, workingHoursTable } from '@console/api/contract';
import { useStatsWorkingHours } from '../../../data/stats.ts';
import { OperatorRoute } from '../OperatorRoute.tsx';
import { statsStateOf } from '../statsState.ts';
import { useStatsPage } from '../useStatsPage.tsx';
import { UserWorkingHoursView } from './UserWorkingHoursView.tsx';

const COLUMNS = ['date', 'user', 'planned_min', 'worked_min', 'adherence_pct', 'late_start_min'] as const;

// spec §2.3 /stats/users/{id}/workinghours (docs/stats.md "Screens", "Status time"): one operator's plan against their
// status time per day, for the URL's period in the user's zone. The operator filter does not apply: the page is theirs.
export function UserWorkingHoursScreen() {
  return <OperatorRoute>{(userId) => <UserWorkingHours userId={userId} />}</OperatorRoute>;
}

function UserWorkingHours({ userId }: { userId: number }) {
  const { t } = useTranslation('stats');
  const page = useStatsPage({ users: true, sources: false });
  const hours = useStatsWorkingHours(page.query, userId);
  const headers = Object.fromEntries(COLUMNS.map((column) => [column, t(`workingHours.columns.${column}`)])) as Record<
    (typeof COLUMNS)[number],
    string
  >;
  return (
    <UserWorkingHoursView
      data={statsStateOf(
        hours,
        // An operator not in the space (or another workspace's): the server's 404.
        { invalidPeriod: t('overall.invalidPeriod'), error: t('overall.error'), notFound: t('user.notFound') },
        (data) => ({
          hours: data,
          // The same columns as the CSV export (contract workingHoursTable).
          perDay: workingHoursTable(data, headers, { user: page.nameOf }),
        }),
      )}
      operatorName={page.names.has(userId) ? page.nameOf(userId) : null}
      filterBar={page.filterBar()}
      lateGraceMin={STATS_LATE_GRACE_MIN}
    />
  );
}
