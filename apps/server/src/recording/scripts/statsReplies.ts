// Statistics (spec §2.3 /stats/replies and /stats/time, docs/stats.md "Screens"): GET v1/stats/replies as both screens
// ask it, in the stories' zone (Europe/Moscow) for the test seed's last 30 days up to its clock: the administrator (with
// the team's figures), an operator (without), a period without events, and one network filter.
import { read, type RecordingScript } from './script.ts';
import { STATS_EMPTY_PERIOD, STATS_PERIOD } from './stats.ts';

const SPACE = 1;
const ZONE = 'Europe/Moscow';
const replies = (from: string, to: string, filters = '') =>
  `/v1/stats/replies?space_id=${SPACE}&from=${from}&to=${to}&tz=${ZONE}${filters}`;

export const STATS_REPLIES_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'statsReplies',
    about:
      'stats/replies and stats/time: the last 30 days per role (team figures for the administrator), an empty period, a network filter',
    steps: [
      read('administrator', replies(STATS_PERIOD.from, STATS_PERIOD.to)),
      read('operator', replies(STATS_PERIOD.from, STATS_PERIOD.to)),
      read('administrator', replies(STATS_EMPTY_PERIOD.from, STATS_EMPTY_PERIOD.to)),
      read('administrator', replies(STATS_PERIOD.from, STATS_PERIOD.to, '&provider[]=vk')),
    ],
  },
];
