// Statistics of issues (spec §2.3 /stats/issues, docs/stats.md "Screens"): the issues' figures as the screen asks them,
// in the stories' zone (Europe/Moscow) for the test seed's last 30 days up to its clock and an empty period, as the
// administrator (with the team's figures), read after the issue scripts made theirs; and the space's statuses (the
// open ones the links to the issues list name).
import { read, type RecordingScript } from './script.ts';
import { STATS_EMPTY_PERIOD, STATS_PERIOD } from './stats.ts';

const SPACE = 1;
const ZONE = 'Europe/Moscow';
/** The test seed's operator (Oleg Operator): the filtered answer's one assignee. */
const OPERATOR = 4;
const stats = (period: { from: string; to: string }) =>
  `/v1/stats/issues?space_id=${SPACE}&from=${period.from}&to=${period.to}&tz=${ZONE}`;

export const STATS_ISSUES_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'statsIssues',
    about: 'stats/issues: the last 30 days, an empty period and one assignee as the administrator; the space issue settings',
    steps: [
      read('administrator', `/v1/issues/settings?space_id=${SPACE}`),
      read('administrator', stats(STATS_PERIOD)),
      read('administrator', stats(STATS_EMPTY_PERIOD)),
      // Filtered by one assignee (the operator), as the Operators picker writes it.
      read('administrator', `${stats(STATS_PERIOD)}&user_id[]=${OPERATOR}`),
    ],
  },
];
