import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STATS_EXPORT_TABLES,
  STATS_REPORT_FREQUENCIES,
  STATS_REPORT_NAME_MAX,
  STATS_REPORT_PERIODS,
  STATS_REPORT_SECTIONS_MAX,
  STATS_TEAM_TABLES,
  type StatsReport,
} from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { conflictReportOf, useStatsReportActions, useStatsReports } from '../../../data/statsExport.ts';
import { STATS_LIST_PARAMS } from '../statsFilters.ts';
import { statsStateOf } from '../statsState.ts';
import { useStatsPage } from '../useStatsPage.tsx';
import {
  changedFields,
  filtersOf,
  formValuesOf,
  NEW_REPORT,
  reportDays,
  sectionHref,
  type ReportFormValues,
} from './reportForm.ts';
import { ReportsView, type ReportsData } from './ReportsView.tsx';

type Editing = { report: StatsReport | null; seen: StatsReport | null; changed: string | null; error: string | null };

// spec §2.3 /stats/reports (docs/stats.md "Reports"): GET v1/stats/reports of the URL's space (statsSpace); a save
// sends the version the form began from (`seen`), and a 409 keeps the edits and says what the other save changed.
export function ReportsScreen() {
  const { t } = useTranslation('stats');
  // The page's space, today, the accounts' and operators' names as every stats screen reads them (no bar: a report
  // keeps its own period and filters).
  const page = useStatsPage({ users: true });
  const { space, user, today, sources } = page;
  const reports = useStatsReports(space?.id ?? null);
  const actions = useStatsReportActions();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<StatsReport | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const team = user !== null && (user.roles.stats || user.roles.settings);
  const tables = STATS_EXPORT_TABLES.filter((id) => team || !STATS_TEAM_TABLES.includes(id)).map((id) => ({
    id: id as string,
    label: t(`export.tables.${id}`),
  }));
  const sectionName = (section: string) =>
    (STATS_EXPORT_TABLES as readonly string[]).includes(section) ? t(`export.tables.${section}`) : section;
  const operators = team ? page.members : null;
  const filtersText = (report: StatsReport) => {
    const named = (options: readonly { id: number | string; label: string }[] | undefined, ids: readonly (number | string)[]) =>
      ids.map((id) => options?.find((option) => String(option.id) === String(id))?.label ?? `#${id}`);
    const parts = STATS_LIST_PARAMS.flatMap((name) => {
      const ids = report.filters[name] ?? [];
      if (name === 'object_id') return named(sources?.objects, ids);
      if (name === 'company_id') return named(sources?.companies, ids);
      if (name === 'provider') return named(sources?.providers, ids);
      if (name === 'tag_id') return named(sources?.tags, ids);
      return named(operators ?? [], ids);
    });
    return parts.length === 0 ? t('reports.noFilters') : parts.join(', ');
  };

  const data: ReportsData = statsStateOf(reports, { error: t('reports.loadFailed') }, (list) => ({ reports: list.reports }));

  const submit = async (values: ReportFormValues) => {
    if (!editing || !space) return;
    setBusy(true);
    setEditing({ ...editing, error: null });
    const body = {
      name: values.name,
      sections: values.sections,
      period: values.period,
      filters: filtersOf(values),
      schedule: values.schedule,
    };
    try {
      if (editing.report && editing.seen) await actions.update(editing.report, { ...body, seen: editing.seen.version });
      else await actions.create({ space_id: space.id, ...body });
      setEditing(null);
    } catch (failure) {
      const current = conflictReportOf(failure);
      const error = serverTextOf(failure) ?? t('reports.saveFailed');
      // A stale save: the edits stay in the form and the next save is made over the version saved meanwhile.
      if (current && editing.seen) {
        const fields = changedFields(editing.seen, current).map((field) => t(`reports.fieldNames.${field}`));
        setEditing({ ...editing, seen: current, error, changed: t('reports.changedMeanwhile', { fields: fields.join(', ') }) });
      } else setEditing({ ...editing, error });
    } finally {
      setBusy(false);
    }
  };

  const editor = editing
    ? {
        title: editing.report ? t('reports.editTitle', { name: editing.report.name }) : t('reports.new'),
        initial: editing.report ? formValuesOf(editing.report) : NEW_REPORT,
        tables,
        sources,
        operators,
        periods: STATS_REPORT_PERIODS,
        frequencies: STATS_REPORT_FREQUENCIES,
        nameMax: STATS_REPORT_NAME_MAX,
        sectionsMax: STATS_REPORT_SECTIONS_MAX,
        isNew: editing.report === null,
        busy,
        error: editing.error,
        changed: editing.changed,
        onSubmit: (values: ReportFormValues) => void submit(values),
        onClose: () => setEditing(null),
      }
    : null;

  return (
    <ReportsView
      data={data}
      sectionName={sectionName}
      daysOf={(report) => reportDays(report.period, today)}
      sectionHref={(report, section) => sectionHref(report, section, reportDays(report.period, today))}
      filtersText={filtersText}
      onNew={() => setEditing({ report: null, seen: null, changed: null, error: null })}
      onEdit={(report) => setEditing({ report, seen: report, changed: null, error: null })}
      editor={editor}
      deleting={deleting}
      onDelete={(report) => {
        setDeleteError(null);
        setDeleting(report);
      }}
      onConfirmDelete={() => {
        if (!deleting) return;
        setBusy(true);
        actions
          .remove(deleting)
          .then(() => setDeleting(null))
          .catch((failure: unknown) => setDeleteError(serverTextOf(failure) ?? t('reports.saveFailed')))
          .finally(() => setBusy(false));
      }}
      onCancelDelete={() => setDeleting(null)}
      deleteBusy={busy}
      deleteError={deleteError}
    />
  );
}
