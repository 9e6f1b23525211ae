import { useTranslation } from 'react-i18next';
import { STATS_LATE_GRACE_MIN } from '@console/api/contract';
import { useStatsWorkingHours } from '../../../data/stats.ts';
import { statsStateOf } from '../statsState.ts';
import { useStatsPage } from '../useStatsPage.tsx';
import { WorkingHoursView } from './WorkingHoursView.tsx';

// spec §2.3 /stats/users/workinghours (docs/stats.md "Screens", "Status time"): GET v1/stats/users/workinghours for the
// URL's period in the user's zone; `user_id[]` narrows the operators (the other filters do not apply to statuses).
export function WorkingHoursScreen() {
  const { t } = useTranslation('stats');
  const page = useStatsPage({ users: true, sources: false });
  const hours = useStatsWorkingHours(page.query);
  return (
    <WorkingHoursView
      data={statsStateOf(hours, { invalidPeriod: t('overall.invalidPeriod'), error: t('overall.error') }, (data) => ({
        hours: data,
      }))}
      filterBar={page.filterBar(page.members)}
      operatorName={page.nameOf}
      userHref={(id) => `/stats/users/${id}/workinghours?${page.search}`}
      lateGraceMin={STATS_LATE_GRACE_MIN}
    />
  );
}
