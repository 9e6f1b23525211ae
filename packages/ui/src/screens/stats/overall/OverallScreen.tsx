import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { overallTable, STATS_COUNT_COLUMNS } from '@console/api/contract';
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
import { OverallView, type OverallData } from './OverallView.tsx';

// spec §2.3 /stats/overall (docs/stats.md "Screens"): GET v1/stats/overall for the URL's period and filters in the user's zone.
export function OverallScreen() {
  const { t } = useTranslation('stats');
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

  const headers = {
    date: t('overall.counts.date'),
    ...(Object.fromEntries(STATS_COUNT_COLUMNS.map((column) => [column, t(`overall.counts.${column}`)])) as Record<
      (typeof STATS_COUNT_COLUMNS)[number],
      string
    >),
  };
  const data: OverallData = overall.data
    ? {
        status: 'ready',
        overall: overall.data,
        // The same columns as the CSV export (contract csv.ts overallTable).
        perDay: overallTable(overall.data, headers),
        columns: STATS_COUNT_COLUMNS,
      }
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
  // The team's figures come only to those with the stats or settings flag: the operator filter with them.
  const operators = overall.data?.operators
    ? (users.data?.items ?? [])
        .filter((one) => space && one.space_ids.includes(space.id))
        .map((one) => ({ id: one.id, label: one.name }))
    : null;
  return (
    <OverallView
      data={data}
      filterBar={
        <StatsFilterBar
          filters={filters}
          today={today}
          onChange={setFilters}
          sources={objects.data && user ? filterSources(objects.data, user.settings.provider) : null}
          operators={operators}
        />
      }
      drillHref={(event, userId) =>
        drillHref(
          event,
          filters.period,
          userId === undefined ? filters.lists : { ...filters.lists, user_id: [String(userId)] },
          timeZone,
        )
      }
      operatorName={(id) => names.get(id) ?? `#${id}`}
    />
  );
}
