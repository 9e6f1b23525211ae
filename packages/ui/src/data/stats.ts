import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { statsResource, statsSearch } from '@console/api/client/stats';
import {
  STATS_EMOTIONS_PATH,
  STATS_OVERALL_PATH,
  STATS_REPLIES_PATH,
  STATS_TAGS_PATH,
  type StatsEmotions,
  type StatsOverall,
  type StatsQuery,
  type StatsReplies,
  type StatsTags,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';

// spec §2.3 stats/* (docs/stats.md "Screens"): the statistics' figures. One SWR key per path and query: the path with the query
// string as the request has it, so two screens asking the same figures share one answer.

/** The SWR key of a stats request: path + query string (null asks for nothing). */
export const statsKey = (path: string, query: StatsQuery | null): string | null =>
  query === null ? null : `${path}${statsSearch(query)}`;

/** GET v1/stats/overall for the period and filters (null while the screen has no space or period yet). */
export function useStatsOverall(query: StatsQuery | null): SWRResponse<StatsOverall, ApiError> {
  const client = useApiClient();
  return useSWR<StatsOverall, ApiError>(
    statsKey(STATS_OVERALL_PATH, query),
    () => client.resource(statsResource).overall(query!),
    { keepPreviousData: true },
  );
}

/** GET v1/stats/tags for the period and filters (null: nothing yet). */
export function useStatsTags(query: StatsQuery | null): SWRResponse<StatsTags, ApiError> {
  const client = useApiClient();
  return useSWR<StatsTags, ApiError>(statsKey(STATS_TAGS_PATH, query), () => client.resource(statsResource).tags(query!), {
    keepPreviousData: true,
  });
}

/** GET v1/stats/emotions for the period and filters (null: nothing yet). */
export function useStatsEmotions(query: StatsQuery | null): SWRResponse<StatsEmotions, ApiError> {
  const client = useApiClient();
  return useSWR<StatsEmotions, ApiError>(
    statsKey(STATS_EMOTIONS_PATH, query),
    () => client.resource(statsResource).emotions(query!),
    { keepPreviousData: true },
  );
}

/** GET v1/stats/replies for the period and filters (the /stats/replies and /stats/time screens share the answer). */
export function useStatsReplies(query: StatsQuery | null): SWRResponse<StatsReplies, ApiError> {
  const client = useApiClient();
  return useSWR<StatsReplies, ApiError>(
    statsKey(STATS_REPLIES_PATH, query),
    () => client.resource(statsResource).replies(query!),
    { keepPreviousData: true },
  );
}
