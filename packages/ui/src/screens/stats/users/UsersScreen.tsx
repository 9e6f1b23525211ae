import { useTranslation } from 'react-i18next';
import { STATS_OPERATOR_COLUMNS, type StatsCounts } from '@console/api/contract';
import { useStatsOverall } from '../../../data/stats.ts';
import { channelDrillHref } from '../drill.ts';
import { writeStatsFilters } from '../statsFilters.ts';
import { statsStateOf } from '../statsState.ts';
import { useStatsPage } from '../useStatsPage.tsx';
import { UsersView, type UsersData } from './UsersView.tsx';

const CLOSED_COLUMNS: readonly (keyof StatsCounts)[] = ['closed_with_reply', 'closed_without_reply'];

/** Which table: the team's figures (stats/users) or closed with and without a reply (stats/users/closed). */
export type UsersSection = 'all' | 'closed';

// spec §2.3 /stats/users, /stats/users/closed (docs/stats.md "Screens"): GET v1/stats/overall's team figures (`operators`)
// for the URL's period and filters in the user's zone; the route's gate is the team's flag.
function UsersPage({ section }: { section: UsersSection }) {
  const { t } = useTranslation('stats');
  const { t: shell } = useTranslation('shell');
  const page = useStatsPage({ users: true });
  const { filters, timeZone } = page;
  const overall = useStatsOverall(page.query);

  const data: UsersData = statsStateOf(
    overall,
    { invalidPeriod: t('overall.invalidPeriod'), error: t('overall.error') },
    (answer) => ({ operators: answer.operators ?? [] }),
  );
  // An operator's own page keeps the period and the other filters, not the operators' filter (the route names one).
  const operatorSearch = writeStatsFilters(page.search, { ...filters, lists: { ...filters.lists, user_id: [] } });
  return (
    <UsersView
      data={data}
      title={shell(section === 'all' ? 'titles.statsUsers' : 'titles.statsUsersClosed')}
      columns={section === 'all' ? STATS_OPERATOR_COLUMNS : CLOSED_COLUMNS}
      withMedian={section === 'all'}
      filterBar={page.filterBar(page.members)}
      drillHref={(event, channel, userId) =>
        channelDrillHref(event, filters.period, { ...filters.lists, user_id: [String(userId)] }, timeZone, channel)
      }
      operatorHref={(userId) => `/stats/users/${userId}?${operatorSearch}`}
      operatorName={page.nameOf}
    />
  );
}

export function UsersScreen() {
  return <UsersPage section="all" />;
}

export function UsersClosedScreen() {
  return <UsersPage section="closed" />;
}
