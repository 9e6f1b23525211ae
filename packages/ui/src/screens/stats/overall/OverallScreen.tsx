import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { overallTable, STATS_COUNT_COLUMNS, STATS_OPERATOR_COLUMNS, type StatsCounts } from '@console/api/contract';
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
import type { ChartSeries } from '../../../components/Chart/Chart.tsx';
import { OverallView, type OverallData } from './OverallView.tsx';

// The chart's series over overallTable's columns (the date first): the team's, and one operator's (no received).
const TEAM_SERIES: readonly ChartSeries[] = [
  { column: 1, kind: 'bar', tone: 'accent' },
  { column: 3, kind: 'line', tone: 'success' },
  { column: 5, kind: 'line', tone: 'warning' },
];
const OPERATOR_SERIES: readonly ChartSeries[] = [
  { column: 1, kind: 'bar', tone: 'accent' },
  { column: 2, kind: 'line', tone: 'success' },
  { column: 4, kind: 'line', tone: 'warning' },
];

// spec §2.3 /stats/overall (docs/stats.md "Screens"): GET v1/stats/overall for the URL's period and filters in the user's zone.
export function OverallScreen() {
  const { t: shell } = useTranslation('shell');
  return <OverallPage title={shell('titles.statsOverall')} operator={null} />;
}

export interface OverallPageProps {
  title: string;
  /**
   * One operator's figures (stats/users/{id}, stats/my): `user_id[]` is theirs whatever the URL says; null: the team's;
   * undefined: the operator is not known yet (the caller's config is loading), nothing is asked.
   */
  operator: number | null | undefined;
}

/** The overall figures of the URL's period and filters, the team's or one operator's (docs/stats.md "Screens"). */
export function OverallPage({ title, operator }: OverallPageProps) {
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
  const filters = useMemo(() => {
    const read = readStatsFilters(search, today, defaults);
    return operator === null || operator === undefined
      ? read
      : { ...read, lists: { ...read.lists, user_id: [String(operator)] } };
  }, [search, today, defaults, operator]);
  const overall = useStatsOverall(space && operator !== undefined ? statsQueryOf(space.id, filters, timeZone) : null);
  const columns: readonly (keyof StatsCounts)[] = operator === null ? STATS_COUNT_COLUMNS : STATS_OPERATOR_COLUMNS;
  // One operator's page keeps its operator out of the URL (the route names them).
  const setFilters = (next: StatsFilters) =>
    navigate(
      `${path}?${writeStatsFilters(search, operator === null ? next : { ...next, lists: { ...next.lists, user_id: [] } })}`,
    );

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
        // One operator's page: the team's table would be their one row again.
        overall: operator === null ? overall.data : { ...overall.data, operators: null },
        // The same columns as the CSV export (contract csv.ts overallTable).
        perDay: overallTable(overall.data, headers, columns),
        columns,
        series: operator === null ? TEAM_SERIES : OPERATOR_SERIES,
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
  const operators =
    overall.data?.operators && operator === null
      ? (users.data?.items ?? [])
          .filter((one) => space && one.space_ids.includes(space.id))
          .map((one) => ({ id: one.id, label: one.name }))
      : null;
  return (
    <OverallView
      data={data}
      title={title}
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
        drillHref(
          event,
          filters.period,
          userId === undefined ? filters.lists : { ...filters.lists, user_id: [String(userId)] },
          timeZone,
          channel,
        )
      }
      operatorName={(id) => names.get(id) ?? `#${id}`}
    />
  );
}
