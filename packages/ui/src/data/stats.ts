import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { statsResource, statsSearch, statsUserPath, statsUserStatusesPath, type StatsResource } from '@console/api/client/stats';
import {
  STATS_DASHBOARD_PATH,
  STATS_EMOTIONS_PATH,
  STATS_HOURS_PATH,
  STATS_ISSUES_PATH,
  STATS_LIVE_PATH,
  STATS_MY_STATUSES_PATH,
  STATS_OVERALL_PATH,
  STATS_POSTS_PATH,
  STATS_REPLIES_PATH,
  STATS_TAGS_PATH,
  STATS_USER_PATH,
  STATS_USER_WORKINGHOURS_PATH,
  STATS_USERS_STATUSES_PATH,
  STATS_USERS_WORKINGHOURS_PATH,
  STATS_USERSTIME_PATH,
  type StatsDashboard,
  type StatsExportTable,
  type StatsEmotions,
  type StatsHours,
  type StatsIssues,
  type StatsLive,
  type StatsNowQuery,
  type StatsOverall,
  type StatsPosts,
  type StatsQuery,
  type StatsReplies,
  type StatsStatusTime,
  type StatsTags,
  type StatsUsersTime,
  type StatsWorkingHours,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';

// spec §2.3 stats/* (docs/stats.md "Screens"): the statistics' figures. One SWR key per path and query: the path with the query
// string as the request has it, so two screens asking the same figures share one answer.

/** The SWR key of a stats request: path + query string (null asks for nothing). */
export const statsKey = (path: string, query: StatsQuery | StatsNowQuery | null): string | null =>
  query === null ? null : `${path}${statsSearch(query)}`;

/** One stats answer for the period and filters (null while the screen has no space or period yet): keyed by its path and
 * query, and kept while a new period loads so the figures do not blink. */
export function useStatsAnswer<T, Q extends StatsQuery | StatsNowQuery>(
  path: string,
  query: Q | null,
  read: (stats: StatsResource, query: Q) => Promise<T>,
  refreshMs = 0,
): SWRResponse<T, ApiError> {
  const client = useApiClient();
  return useSWR<T, ApiError>(statsKey(path, query), () => read(client.resource(statsResource), query!), {
    keepPreviousData: true,
    refreshInterval: refreshMs,
    // A 404 (a space or an operator the caller may not read) stays one: asking again cannot help.
    shouldRetryOnError: (error: ApiError) => error.status !== 404,
  });
}

/** GET v1/stats/overall. */
export const useStatsOverall = (query: StatsQuery | null): SWRResponse<StatsOverall, ApiError> =>
  useStatsAnswer(STATS_OVERALL_PATH, query, (stats, q) => stats.overall(q));
/** GET v1/stats/users/{id}: one member's overall figures; a user not in the space is the server's 404. */
export const useStatsUser = (query: StatsQuery | null, userId: number): SWRResponse<StatsOverall, ApiError> =>
  useStatsAnswer(statsUserPath(STATS_USER_PATH, userId), query, (stats, q) => stats.user(userId, q));
/** GET v1/stats/tags. */
export const useStatsTags = (query: StatsQuery | null): SWRResponse<StatsTags, ApiError> =>
  useStatsAnswer(STATS_TAGS_PATH, query, (stats, q) => stats.tags(q));
/** GET v1/stats/emotions. */
export const useStatsEmotions = (query: StatsQuery | null): SWRResponse<StatsEmotions, ApiError> =>
  useStatsAnswer(STATS_EMOTIONS_PATH, query, (stats, q) => stats.emotions(q));
/** GET v1/stats/replies (the /stats/replies and /stats/time screens share the answer). */
export const useStatsReplies = (query: StatsQuery | null): SWRResponse<StatsReplies, ApiError> =>
  useStatsAnswer(STATS_REPLIES_PATH, query, (stats, q) => stats.replies(q));
/** GET v1/stats/hours. */
export const useStatsHours = (query: StatsQuery | null): SWRResponse<StatsHours, ApiError> =>
  useStatsAnswer(STATS_HOURS_PATH, query, (stats, q) => stats.hours(q));
/** GET v1/stats/posts: the most commented posts. */
export const useStatsPosts = (query: StatsQuery | null): SWRResponse<StatsPosts, ApiError> =>
  useStatsAnswer(STATS_POSTS_PATH, query, (stats, q) => stats.posts(q));
/** GET v1/stats/dashboard; revalidated when the socket tells of a change (liveStatsRefresh.ts, throttled). */
export const useStatsDashboard = (query: StatsNowQuery | null): SWRResponse<StatsDashboard, ApiError> =>
  useStatsAnswer(STATS_DASHBOARD_PATH, query, (stats, q) => stats.dashboard(q));
/** GET v1/stats/live: the queue now and who is online on what; kept current as useStatsDashboard is. */
export const useStatsLive = (query: StatsNowQuery | null): SWRResponse<StatsLive, ApiError> =>
  useStatsAnswer(STATS_LIVE_PATH, query, (stats, q) => stats.live(q));
/** Whose status time a screen shows (docs/stats.md "Status time"): the team's, one user's, the caller's own. */
export type StatusTimeWhose = { kind: 'team' } | { kind: 'user'; userId: number } | { kind: 'my' };

/**
 * GET v1/stats/users/statuses, users/{id}/statuses or my/statuses for the period (null: nothing asked yet); asked again
 * every `refreshMs` (0: never) while the period holds today, as the current stretch runs to now.
 */
export function useStatsStatusTime(
  whose: StatusTimeWhose,
  query: StatsQuery | null,
  refreshMs = 0,
): SWRResponse<StatsStatusTime, ApiError> {
  const path =
    whose.kind === 'team'
      ? STATS_USERS_STATUSES_PATH
      : whose.kind === 'user'
        ? statsUserStatusesPath(whose.userId)
        : STATS_MY_STATUSES_PATH;
  return useStatsAnswer(
    path,
    query,
    (stats, q) =>
      whose.kind === 'team'
        ? stats.usersStatuses(q)
        : whose.kind === 'user'
          ? stats.userStatuses(whose.userId, q)
          : stats.myStatuses(q),
    refreshMs,
  );
}

/** GET v1/stats/issues: issues created, closed and expired per day, open now, per assignee and department. */
export const useStatsIssues = (query: StatsQuery | null): SWRResponse<StatsIssues, ApiError> =>
  useStatsAnswer(STATS_ISSUES_PATH, query, (stats, q) => stats.issues(q));
/**
 * GET v1/stats/users/workinghours (the team), or users/{id}/workinghours with `userId` (one operator): the schedule
 * against the status time per user and day (docs/stats.md "Status time").
 */
export const useStatsWorkingHours = (query: StatsQuery | null, userId?: number): SWRResponse<StatsWorkingHours, ApiError> =>
  useStatsAnswer(
    userId === undefined ? STATS_USERS_WORKINGHOURS_PATH : statsUserPath(STATS_USER_WORKINGHOURS_PATH, userId),
    query,
    (stats, q) => stats.workingHours(q, userId),
  );
/** GET v1/stats/userstime: each member's online and working time over the period. */
export const useStatsUsersTime = (query: StatsQuery | null): SWRResponse<StatsUsersTime, ApiError> =>
  useStatsAnswer(STATS_USERSTIME_PATH, query, (stats, q) => stats.usersTime(q));

/** What the GET endpoint behind each export table answers (docs/stats.md "Export": one answer, JSON for the screen). */
export interface StatsTableAnswers {
  overall: StatsOverall;
  replies: StatsReplies;
  hours: StatsHours;
  tags: StatsTags;
  posts: StatsPosts;
  emotions: StatsEmotions;
  users_statuses: StatsStatusTime;
  users_workinghours: StatsWorkingHours;
  userstime: StatsUsersTime;
  issues: StatsIssues;
}

type TableRead<K extends StatsExportTable> = readonly [
  path: string,
  read: (stats: StatsResource, query: StatsQuery) => Promise<StatsTableAnswers[K]>,
];
const TABLE_READS: { readonly [K in StatsExportTable]: TableRead<K> } = {
  overall: [STATS_OVERALL_PATH, (stats, q) => stats.overall(q)],
  replies: [STATS_REPLIES_PATH, (stats, q) => stats.replies(q)],
  hours: [STATS_HOURS_PATH, (stats, q) => stats.hours(q)],
  tags: [STATS_TAGS_PATH, (stats, q) => stats.tags(q)],
  posts: [STATS_POSTS_PATH, (stats, q) => stats.posts(q)],
  emotions: [STATS_EMOTIONS_PATH, (stats, q) => stats.emotions(q)],
  users_statuses: [STATS_USERS_STATUSES_PATH, (stats, q) => stats.usersStatuses(q)],
  users_workinghours: [STATS_USERS_WORKINGHOURS_PATH, (stats, q) => stats.workingHours(q)],
  userstime: [STATS_USERSTIME_PATH, (stats, q) => stats.usersTime(q)],
  issues: [STATS_ISSUES_PATH, (stats, q) => stats.issues(q)],
};

/**
 * The export's preview (docs/stats.md "Screens", /stats/export): the answer of the GET endpoint behind an export table
 * for the export's query, under the same SWR key as its screen. Not kept while another table or period loads: the
 * answer is always the asked table's.
 */
export function useStatsTable<K extends StatsExportTable>(
  table: K,
  query: StatsQuery | null,
): SWRResponse<StatsTableAnswers[K], ApiError> {
  const client = useApiClient();
  const [path, read] = TABLE_READS[table] as TableRead<K>;
  return useSWR<StatsTableAnswers[K], ApiError>(statsKey(path, query), () => read(client.resource(statsResource), query!), {
    shouldRetryOnError: (error: ApiError) => error.status !== 404,
  });
}
