// The statistics export and saved reports (spec §2.3 stats/export, stats/reports; docs/stats.md "Export", "Reports"):
// the export's download and the reports list with its writes, for the /stats/export and /stats/reports screens.
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { statsExportResource } from '@console/api/client/statsExport';
import {
  STATS_REPORTS_PATH,
  StatsReportConflict,
  type StatsExportCreate,
  type StatsReport,
  type StatsReportCreate,
  type StatsReportList,
  type StatsReportUpdate,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { useAttachmentUrl } from './attachments.ts';
import { conflictCurrentOf } from './conflict.ts';

// SWR key: the list's path with its space (docs/adding-a-screen.md §5).
const reportsKey = (spaceId: number) => `${STATS_REPORTS_PATH}?space_id=${spaceId}`;

/** GET v1/stats/reports?space_id: the caller's saved reports in the space (null space: nothing asked). */
export function useStatsReports(spaceId: number | null): SWRResponse<StatsReportList, ApiError> {
  const client = useApiClient();
  return useSWR<StatsReportList, ApiError>(spaceId === null ? null : reportsKey(spaceId), () =>
    client.resource(statsExportResource).reports(spaceId ?? 0),
  );
}

/** A stale save's 409: the report as saved meanwhile (the form keeps its edits); null for any other failure. */
export const conflictReportOf = (failure: unknown): StatsReport | null => conflictCurrentOf(failure, StatsReportConflict);

/** The reports' writes: each refreshes the space's list. */
export function useStatsReportActions() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const resource = client.resource(statsExportResource);
  const refresh = (spaceId: number) => mutate(reportsKey(spaceId));
  return {
    create: async (body: StatsReportCreate) => {
      const report = await resource.createReport(body);
      await refresh(body.space_id);
      return report;
    },
    update: async (report: StatsReport, body: StatsReportUpdate) => {
      try {
        return await resource.updateReport(report.id, body);
      } finally {
        // A 409 too: the list shows what was saved meanwhile.
        await refresh(report.space_id);
      }
    },
    remove: async (report: StatsReport) => {
      await resource.removeReport(report.id);
      await refresh(report.space_id);
    },
  };
}

/**
 * POST v1/stats/export, then the browser goes to the link it answers (a plain download: the file's answer is an
 * attachment, so the page stays). Rejects with the server's failure (400, 403, 404).
 */
export function useStatsExport(): (body: StatsExportCreate) => Promise<void> {
  const client = useApiClient();
  const absolute = useAttachmentUrl();
  return useCallback(
    async (body: StatsExportCreate) => {
      const link = await client.resource(statsExportResource).exportLink(body);
      const url = absolute(link.url);
      if (url) window.location.assign(url);
    },
    [client, absolute],
  );
}
