import { useTranslation } from 'react-i18next';
import { usersTimeTable } from '@console/api/contract';
import { useStatsUsersTime } from '../../../data/stats.ts';
import { statsStateOf } from '../statsState.ts';
import { useStatsPage } from '../useStatsPage.tsx';
import { UsersTimeView } from './UsersTimeView.tsx';

const COLUMNS = ['user', 'online_min', 'working_min'] as const;

// spec §2.3 /stats/userstime (docs/stats.md "Screens", "Status time"): GET v1/stats/userstime for the URL's period in
// the user's zone; `user_id[]` narrows the members.
export function UsersTimeScreen() {
  const { t } = useTranslation('stats');
  const page = useStatsPage({ users: true, sources: false });
  const time = useStatsUsersTime(page.query);
  const headers = Object.fromEntries(COLUMNS.map((column) => [column, t(`usersTime.columns.${column}`)])) as Record<
    (typeof COLUMNS)[number],
    string
  >;
  return (
    <UsersTimeView
      data={statsStateOf(time, { invalidPeriod: t('overall.invalidPeriod'), error: t('overall.error') }, (data) => ({
        // The same rows as the CSV export (contract usersTimeTable).
        perOperator: usersTimeTable(data, headers, { user: page.nameOf }),
      }))}
      filterBar={page.filterBar(page.members)}
    />
  );
}
