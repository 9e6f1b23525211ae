import { useTranslation } from 'react-i18next';
import { STATS_COUNT_COLUMNS } from '@console/api/contract';
import { useStatsDashboard } from '../../../data/stats.ts';
import { drillHref } from '../drill.ts';
import { statsStateOf } from '../statsState.ts';
import { useStatsPage } from '../useStatsPage.tsx';
import { DashboardView } from './DashboardView.tsx';
import { listHref } from './nowFilters.ts';
import { useStatusLook } from './statusLook.ts';

// spec §2.3 stats/dashboard and /dashboard (docs/stats.md "Dashboard and live"): GET v1/stats/dashboard for the URL's
// accounts, companies and networks in the user's zone; the socket's changes revalidate it (data/liveStatsRefresh.ts).
export function DashboardScreen() {
  const { t } = useTranslation('stats');
  const page = useStatsPage({ now: true });
  const { filters, timeZone } = page;
  const statusLook = useStatusLook();
  const answer = useStatsDashboard(page.nowQuery);
  const today = answer.data ? { from: answer.data.today, to: answer.data.today } : null;
  return (
    <DashboardView
      data={statsStateOf(answer, { error: t('overall.error') }, (dashboard) => ({ dashboard, columns: STATS_COUNT_COLUMNS }))}
      filterBar={page.filterBar()}
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
