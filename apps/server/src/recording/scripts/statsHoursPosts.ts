// Statistics by hour and by post (spec §2.3 /stats/hours and /stats/posts, docs/stats.md "Screens"): both endpoints as
// the screens ask them, in the stories' zone (Europe/Moscow) for the test seed's last 30 days up to its clock, as the
// administrator; an empty period; a network filter. Reads only, after every script's writes.
import { read, type RecordingScript } from './script.ts';
import { STATS_EMPTY_PERIOD, STATS_PERIOD } from './stats.ts';

const SPACE = 1;
const ZONE = 'Europe/Moscow';
const query = (from: string, to: string, filters = '') => `?space_id=${SPACE}&from=${from}&to=${to}&tz=${ZONE}${filters}`;
const both = (from: string, to: string, filters = '') => [
  read('administrator', `/v1/stats/hours${query(from, to, filters)}`),
  read('administrator', `/v1/stats/posts${query(from, to, filters)}`),
];

export const STATS_HOURS_POSTS_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'statsHoursPosts',
    about: 'stats/hours and stats/posts: the last 30 days as the administrator, an empty period, a network filter',
    steps: [
      ...both(STATS_PERIOD.from, STATS_PERIOD.to),
      ...both(STATS_EMPTY_PERIOD.from, STATS_EMPTY_PERIOD.to),
      ...both(STATS_PERIOD.from, STATS_PERIOD.to, '&provider[]=vk'),
    ],
  },
];
