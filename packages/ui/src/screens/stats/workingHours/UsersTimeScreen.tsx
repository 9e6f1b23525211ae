import { useTranslation } from 'react-i18next';
import { usersTimeTable } from '@console/api/contract';
import { useStatsUsersTime } from '../../../data/stats.ts';
import { StatsFilterBar } from '../StatsFilterBar/StatsFilterBar.tsx';
import { stateOf } from './stateOf.ts';
import { useStatsPage } from './useStatsPage.ts';
import { UsersTimeView } from './UsersTimeView.tsx';

const COLUMNS = ['user', 'online_min', 'working_min'] as const;

// spec §2.3 /stats/userstime (docs/stats.md "Screens", "Status time"): GET v1/stats/userstime for the URL's period in
// the user's zone; `user_id[]` narrows the members.
export function UsersTimeScreen() {
  const { t } = useTranslation('stats');
  const page = useStatsPage();
  const time = useStatsUsersTime(page.query);
  const headers = Object.fromEntries(COLUMNS.map((column) => [column, t(`usersTime.columns.${column}`)])) as Record<
    (typeof COLUMNS)[number],
    string
  >;
  return (
    <UsersTimeView
      data={stateOf(time, { invalidPeriod: t('overall.invalidPeriod'), error: t('overall.error') }, (data) => ({
        // The same rows as the CSV export (contract usersTimeTable).
        perOperator: usersTimeTable(data, headers, { user: page.nameOf }),
      }))}
      filterBar={
        <StatsFilterBar
          filters={page.filters}
          today={page.today}
          onChange={page.setFilters}
          sources={null}
          operators={page.operators}
        />
      }
    />
  );
}
