import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { STATS_EXPORT_TABLES, STATS_TEAM_TABLES, type StatsExportTable } from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { useStatsExport } from '../../../data/statsExport.ts';
import { StatsFilterBar } from '../StatsFilterBar/StatsFilterBar.tsx';
import { writeStatsFilters, type StatsFilters } from '../statsFilters.ts';
import { useStatsPage } from '../useStatsPage.tsx';
import { ExportView } from './ExportView.tsx';

/** The URL's `table` when it is one the server registers (contract STATS_EXPORT_TABLES), else the overall table. */
export const exportTableOf = (search: string): StatsExportTable => {
  const asked = new URLSearchParams(search).get('table');
  return STATS_EXPORT_TABLES.find((table) => table === asked) ?? 'overall';
};

// spec §2.3 /stats/export (docs/stats.md "Export"): the table, period and filters are the URL's (a report links here
// with its own); Download asks POST v1/stats/export for a link and the browser follows it.
export function ExportScreen() {
  const { t } = useTranslation('stats');
  const [path, navigate] = useLocation();
  const search = useSearch();
  const page = useStatsPage({ users: true });
  const { filters, today, space, user } = page;
  const table = exportTableOf(search);
  const download = useStatsExport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const go = (next: URLSearchParams) => {
    setError(null);
    navigate(`${path}?${next.toString()}`);
  };
  const setFilters = (next: StatsFilters) => go(new URLSearchParams(writeStatsFilters(search, next)));
  const setTable = (next: string) => {
    const params = new URLSearchParams(search);
    params.set('table', next);
    go(params);
  };
  const onDownload = () => {
    if (!page.query) return;
    setBusy(true);
    setError(null);
    download({ table, ...page.query })
      .catch((failure: unknown) => setError(serverTextOf(failure) ?? t('export.failed')))
      .finally(() => setBusy(false));
  };
  // The team's figures (every operator's; the operators' filter) for the stats or settings flag (spec §6).
  const team = user !== null && (user.roles.stats || user.roles.settings);
  const operators = team ? page.members : null;
  return (
    <ExportView
      filterBar={
        <StatsFilterBar filters={filters} today={today} onChange={setFilters} sources={page.sources} operators={operators} />
      }
      tables={STATS_EXPORT_TABLES.filter((id) => team || !STATS_TEAM_TABLES.includes(id)).map((id) => ({
        id,
        label: t(`export.tables.${id}`),
      }))}
      table={table}
      onTable={setTable}
      fileName={`${table}_${filters.period.from}_${filters.period.to}.csv`}
      onDownload={onDownload}
      disabled={!space}
      busy={busy}
      error={error}
    />
  );
}
