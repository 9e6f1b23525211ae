import { useTranslation } from 'react-i18next';
import { useStatsLive } from '../../../data/stats.ts';
import { StatsFilterBar } from '../StatsFilterBar/StatsFilterBar.tsx';
import { LiveView } from './LiveView.tsx';
import { listHref, nowQueryOf } from './nowFilters.ts';
import { nowState, useNowScreen } from './useNowScreen.ts';

// spec §2.3 stats/live and /live (docs/stats.md "Dashboard and live"): GET v1/stats/live for the URL's accounts,
// companies and networks; the socket's changes (comments, chats, viewers, statuses) revalidate it, at most every few
// seconds (data/liveStatsRefresh.ts).
export function LiveScreen() {
  const { t } = useTranslation('stats');
  const { space, filters, timeZone, bar, statusLook } = useNowScreen();
  const answer = useStatsLive(space ? nowQueryOf(space.id, filters.lists, timeZone) : null);
  return (
    <LiveView
      data={nowState(answer, (live) => ({ live }), t('overall.error'))}
      filterBar={<StatsFilterBar {...bar} />}
      queueHref={(channel) => listHref(channel, channel === 'comments' ? 'new' : 'open', filters.lists)}
      statusLook={statusLook}
    />
  );
}
