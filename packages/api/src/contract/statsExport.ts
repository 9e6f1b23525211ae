import * as z from 'zod/mini';
import { RequestIdDigits as Digits, RequestVersion } from './ids.ts';
import { NetworkId } from './networks.ts';
import { StatsQuery } from './stats.ts';

// spec §2.3 stats/export and stats/reports (docs/stats.md "Export" and "Reports"): a stats table as a CSV
// file through a short-lived signed link, and saved reports (named sections and filters) sent by email on a schedule.

export const STATS_EXPORT_PATH = 'v1/stats/export';
/** The download a link names: GET v1/stats/export_files?token&exp&sig (no bearer: the signed link is the credential). */
export const STATS_EXPORT_FILES_PATH = 'v1/stats/export_files';
export const STATS_REPORTS_PATH = 'v1/stats/reports';
export const statsReportPath = (id: number) => `${STATS_REPORTS_PATH}/${id}`;
/** How long an export link works, in seconds: made by an authenticated call, used by the browser at once. */
export const STATS_EXPORT_LINK_TTL_S = 300;

/** A table's name in the server's registry (STATS_TABLES): `overall`, and the ones other stats endpoints add. */
export const StatsTableName = z.string().check(z.regex(/^[a-z][a-z_]{0,39}$/));
export type StatsTableName = z.infer<typeof StatsTableName>;

/**
 * The tables the server registers (STATS_TABLES, docs/stats.md "Export"), in the order the export screen offers
 * them; a server test keeps the two equal.
 */
export const STATS_EXPORT_TABLES = [
  'overall',
  'replies',
  'hours',
  'tags',
  'posts',
  'emotions',
  'users_statuses',
  'users_workinghours',
  'userstime',
  'issues',
] as const;
export type StatsExportTable = (typeof STATS_EXPORT_TABLES)[number];
/** The tables of every operator's figures: the stats or settings flag (403 otherwise), as their GET endpoints. */
export const STATS_TEAM_TABLES: readonly StatsExportTable[] = ['users_statuses', 'users_workinghours', 'userstime'];

/** POST v1/stats/export: a table and the same period and filters as its GET endpoint (StatsQuery's names). */
export const StatsExportCreate = z.extend(StatsQuery, { table: StatsTableName });
export type StatsExportCreate = z.infer<typeof StatsExportCreate>;

export const StatsExportLink = z.object({
  /** Relative to the API's origin, as attachment links are. */
  url: z.string(),
  /** Unix seconds after which the link answers 404. */
  expires_at: z.int(),
  file_name: z.string(),
});
export type StatsExportLink = z.infer<typeof StatsExportLink>;

export const STATS_REPORT_FREQUENCIES = ['off', 'daily', 'weekly', 'monthly'] as const;
export type StatsReportFrequency = (typeof STATS_REPORT_FREQUENCIES)[number];
/** The period a report covers, counted back from the day it is made (the day itself is not in it). */
export const STATS_REPORT_PERIODS = ['yesterday', 'last_7_days', 'last_30_days', 'last_month'] as const;
export type StatsReportPeriod = (typeof STATS_REPORT_PERIODS)[number];
export const STATS_REPORT_NAME_MAX = 100;
export const STATS_REPORT_SECTIONS_MAX = 10;

/** The user settings' filters (spec §3) a report keeps, by their names without `[]`. */
export const StatsReportFilters = z.object({
  object_id: z.optional(z.array(Digits)),
  company_id: z.optional(z.array(Digits)),
  provider: z.optional(z.array(NetworkId)),
  tag_id: z.optional(z.array(Digits)),
  user_id: z.optional(z.array(Digits)),
});
export type StatsReportFilters = z.infer<typeof StatsReportFilters>;

/**
 * When the report is emailed: daily, weekly (Mondays) or monthly (the 1st), at `hour` of the user's time zone, to the
 * user's own email; `off` sends nothing.
 */
export const StatsReportSchedule = z.object({
  frequency: z.enum(STATS_REPORT_FREQUENCIES),
  hour: z.int().check(z.gte(0), z.lte(23)),
});
export type StatsReportSchedule = z.infer<typeof StatsReportSchedule>;

const ReportName = z.string().check(z.trim(), z.minLength(1), z.maxLength(STATS_REPORT_NAME_MAX));
const Sections = z.array(StatsTableName).check(z.minLength(1), z.maxLength(STATS_REPORT_SECTIONS_MAX));

export const StatsReport = z.object({
  id: z.int(),
  space_id: z.int(),
  name: z.string(),
  /** Table names (STATS_TABLES), one CSV each. */
  sections: z.array(z.string()),
  period: z.enum(STATS_REPORT_PERIODS),
  filters: StatsReportFilters,
  schedule: StatsReportSchedule,
  /** The next email's time (unix seconds), null when off. */
  next_send_at: z.nullable(z.int()),
  /** What a PATCH sends back as `seen` (409 when another save came first). */
  version: z.int(),
});
export type StatsReport = z.infer<typeof StatsReport>;

export const StatsReportsQuery = z.object({ space_id: StatsQuery.shape.space_id });
export const StatsReportList = z.object({ reports: z.array(StatsReport) });
export type StatsReportList = z.infer<typeof StatsReportList>;

export const StatsReportCreate = z.object({
  space_id: StatsQuery.shape.space_id,
  name: ReportName,
  sections: Sections,
  period: z.enum(STATS_REPORT_PERIODS),
  filters: z.optional(StatsReportFilters),
  schedule: z.optional(StatsReportSchedule),
});
export type StatsReportCreate = z.infer<typeof StatsReportCreate>;

/** PATCH: any of the fields; `seen` (the version the form began from) refuses a save made over another's (409). */
export const StatsReportUpdate = z.object({
  name: z.optional(ReportName),
  sections: z.optional(Sections),
  period: z.optional(z.enum(STATS_REPORT_PERIODS)),
  filters: z.optional(StatsReportFilters),
  schedule: z.optional(StatsReportSchedule),
  seen: z.optional(RequestVersion),
});
export type StatsReportUpdate = z.infer<typeof StatsReportUpdate>;

export const StatsReportConflict = z.object({ error: z.string(), error_type: z.literal('conflict'), current: StatsReport });
export type StatsReportConflict = z.infer<typeof StatsReportConflict>;
