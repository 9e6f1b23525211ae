import { useTranslation } from 'react-i18next';
import { overallTable, STATS_COUNT_COLUMNS, STATS_OPERATOR_COLUMNS, type StatsCounts } from '@console/api/contract';
import { useStatsOverall, useStatsUser } from '../../../data/stats.ts';
import { channelDrillHref } from '../drill.ts';
import { statsStateOf } from '../statsState.ts';
import { useStatsPage } from '../useStatsPage.tsx';
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
  /**
   * stats/users/{id}: the figures are asked of GET v1/stats/users/{id}, whose 404 (a user not in the space) the page
   * says as "no such operator" without a retry; false: of GET v1/stats/overall. Default false.
   */
  byPath?: boolean;
}

/** The overall figures of the URL's period and filters, the team's or one operator's (docs/stats.md "Screens"). */
export function OverallPage({ title, operator, byPath = false }: OverallPageProps) {
  const { t } = useTranslation('stats');
  const page = useStatsPage({ users: true, operator });
  const { filters, timeZone } = page;
  const team = useStatsOverall(byPath ? null : page.query);
  const one = useStatsUser(byPath ? page.query : null, operator ?? 0);
  const overall = byPath ? one : team;
  const columns: readonly (keyof StatsCounts)[] = operator === null ? STATS_COUNT_COLUMNS : STATS_OPERATOR_COLUMNS;

  const headers = {
    date: t('overall.counts.date'),
    ...(Object.fromEntries(STATS_COUNT_COLUMNS.map((column) => [column, t(`overall.counts.${column}`)])) as Record<
      (typeof STATS_COUNT_COLUMNS)[number],
      string
    >),
  };
  const data: OverallData = statsStateOf(
    overall,
    { invalidPeriod: t('overall.invalidPeriod'), error: t('overall.error'), notFound: t('user.notFound') },
    (answer) => ({
      // One operator's page: the team's table would be their one row again.
      overall: operator === null ? answer : { ...answer, operators: null },
      // The same columns as the CSV export (contract csv.ts overallTable).
      perDay: overallTable(answer, headers, columns),
      columns,
      series: operator === null ? TEAM_SERIES : OPERATOR_SERIES,
    }),
  );
  // The team's figures come only to those with the stats or settings flag: the operator filter with them.
  const operators = overall.data?.operators && operator === null ? page.members : null;
  return (
    <OverallView
      data={data}
      title={title}
      filterBar={page.filterBar(operators)}
      drillHref={(event, channel, userId) =>
        channelDrillHref(
          event,
          filters.period,
          userId === undefined ? filters.lists : { ...filters.lists, user_id: [String(userId)] },
          timeZone,
          channel,
        )
      }
      operatorName={page.nameOf}
    />
  );
}
