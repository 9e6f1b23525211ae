// The statistics export and saved reports (spec §2.3 stats/export, stats/reports; docs/stats.md "Export", "Reports"):
// the export's download address and the reports list with its writes, for the /stats/export and /stats/reports screens.
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { statsExportResource } from '@console/api/client/statsExport';
import {
  StatsReportConflict,
  STATS_REPORTS_PATH,
  type StatsExportCreate,
  type StatsReport,
  type StatsReportCreate,
  type StatsReportList,
  type StatsReportUpdate,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { useAttachmentUrl } from './attachments.ts';
import { conflictCurrentOf } from './conflict.ts';

// SWR keys named after the resource (architecture.md): one shape, the list of one space.
export const STATS_REPORTS_KEY = STATS_REPORTS_PATH;

export function useStatsReports(spaceId: number | null): SWRResponse<StatsReportList, ApiError> {
  const client = useApiClient();
  return useSWR<StatsReportList, ApiError>(spaceId === null ? null : [STATS_REPORTS_KEY, spaceId], () =>
    client.resource(statsExportResource).reports(spaceId!),
  );
}

/** Creating, changing and deleting a report; each refreshes the space's list. */
export function useStatsReportActions(spaceId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const resource = () => client.resource(statsExportResource);
  const after = async <T>(write: Promise<T>): Promise<T> => {
    const answer = await write;
    await mutate([STATS_REPORTS_KEY, spaceId]);
    return answer;
  };
  return {
    create: (body: Omit<StatsReportCreate, 'space_id'>) => after(resource().createReport({ ...body, space_id: spaceId })),
    update: (id: number, body: StatsReportUpdate) => after(resource().updateReport(id, body)),
    remove: (id: number) => after(resource().removeReport(id)),
  };
}
export type StatsReportActions = ReturnType<typeof useStatsReportActions>;

/** The report as it is now, when a save of its form was refused as changed meanwhile (docs/error-types.md). */
export const conflictStatsReportOf = (error: unknown): StatsReport | null => conflictCurrentOf(error, StatsReportConflict);

/**
 * The export's download: asks for a signed link (valid minutes, docs/stats.md "Export") and answers its absolute
 * address through the URL sanitiser, for the browser to open at once; null when it cannot be made safe.
 */
export function useStatsExportLink(): (request: StatsExportCreate) => Promise<string | null> {
  const client = useApiClient();
  const toUrl = useAttachmentUrl();
  return useCallback(
    async (request: StatsExportCreate) => toUrl((await client.resource(statsExportResource).exportLink(request)).url),
    [client, toUrl],
  );
}
