import type { StatsReport, StatsReportFilters, StatsReportPeriod, StatsReportSchedule } from '@console/api/contract';
import { addDays, STATS_LIST_PARAMS, type Period, type StatsListParam } from '../statsFilters.ts';

// spec §2.3 /stats/reports (docs/stats.md "Reports"): the report form's values and what a report opens.

export interface ReportFormValues {
  name: string;
  sections: string[];
  period: StatsReportPeriod;
  filters: Record<StatsListParam, string[]>;
  schedule: StatsReportSchedule;
}

export const NEW_REPORT: ReportFormValues = {
  name: '',
  sections: ['overall'],
  period: 'last_7_days',
  filters: { object_id: [], company_id: [], provider: [], tag_id: [], user_id: [] },
  schedule: { frequency: 'off', hour: 9 },
};

export function formValuesOf(report: StatsReport): ReportFormValues {
  const filters = { ...NEW_REPORT.filters };
  for (const name of STATS_LIST_PARAMS) filters[name] = (report.filters[name] ?? []).map(String);
  return { name: report.name, sections: [...report.sections], period: report.period, filters, schedule: report.schedule };
}

/** The filters as the API keeps them: only the lists that choose something. */
export function filtersOf(values: ReportFormValues): StatsReportFilters {
  return Object.fromEntries(
    STATS_LIST_PARAMS.filter((name) => values.filters[name].length > 0).map((name) => [name, values.filters[name]]),
  ) as StatsReportFilters;
}

/** The fields another save changed between the version the form began from and the one saved meanwhile. */
export function changedFields(before: StatsReport, after: StatsReport): (keyof ReportFormValues)[] {
  const fields = ['name', 'sections', 'period', 'filters', 'schedule'] as const;
  return fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}

/** The days a report covers made today (the server's reportPeriod, stats/reports.ts): whole days before today. */
export function reportDays(period: StatsReportPeriod, today: string): Period {
  const yesterday = addDays(today, -1);
  if (period === 'yesterday') return { from: yesterday, to: yesterday };
  if (period === 'last_7_days') return { from: addDays(today, -7), to: yesterday };
  if (period === 'last_30_days') return { from: addDays(today, -30), to: yesterday };
  const lastOfPrevious = addDays(`${today.slice(0, 8)}01`, -1);
  return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
}

/** The export screen's address of one section of a report: its table, days, filters and space. */
export function sectionHref(report: StatsReport, section: string, days: Period): string {
  const params = new URLSearchParams({ table: section, space_id: String(report.space_id), from: days.from, to: days.to });
  for (const name of STATS_LIST_PARAMS) for (const value of report.filters[name] ?? []) params.append(`${name}[]`, String(value));
  return `/stats/export?${params.toString()}`;
}
