import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { STATS_LATE_GRACE_MIN, workingHoursTable } from '@console/api/contract';
import { useStatsWorkingHours } from '../../../data/stats.ts';
import { statsStateOf } from '../statsState.ts';
import { useStatsPage } from '../useStatsPage.tsx';
import { UserWorkingHoursView } from './UserWorkingHoursView.tsx';

const COLUMNS = ['date', 'user', 'planned_min', 'worked_min', 'adherence_pct', 'late_start_min'] as const;

// spec §2.3 /stats/users/{id}/workinghours (docs/stats.md "Screens", "Status time"): one operator's plan against their
// status time per day, for the URL's period in the user's zone. The operator filter does not apply: the page is theirs.
export function UserWorkingHoursScreen() {
  const { t } = useTranslation('stats');
  const { id } = useParams<{ id: string }>();
  const userId = /^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : null;
  const page = useStatsPage({ users: true, sources: false });
  const hours = useStatsWorkingHours(userId === null ? null : page.query, userId ?? undefined);
  const headers = Object.fromEntries(COLUMNS.map((column) => [column, t(`workingHours.columns.${column}`)])) as Record<
    (typeof COLUMNS)[number],
    string
  >;
  return (
    <UserWorkingHoursView
      data={statsStateOf(hours, { invalidPeriod: t('overall.invalidPeriod'), error: t('overall.error') }, (data) => ({
        hours: data,
        // The same columns as the CSV export (contract workingHoursTable).
        perDay: workingHoursTable(data, headers, { user: page.nameOf }),
      }))}
      operatorName={userId === null ? null : page.nameOf(userId)}
      filterBar={page.filterBar()}
      lateGraceMin={STATS_LATE_GRACE_MIN}
    />
  );
}
