// Working hours and operators' time (spec §2.3 stats/users/workinghours, users/{id}/workinghours, userstime;
// docs/stats.md "Status time"): the administrator's answers for the stories' period (the test seed's last 30 days in
// Europe/Moscow) and an empty period. The actual time is the test seed's status history (recording/statusHistory.ts:
// the recording clock stands still, so status changes written here would hold no time). The plan: the analyst's grid
// from the workSchedule scripts (Monday to Thursday 10 to 19 in Busy, away 17 to 19 November), and the grids this
// script writes first for the operator and the administrator (Monday to Friday 9 to 18 in Busy, a break 13 to 14):
// the grids the workSchedule scripts left are in Online, which the workspaceSettings script has deleted since (a
// deleted status is no working status). No script after this one reads schedules.
import { read, write, type RecordingScript } from './script.ts';
import { STATS_EMPTY_PERIOD, STATS_PERIOD } from './stats.ts';

const SPACE = 1;
const ZONE = 'Europe/Moscow';
const BREAK = 2;
const BUSY = 3;
const ADMIN = 5;
/** The user whose page the stories open (the test seed's operator). */
export const STATS_WORKING_USER = 4;
const url = (path: string, period: { from: string; to: string }) =>
  `/v1/stats/${path}?space_id=${SPACE}&from=${period.from}&to=${period.to}&tz=${ZONE}`;
const weekdayShifts = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, start: '09:00', end: '13:00', status_id: BUSY },
  { weekday, start: '13:00', end: '14:00', status_id: BREAK },
  { weekday, start: '14:00', end: '18:00', status_id: BUSY },
]);

export const STATS_WORKING_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'statsWorking',
    about:
      'stats/users/workinghours, users/{id}/workinghours and userstime: two grids written, then the last 30 days, an empty period and the team filtered to one operator',
    steps: [
      write('administrator', 'PUT', `/v1/workschedule/${STATS_WORKING_USER}?space_id=${SPACE}`, { shifts: weekdayShifts }),
      write('administrator', 'PUT', `/v1/workschedule/${ADMIN}?space_id=${SPACE}`, { shifts: weekdayShifts }),
      read('administrator', url('users/workinghours', STATS_PERIOD)),
      read('administrator', url(`users/${STATS_WORKING_USER}/workinghours`, STATS_PERIOD)),
      read('administrator', url('userstime', STATS_PERIOD)),
      read('administrator', url('users/workinghours', STATS_EMPTY_PERIOD)),
      read('administrator', url(`users/${STATS_WORKING_USER}/workinghours`, STATS_EMPTY_PERIOD)),
      read('administrator', url('userstime', STATS_EMPTY_PERIOD)),
      // The team's page filtered to one operator, as the Operators picker writes it.
      read('administrator', `${url('users/workinghours', STATS_PERIOD)}&user_id[]=${STATS_WORKING_USER}`),
    ],
  },
];
