import { useConfig } from '../../../data/index.ts';
import { useLiveCounts } from '../../../data/live.ts';
import { visibleGroups } from '../../layout/sectionGroups.ts';
import { STATS_GROUPS, statsCounts } from './statsSections.ts';
import { StatsHomeView, type StatsHomeData } from './StatsHomeView.tsx';

// spec §2.3 '' (stats-items): the sections this user may open (gates of §2.5/§6), the counts, the spaces.
export function StatsHomeScreen() {
  const config = useConfig();
  const counts = useLiveCounts();

  // Data already shown stays on screen when a later revalidation fails.
  const data: StatsHomeData = config.data
    ? {
        status: 'ready',
        userName: config.data.user.name,
        groups: visibleGroups(STATS_GROUPS, config.data),
        // The polled counts when they run (spec §7), else those the config carries (spec §3).
        counts: statsCounts(config.data, counts.data ?? config.data),
        spaces: config.data.spaces,
        now: Date.now(),
      }
    : config.error
      ? { status: 'error', onRetry: () => void config.mutate(), retrying: config.isValidating }
      : { status: 'loading' };

  return <StatsHomeView {...data} />;
}
