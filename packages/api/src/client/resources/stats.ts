import { STATS_OVERALL_PATH, STATS_USER_PATH, StatsOverall, type StatsQuery } from '../../contract/stats.ts';
import {
  STATS_EMOTIONS_PATH,
  STATS_HOURS_PATH,
  STATS_POSTS_PATH,
  STATS_REPLIES_PATH,
  STATS_TAGS_PATH,
  StatsEmotions,
  StatsHours,
  StatsPosts,
  StatsReplies,
  StatsTags,
} from '../../contract/statsLoad.ts';
import {
  STATS_DASHBOARD_PATH,
  STATS_LIVE_PATH,
  StatsDashboard,
  StatsLive,
  type StatsNowQuery,
} from '../../contract/statsLive.ts';
import { STATS_ISSUES_PATH, StatsIssues } from '../../contract/statsIssues.ts';
import {
  STATS_MY_STATUSES_PATH,
  STATS_USER_STATUSES_PATH,
  STATS_USER_WORKINGHOURS_PATH,
  STATS_USERS_STATUSES_PATH,
  STATS_USERS_WORKINGHOURS_PATH,
  STATS_USERSTIME_PATH,
  StatsStatusTime,
  StatsUsersTime,
  StatsWorkingHours,
} from '../../contract/statsStatuses.ts';
import { defineResource } from '../resource.ts';
import { toSearch } from './items.ts';

/** A stats query as URL parameters (the key of its SWR cache too): the filters repeat their names. */
export const statsSearch = (query: StatsQuery | StatsNowQuery): string =>
  toSearch({ ...query, space_id: String(query.space_id) });

/** A per-user stats path (`v1/stats/users/:user_id/…`) for one user. */
export const statsUserPath = (path: string, userId: number): string => path.replace(':user_id', String(userId));
/** v1/stats/users/{id}/statuses of one user. */
export const statsUserStatusesPath = (userId: number): string => statsUserPath(STATS_USER_STATUSES_PATH, userId);

export interface StatsResource {
  /** GET v1/stats/overall: the period's figures from the rollups (docs/stats.md); the filters repeat their names. */
  overall(query: StatsQuery): Promise<StatsOverall>;
  /** GET v1/stats/users/{id}: one member's overall figures (404 for a user who is not a member of the space). */
  user(userId: number, query: StatsQuery): Promise<StatsOverall>;
  /** GET v1/stats/tags: per tag the period's counts and its received per day (docs/stats.md). */
  tags(query: StatsQuery): Promise<StatsTags>;
  /** GET v1/stats/emotions: the comments received per sentiment, in total and per day (docs/stats.md). */
  emotions(query: StatsQuery): Promise<StatsEmotions>;
  /** GET v1/stats/replies: replies, first replies and their times, overall, per operator and per account. */
  replies(query: StatsQuery): Promise<StatsReplies>;
  /** GET v1/stats/hours: received and replies per weekday and hour of the zone (docs/stats.md). */
  hours(query: StatsQuery): Promise<StatsHours>;
  /** GET v1/stats/posts: the most commented posts of the period (docs/stats.md). */
  posts(query: StatsQuery): Promise<StatsPosts>;
  /** GET v1/stats/dashboard: the counters now and today against the last 30 days (docs/stats.md "Dashboard and live"). */
  dashboard(query: StatsNowQuery): Promise<StatsDashboard>;
  /** GET v1/stats/live: the queue now and who is online on what. */
  live(query: StatsNowQuery): Promise<StatsLive>;
  /** GET v1/stats/users/statuses: every operator's status time and timeline (docs/stats.md "Status time"). */
  usersStatuses(query: StatsQuery): Promise<StatsStatusTime>;
  /** GET v1/stats/users/{id}/statuses: one user's. */
  userStatuses(userId: number, query: StatsQuery): Promise<StatsStatusTime>;
  /** GET v1/stats/my/statuses: the caller's own. */
  myStatuses(query: StatsQuery): Promise<StatsStatusTime>;
  /** GET v1/stats/issues: issues created, closed and expired per day, open now, per assignee and department (docs/stats.md). */
  issues(query: StatsQuery): Promise<StatsIssues>;
  /** GET v1/stats/users/workinghours, or users/{id}/workinghours with `userId`: plan against status time (docs/stats.md). */
  workingHours(query: StatsQuery, userId?: number): Promise<StatsWorkingHours>;
  /** GET v1/stats/userstime: each member's online and working time over the period. */
  usersTime(query: StatsQuery): Promise<StatsUsersTime>;
}

export const statsResource = defineResource<StatsResource>(({ http }) => ({
  overall: (query) => http.request({ method: 'GET', path: `${STATS_OVERALL_PATH}${statsSearch(query)}`, schema: StatsOverall }),
  user: (userId, query) =>
    http.request({ method: 'GET', path: `${statsUserPath(STATS_USER_PATH, userId)}${statsSearch(query)}`, schema: StatsOverall }),
  tags: (query) => http.request({ method: 'GET', path: `${STATS_TAGS_PATH}${statsSearch(query)}`, schema: StatsTags }),
  emotions: (query) =>
    http.request({ method: 'GET', path: `${STATS_EMOTIONS_PATH}${statsSearch(query)}`, schema: StatsEmotions }),
  replies: (query) => http.request({ method: 'GET', path: `${STATS_REPLIES_PATH}${statsSearch(query)}`, schema: StatsReplies }),
  hours: (query) => http.request({ method: 'GET', path: `${STATS_HOURS_PATH}${statsSearch(query)}`, schema: StatsHours }),
  posts: (query) => http.request({ method: 'GET', path: `${STATS_POSTS_PATH}${statsSearch(query)}`, schema: StatsPosts }),
  dashboard: (query) =>
    http.request({ method: 'GET', path: `${STATS_DASHBOARD_PATH}${statsSearch(query)}`, schema: StatsDashboard }),
  live: (query) => http.request({ method: 'GET', path: `${STATS_LIVE_PATH}${statsSearch(query)}`, schema: StatsLive }),
  usersStatuses: (query) =>
    http.request({ method: 'GET', path: `${STATS_USERS_STATUSES_PATH}${statsSearch(query)}`, schema: StatsStatusTime }),
  userStatuses: (userId, query) =>
    http.request({ method: 'GET', path: `${statsUserStatusesPath(userId)}${statsSearch(query)}`, schema: StatsStatusTime }),
  myStatuses: (query) =>
    http.request({ method: 'GET', path: `${STATS_MY_STATUSES_PATH}${statsSearch(query)}`, schema: StatsStatusTime }),
  issues: (query) => http.request({ method: 'GET', path: `${STATS_ISSUES_PATH}${statsSearch(query)}`, schema: StatsIssues }),
  workingHours: (query, userId) =>
    http.request({
      method: 'GET',
      path: `${userId === undefined ? STATS_USERS_WORKINGHOURS_PATH : statsUserPath(STATS_USER_WORKINGHOURS_PATH, userId)}${statsSearch(query)}`,
      schema: StatsWorkingHours,
    }),
  usersTime: (query) =>
    http.request({ method: 'GET', path: `${STATS_USERSTIME_PATH}${statsSearch(query)}`, schema: StatsUsersTime }),
}));
