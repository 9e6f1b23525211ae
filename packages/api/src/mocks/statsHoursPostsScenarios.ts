import { http, HttpResponse } from 'msw';
import { STATS_HOURS_PATH, STATS_POSTS_PATH, type StatsPost, type StatsPosts } from '../contract/statsLoad.ts';
import { any, failures } from './scenarioHelpers.ts';

/**
 * A fixed page of posts: texts the test seed's posts cannot hold (the hostile corpus: markup, right-to-left, a
 * 32,768-character word), answered for any period.
 */
export const statsPostsAnswer = (answer: StatsPosts, posts: readonly StatsPost[]) => [
  http.get(any(STATS_POSTS_PATH), () => HttpResponse.json({ ...answer, posts })),
];

// spec §2.3 stats/hours and stats/posts: their loading and error states, merged into `scenarios` (scenarios.ts).
export const statsHoursPostsScenarios = {
  statsHours: failures('get', STATS_HOURS_PATH),
  statsPosts: failures('get', STATS_POSTS_PATH),
};
