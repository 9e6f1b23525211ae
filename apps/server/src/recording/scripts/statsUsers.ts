// Statistics per operator (spec §2.3 /stats/users, /stats/users/closed, /stats/users/{id}, /stats/my; docs/stats.md
// "Screens"): GET v1/stats/overall as those screens ask it, in the stories' zone (Europe/Moscow) for the test seed's last
// 30 days: the team's figures for the administrator (with the per-channel split and each operator's reply times), an
// empty period, one operator's figures as the administrator sees them (GET v1/stats/users/{id}, its `user_id[]` the
// operator's as the page asks it), the operator's own (/stats/my, no team flag), and the team's under `provider[]=vk`.
import { read, type EarlierAnswers, type RecordingScript, type ScriptStep } from './script.ts';
import { STATS_EMPTY_PERIOD, STATS_PERIOD } from './stats.ts';

const overall = (from: string, to: string, filters = '') =>
  `/v1/stats/overall?space_id=1&from=${from}&to=${to}&tz=Europe/Moscow${filters}`;
const operatorId = (earlier: EarlierAnswers): number => (earlier.get('operatorMe') as { id: number }).id;
const operatorsOwn = (as: 'administrator' | 'operator'): ScriptStep => ({
  ...read(as, ''),
  urlFrom: (earlier) => overall(STATS_PERIOD.from, STATS_PERIOD.to, `&user_id[]=${operatorId(earlier)}`),
});
const operatorsPage: ScriptStep = {
  ...read('administrator', ''),
  urlFrom: (earlier) =>
    `/v1/stats/users/${operatorId(earlier)}?space_id=1&from=${STATS_PERIOD.from}&to=${STATS_PERIOD.to}&tz=Europe/Moscow&user_id[]=${operatorId(earlier)}`,
};

export const STATS_USERS_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'statsUsers',
    about:
      'stats/users, users/closed, users/{id}, my: the team per operator (administrator), an empty period, the operator’s figures as the administrator and as themselves',
    steps: [
      { ...read('operator', '/v1/me'), name: 'operatorMe' },
      read('administrator', overall(STATS_PERIOD.from, STATS_PERIOD.to)),
      read('administrator', overall(STATS_EMPTY_PERIOD.from, STATS_EMPTY_PERIOD.to)),
      operatorsOwn('administrator'),
      operatorsPage,
      operatorsOwn('operator'),
      // The team's figures under a network filter (the Filtered story).
      read('administrator', overall(STATS_PERIOD.from, STATS_PERIOD.to, '&provider[]=vk')),
    ],
  },
];
