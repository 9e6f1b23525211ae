import { useMemo, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { StatsQuery } from '@console/api/contract';
import { useObjectsWithTags } from '../../data/objects.ts';
import { useConfig } from '../../data/resources.ts';
import { useNow } from '../../data/now.tsx';
import { useDates } from '../../format/dates.tsx';
import { filterSources } from '../profile/MySettings/formValues.ts';
import { StatsFilterBar } from './StatsFilterBar/StatsFilterBar.tsx';
import { statsSpace } from './statsSpace.ts';
import {
  defaultStatsLists,
  readStatsFilters,
  statsQueryOf,
  todayIn,
  writeStatsFilters,
  type StatsFilters,
} from './statsFilters.ts';

export interface StatsPage {
  filters: StatsFilters;
  timeZone: string;
  /** The API query of the URL's period and filters (null until the user's space is known). */
  query: StatsQuery | null;
  /** The period and filter bar, without the operators' picker (an answer without the team's figures). */
  filterBar: ReactNode;
}

// docs/stats.md "Screens": what every stats screen reads first, as /stats/overall does: the space, the URL's period and
// filters in the user's zone (statsFilters.ts), and the bar that writes them back to the URL.
export function useStatsPage(): StatsPage {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const config = useConfig();
  const objects = useObjectsWithTags();
  const { timeZone } = useDates();
  const today = todayIn(timeZone, useNow());
  const user = config.data?.user ?? null;
  const space = statsSpace(config.data, search);
  const defaults = useMemo(() => defaultStatsLists(user?.settings ?? null), [user]);
  const filters = useMemo(() => readStatsFilters(search, today, defaults), [search, today, defaults]);
  const spaceId = space?.id ?? null;
  const query = useMemo(() => (spaceId === null ? null : statsQueryOf(spaceId, filters, timeZone)), [spaceId, filters, timeZone]);
  return {
    filters,
    timeZone,
    query,
    filterBar: (
      <StatsFilterBar
        filters={filters}
        today={today}
        onChange={(next) => navigate(`${path}?${writeStatsFilters(search, next)}`)}
        sources={objects.data && user ? filterSources(objects.data, user.settings.provider) : null}
        operators={null}
      />
    ),
  };
}
