import { DeletedResponse } from '../../contract/members.ts';
import {
  STATS_EXPORT_PATH,
  STATS_REPORTS_PATH,
  StatsExportLink,
  StatsReport,
  StatsReportList,
  statsReportPath,
  type StatsExportCreate,
  type StatsReportCreate,
  type StatsReportUpdate,
} from '../../contract/statsExport.ts';
import { defineResource } from '../resource.ts';

export interface StatsExportResource {
  /** POST v1/stats/export: a link valid a few minutes whose GET is the table's CSV (docs/stats.md "Export"). */
  exportLink(body: StatsExportCreate): Promise<StatsExportLink>;
  /** GET v1/stats/reports?space_id: the caller's saved reports in the space (docs/stats.md "Reports"). */
  reports(spaceId: number): Promise<StatsReportList>;
  createReport(body: StatsReportCreate): Promise<StatsReport>;
  /** PATCH v1/stats/reports/{id}: a 409 (StatsReportConflict) when `seen` is not the report's version. */
  updateReport(id: number, body: StatsReportUpdate): Promise<StatsReport>;
  removeReport(id: number): Promise<DeletedResponse>;
}

// The export and reports screens' calls: their own module, so they load with those screens only.
export const statsExportResource = defineResource<StatsExportResource>(({ http }) => ({
  exportLink: (body) => http.request({ method: 'POST', path: STATS_EXPORT_PATH, body, schema: StatsExportLink }),
  reports: (spaceId) =>
    http.request({ method: 'GET', path: `${STATS_REPORTS_PATH}?space_id=${spaceId}`, schema: StatsReportList }),
  createReport: (body) => http.request({ method: 'POST', path: STATS_REPORTS_PATH, body, schema: StatsReport }),
  updateReport: (id, body) => http.request({ method: 'PATCH', path: statsReportPath(id), body, schema: StatsReport }),
  removeReport: (id) => http.request({ method: 'DELETE', path: statsReportPath(id), schema: DeletedResponse }),
}));
