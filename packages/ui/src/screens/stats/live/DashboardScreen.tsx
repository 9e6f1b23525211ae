import { useTranslation } from 'react-i18next';
import { STATS_COUNT_COLUMNS } from '@console/api/contract';
import { useStatsDashboard } from '../../../data/stats.ts';
import { drillHref } from '../drill.ts';
import { StatsFilterBar } from '../StatsFilterBar/StatsFilterBar.tsx';
import { DashboardView } from './DashboardView.tsx';
import { listHref, nowQueryOf } from './nowFilters.ts';
import { nowState, useNowScreen } from './useNowScreen.ts';

// spec §2.3 stats/dashboard and /dashboard (docs/stats.md "Dashboard and live"): GET v1/stats/dashboard for the URL's
// accounts, companies and networks in the user's zone; the socket's changes revalidate it (data/liveStatsRefresh.ts).
export function DashboardScreen() {
  const { t } = useTranslation('stats');
  const { space, filters, timeZone, bar, statusLook } = useNowScreen();
  const answer = useStatsDashboard(space ? nowQueryOf(space.id, filters.lists, timeZone) : null);
  const today = answer.data ? { from: answer.data.today, to: answer.data.today } : null;
  return (
    <DashboardView
      data={nowState(answer, (dashboard) => ({ dashboard, columns: STATS_COUNT_COLUMNS }), t('overall.error'))}
      filterBar={<StatsFilterBar {...bar} />}
      listHref={(channel, counter) => listHref(channel, counter, filters.lists)}
      drillHref={(event, userId) =>
        drillHref(
          event,
          today ?? { from: '', to: '' },
          userId === undefined ? filters.lists : { ...filters.lists, user_id: [String(userId)] },
          answer.data?.time_zone ?? timeZone,
        )
      }
      statusLook={statusLook}
    />
  );
}
