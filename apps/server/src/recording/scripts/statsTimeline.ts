// Operators' status time (spec §2.3 stats/users/statuses, users/{id}/statuses, my/statuses; docs/stats.md "Status
// time"): the timelines as the screens ask them, in the stories' zone (Europe/Moscow), over the last 30 days up to the
// clock (RECORDED_SEED_NOW): the team's for the administrator, one operator's (Oleg Operator, id 4) for the
// administrator, the operator's own, an empty period, and the team's refused to an operator (403). The test seed's
// two weeks of status history (recording/statusHistory.ts) are what they show.
import { read, type RecordingScript } from './script.ts';
import { STATS_EMPTY_PERIOD, STATS_PERIOD } from './stats.ts';

const SPACE = 1;
const ZONE = 'Europe/Moscow';
/** The operator whose page the stories open (the test seed's Oleg Operator). */
export const STATS_TIMELINE_USER = 4;
const query = (period: { from: string; to: string }) => `?space_id=${SPACE}&from=${period.from}&to=${period.to}&tz=${ZONE}`;

export const STATS_TIMELINE_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'statsTimeline',
    about:
      'stats/users/statuses, users/{id}/statuses, my/statuses: the last 30 days of the team, one operator, my own; an empty period; the team filtered to one operator; an operator refused the team',
    steps: [
      read('administrator', `/v1/stats/users/statuses${query(STATS_PERIOD)}`),
      read('administrator', `/v1/stats/users/${STATS_TIMELINE_USER}/statuses${query(STATS_PERIOD)}`),
      read('operator', `/v1/stats/my/statuses${query(STATS_PERIOD)}`),
      read('administrator', `/v1/stats/users/statuses${query(STATS_EMPTY_PERIOD)}`),
      // The team's page filtered to one operator, as the Operators picker writes it.
      read('administrator', `/v1/stats/users/statuses${query(STATS_PERIOD)}&user_id[]=${STATS_TIMELINE_USER}`),
      read('operator', `/v1/stats/users/statuses${query(STATS_PERIOD)}`),
    ],
  },
];
