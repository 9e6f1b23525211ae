import { http, type HttpHandler } from 'msw';
import { TOKEN_PATH } from '../contract/auth.ts';
import { CONFIG_PATH } from '../contract/config.ts';
import { ME_PATH } from '../contract/user.ts';
import { errorAnswer } from './respond.ts';
import { any, failures } from './scenarioHelpers.ts';
import { workspaceScenarios } from './workspaceScenarios.ts';
import { objectsScenarios } from './objectsScenarios.ts';
import { itemsScenarios } from './itemsScenarios.ts';
import { chatsScenarios } from './chatsScenarios.ts';
import { filtersScenarios } from './filtersScenarios.ts';
import { billingScenarios } from './billingScenarios.ts';
import { profileScenarios } from './profileScenarios.ts';
import { signupScenarios } from './signupScenarios.ts';
import { accountsScenarios } from './accountsScenarios.ts';
import { alertsScenarios } from './alertsScenarios.ts';
import { hdeScenarios } from './hdeScenarios.ts';
import { referralScenarios } from './referralScenarios.ts';
import { socialScenarios } from './socialScenarios.ts';
import { membersScenarios } from './membersScenarios.ts';
import { ABSENCES_PATH, SHIFT_TEMPLATES_PATH, WORK_SCHEDULE_PATH } from '../contract/workSchedule.ts';
import { STATS_OVERALL_PATH } from '../contract/stats.ts';
import { STATS_EMOTIONS_PATH, STATS_REPLIES_PATH, STATS_TAGS_PATH } from '../contract/statsLoad.ts';
import { STATS_DASHBOARD_PATH, STATS_LIVE_PATH } from '../contract/statsLive.ts';
import { STATS_REPORTS_PATH } from '../contract/statsExport.ts';
import { STATS_USERS_STATUSES_PATH, STATS_USERS_WORKINGHOURS_PATH } from '../contract/statsStatuses.ts';
import { STATS_ISSUES_PATH } from '../contract/statsIssues.ts';
import { workspaceSettingsScenarios } from './workspaceSettingsScenarios.ts';
import { tagSettingsScenarios } from './tagSettingsScenarios.ts';
import { templateSettingsScenarios } from './templateSettingsScenarios.ts';
import { accountSettingsScenarios } from './accountSettingsScenarios.ts';
import { exclusionsScenarios } from './exclusionsScenarios.ts';
import { macrosScenarios } from './macrosScenarios.ts';
import { issueSettingsScenarios } from './issueSettingsScenarios.ts';
import { issuePageScenarios } from './issuePageScenarios.ts';
import { issuesListScenarios } from './issuesListScenarios.ts';
import { statsHoursPostsScenarios } from './statsHoursPostsScenarios.ts';

function lockedSignIn(seconds: number) {
  return [
    http.post(any(TOKEN_PATH), ({ request }) => {
      const answer = errorAnswer(request, 429, 'tooManyAttempts', undefined, { seconds });
      answer.headers.set('Retry-After', String(seconds));
      answer.headers.set('Access-Control-Expose-Headers', 'Retry-After');
      return answer;
    }),
  ];
}

// Named answers for stories and tests: each value is an array of handlers for `msw.use(...)`. Sign-in itself is
// recorded (the `session` recording); these are the states the server cannot be made to answer on the test seed.
export const scenarios = {
  login: {
    ...failures('post', TOKEN_PATH),
    // A locked sign-in (README "Sign-in lockout"): 429 with Retry-After; the form says the wait in its own words.
    locked: lockedSignIn(30),
    // A source's ten failures lock it for the throttle window (15 minutes): the form says the wait in minutes.
    lockedLong: lockedSignIn(900),
  },
  me: {
    tokenExpired: [http.get(any(ME_PATH), ({ request }) => errorAnswer(request, 401, 'accessTokenExpired'))],
    ...failures('get', ME_PATH),
  },
  config: {
    tokenExpired: [http.get(any(CONFIG_PATH), ({ request }) => errorAnswer(request, 401, 'accessTokenExpired'))],
    // spec §8 "Config load": a 404 logs the user out.
    notFound: [http.get(any(CONFIG_PATH), ({ request }) => errorAnswer(request, 404, 'userNotFound'))],
    ...failures('get', CONFIG_PATH),
  },
  // spec §4: an invalid refresh token (a 400 whose text contains 'token') ends the session.
  refresh: {
    invalid: [http.post(any(TOKEN_PATH), ({ request }) => errorAnswer(request, 400, 'invalidRefreshToken', 'invalid_grant'))],
  },
  ...workspaceScenarios,
  ...objectsScenarios,
  ...itemsScenarios,
  ...chatsScenarios,
  ...filtersScenarios,
  ...billingScenarios,
  // The team's week that never answers, fails, or cannot be reached (users/workinghours).
  workSchedule: failures('get', WORK_SCHEDULE_PATH),
  userSchedule: failures('get', `${WORK_SCHEDULE_PATH}/:user_id`),
  shiftTemplates: { ...failures('get', SHIFT_TEMPLATES_PATH), saveFailed: failures('post', SHIFT_TEMPLATES_PATH).serverError500 },
  absences: failures('get', ABSENCES_PATH),
  // spec §2.3 stats/*: the statistics screens' loading and error states.
  statsOverall: failures('get', STATS_OVERALL_PATH),
  statsTags: failures('get', STATS_TAGS_PATH),
  statsEmotions: failures('get', STATS_EMOTIONS_PATH),
  statsReplies: failures('get', STATS_REPLIES_PATH),
  ...statsHoursPostsScenarios,
  statsDashboard: failures('get', STATS_DASHBOARD_PATH),
  statsLive: failures('get', STATS_LIVE_PATH),
  statsReports: failures('get', STATS_REPORTS_PATH),
  statsTimeline: failures('get', STATS_USERS_STATUSES_PATH),
  statsIssues: failures('get', STATS_ISSUES_PATH),
  statsWorkingHours: failures('get', STATS_USERS_WORKINGHOURS_PATH),
  ...profileScenarios,
  ...signupScenarios,
  ...accountsScenarios,
  ...socialScenarios,
  ...alertsScenarios,
  ...hdeScenarios,
  ...referralScenarios,
  ...membersScenarios,
  ...workspaceSettingsScenarios,
  ...tagSettingsScenarios,
  ...templateSettingsScenarios,
  ...accountSettingsScenarios,
  ...exclusionsScenarios,
  ...macrosScenarios,
  ...issueSettingsScenarios,
  ...issuePageScenarios,
  ...issuesListScenarios,
} satisfies Record<string, Record<string, HttpHandler[]>>;
