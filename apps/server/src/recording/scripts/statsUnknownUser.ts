// One operator's stats pages for an id that is no operator of the space (spec §2.3 stats/users/{id},
// users/{id}/statuses, users/{id}/workinghours; docs/stats.md "Screens"): another workspace's user (the trial workspace's administrator) and
// an id nobody has, each answered 404 for the stories' period, as the administrator (who may read the team's).
import { read, type RecordingScript } from './script.ts';
import { STATS_PERIOD } from './stats.ts';

const SPACE = 1;
const ZONE = 'Europe/Moscow';
/** The trial workspace's administrator: a user, but not of the demo space. */
export const STATS_FOREIGN_USER = 8;
/** An id no user has. */
export const STATS_UNKNOWN_USER = 999_999;
const url = (path: string, query = '') =>
  `/v1/stats/users/${path}?space_id=${SPACE}&from=${STATS_PERIOD.from}&to=${STATS_PERIOD.to}&tz=${ZONE}${query}`;
// stats/users/{id} asks with the operator in `user_id[]` too, as the overall page does (the path decides).
const figures = (userId: number, language?: 'en') => read('administrator', url(String(userId), `&user_id[]=${userId}`), language);

export const STATS_UNKNOWN_USER_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'statsUnknownUser',
    about: 'stats/users/{id}, its statuses and workinghours of another workspace’s user and of an unknown id: 404',
    steps: [
      figures(STATS_FOREIGN_USER),
      figures(STATS_FOREIGN_USER, 'en'),
      figures(STATS_UNKNOWN_USER),
      read('administrator', url(`${STATS_FOREIGN_USER}/statuses`)),
      read('administrator', url(`${STATS_UNKNOWN_USER}/workinghours`)),
    ],
  },
];
