import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { STATS_OPERATOR_COLUMNS, type StatsCounts } from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useConfig } from '../../../data/resources.ts';
import { useNow } from '../../../data/now.tsx';
import { useStatsOverall } from '../../../data/stats.ts';
import { useUsers } from '../../../data/users.ts';
import { useDates } from '../../../format/dates.tsx';
import { filterSources } from '../../profile/MySettings/formValues.ts';
import { drillHref } from '../drill.ts';
import { StatsFilterBar } from '../StatsFilterBar/StatsFilterBar.tsx';
import { statsSpace } from '../statsSpace.ts';
import {
  defaultStatsLists,
  readStatsFilters,
  statsQueryOf,
  todayIn,
  writeStatsFilters,
  type StatsFilters,
} from '../statsFilters.ts';
import { UsersView, type UsersData } from './UsersView.tsx';

const CLOSED_COLUMNS: readonly (keyof StatsCounts)[] = ['closed_with_reply', 'closed_without_reply'];

/** Which table: the team's figures (stats/users) or closed with and without a reply (stats/users/closed). */
export type UsersSection = 'all' | 'closed';

// spec §2.3 /stats/users, /stats/users/closed (docs/stats.md "Screens"): GET v1/stats/overall's team figures (`operators`)
// for the URL's period and filters in the user's zone; the route's gate is the team's flag.
function UsersPage({ section }: { section: UsersSection }) {
  const { t } = useTranslation('stats');
  const { t: shell } = useTranslation('shell');
  const [path, navigate] = useLocation();
  const search = useSearch();
  const config = useConfig();
  const objects = useObjectsWithTags();
  const users = useUsers();
  const { timeZone } = useDates();
  const today = todayIn(timeZone, useNow());
  const user = config.data?.user ?? null;
  const space = statsSpace(config.data, search);
  const defaults = useMemo(() => defaultStatsLists(user?.settings ?? null), [user]);
  const filters = useMemo(() => readStatsFilters(search, today, defaults), [search, today, defaults]);
  const overall = useStatsOverall(space ? statsQueryOf(space.id, filters, timeZone) : null);
  const setFilters = (next: StatsFilters) => navigate(`${path}?${writeStatsFilters(search, next)}`);

  const data: UsersData = overall.data
    ? { status: 'ready', operators: overall.data.operators ?? [] }
    : overall.error
      ? {
          status: 'error',
          message:
            overall.error.kind === 'http' && overall.error.status === 400
              ? t('overall.invalidPeriod')
              : (serverTextOf(overall.error) ?? t('overall.error')),
          onRetry: () => void overall.mutate(),
          retrying: overall.isValidating,
        }
      : { status: 'loading' };
  const names = new Map((users.data?.items ?? []).map((one) => [one.id, one.name]));
  const operators = (users.data?.items ?? [])
    .filter((one) => space && one.space_ids.includes(space.id))
    .map((one) => ({ id: one.id, label: one.name }));
  // An operator's own page keeps the period and the other filters, not the operators' filter (the route names one).
  const operatorSearch = writeStatsFilters(search, { ...filters, lists: { ...filters.lists, user_id: [] } });
  return (
    <UsersView
      data={data}
      title={shell(section === 'all' ? 'titles.statsUsers' : 'titles.statsUsersClosed')}
      columns={section === 'all' ? STATS_OPERATOR_COLUMNS : CLOSED_COLUMNS}
      withMedian={section === 'all'}
      filterBar={
        <StatsFilterBar
          filters={filters}
          today={today}
          onChange={setFilters}
          sources={objects.data && user ? filterSources(objects.data, user.settings.provider) : null}
          operators={operators}
        />
      }
      drillHref={(event, channel, userId) =>
        drillHref(event, filters.period, { ...filters.lists, user_id: [String(userId)] }, timeZone, channel)
      }
      operatorHref={(userId) => `/stats/users/${userId}?${operatorSearch}`}
      operatorName={(id) => names.get(id) ?? `#${id}`}
    />
  );
}

export function UsersScreen() {
  return <UsersPage section="all" />;
}

export function UsersClosedScreen() {
  return <UsersPage section="closed" />;
}
