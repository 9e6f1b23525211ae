import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { STATS_EXPORT_TABLES, STATS_TEAM_TABLES, type StatsExportTable } from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useConfig } from '../../../data/resources.ts';
import { useStatsTable } from '../../../data/stats.ts';
import { useStatsExport } from '../../../data/statsExport.ts';
import { weekdayName } from '../hours/weekdays.ts';
import { StatsFilterBar } from '../StatsFilterBar/StatsFilterBar.tsx';
import { writeStatsFilters, type StatsFilters } from '../statsFilters.ts';
import { statsStateOf } from '../statsState.ts';
import { useStatsPage } from '../useStatsPage.tsx';
import { ExportView, type ExportPreview } from './ExportView.tsx';
import { PREVIEW_KINDS, PREVIEW_ROWS, previewRows, previewTableOf, type PreviewNames } from './previewTable.ts';

/** The URL's `table` when it is one the server registers (contract STATS_EXPORT_TABLES), else the overall table. */
export const exportTableOf = (search: string): StatsExportTable => {
  const asked = new URLSearchParams(search).get('table');
  return STATS_EXPORT_TABLES.find((table) => table === asked) ?? 'overall';
};

// spec §2.3 /stats/export (docs/stats.md "Export"): the table, period and filters are the URL's (a report links here
// with its own); Download asks POST v1/stats/export for a link and the browser follows it.
export function ExportScreen() {
  const { t, i18n } = useTranslation(['stats', 'items']);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const page = useStatsPage({ users: true });
  const { filters, today, space, user } = page;
  const table = exportTableOf(search);
  const download = useStatsExport();
  const answer = useStatsTable(table, page.query);
  const objects = useObjectsWithTags();
  const statuses = useConfig().data?.user_statuses ?? [];
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
      .catch((failure: unknown) => setError(serverTextOf(failure) ?? t('stats:export.failed')))
      .finally(() => setBusy(false));
  };
  // The team's figures (every operator's; the operators' filter) for the stats or settings flag (spec §6).
  const team = user !== null && (user.roles.stats || user.roles.settings);
  const operators = team ? page.members : null;
  // The names the file's first column gives (the server's tables: `#id` for one it no longer knows).
  const byId = (rows: readonly { id: number; name: string }[] | undefined) => (id: number) =>
    rows?.find((row) => row.id === id)?.name ?? `#${id}`;
  const names: PreviewNames = {
    user: page.nameOf,
    account: byId(objects.data?.items),
    tag: byId(objects.data?.tags),
    status: (id) => statuses.find((status) => status.id === id)?.name ?? t('stats:statuses.deletedStatus'),
    weekday: (weekday) => weekdayName(weekday, i18n.language),
  };
  // The same answer the table's screen shows, laid out as the file will be (docs/stats.md "Screens").
  const preview: ExportPreview = statsStateOf(
    answer,
    { invalidPeriod: t('stats:overall.invalidPeriod'), error: t('stats:export.preview.error') },
    (data) => {
      const file = previewTableOf(table, data, t, names);
      // Each cell as the section's own table shows it; the file keeps the raw values.
      return {
        columns: file.columns,
        rows: previewRows(table, file.rows.slice(0, PREVIEW_ROWS), i18n.language),
        total: file.rows.length,
        textColumns: PREVIEW_KINDS[table].map((kind) => kind === 'text'),
      };
    },
  );
  return (
    <ExportView
      filterBar={
        <StatsFilterBar filters={filters} today={today} onChange={setFilters} sources={page.sources} operators={operators} />
      }
      tables={STATS_EXPORT_TABLES.filter((id) => team || !STATS_TEAM_TABLES.includes(id)).map((id) => ({
        id,
        label: t(`stats:export.tables.${id}`),
      }))}
      table={table}
      onTable={setTable}
      preview={preview}
      fileName={`${table}_${filters.period.from}_${filters.period.to}.csv`}
      onDownload={onDownload}
      disabled={!space}
      busy={busy}
      error={error}
    />
  );
}
