import { useTranslation } from 'react-i18next';
import { useStatsLive } from '../../../data/stats.ts';
import { statsStateOf } from '../statsState.ts';
import { useStatsPage } from '../useStatsPage.tsx';
import { LiveView } from './LiveView.tsx';
import { listHref } from './nowFilters.ts';
import { useStatusLook } from './statusLook.ts';

// spec §2.3 stats/live and /live (docs/stats.md "Dashboard and live"): GET v1/stats/live for the URL's accounts,
// companies and networks; the socket's changes (comments, chats, viewers, statuses) revalidate it, at most every few
// seconds (data/liveStatsRefresh.ts).
export function LiveScreen() {
  const { t } = useTranslation('stats');
  const page = useStatsPage({ now: true });
  const { filters } = page;
  const statusLook = useStatusLook();
  const answer = useStatsLive(page.nowQuery);
  return (
    <LiveView
      data={statsStateOf(answer, { error: t('overall.error') }, (live) => ({ live }))}
      filterBar={page.filterBar()}
      queueHref={(channel) => listHref(channel, channel === 'comments' ? 'new' : 'open', filters.lists)}
      statusLook={statusLook}
    />
  );
}
