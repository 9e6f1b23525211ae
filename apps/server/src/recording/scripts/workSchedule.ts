// Working schedules (spec §2.4 users/workinghours, /my): the team's week before any shift, then with shifts and an
// absence, and one's own schedule. The test seed's demo space is 1; its statuses 1 Online, 2 Break, 3 Busy.
import { read, write, type EarlierAnswers, type RecordingScript } from './script.ts';

const SPACE = 1;
const ANALYST = 2;
const OPERATOR = 4;
const ADMIN = 5;
const ONLINE = 1;
const BREAK = 2;
const BUSY = 3;

const weekdays = [1, 2, 3, 4, 5];
const dayShifts = weekdays.flatMap((weekday) => [
  { weekday, start: '09:00', end: '13:00', status_id: ONLINE },
  { weekday, start: '13:00', end: '14:00', status_id: BREAK },
  { weekday, start: '14:00', end: '18:00', status_id: ONLINE },
]);

/** The stories' clock (RECORDED_SEED_NOW, Sunday 22 November 2026): the absence forms' default dates. */
const TODAY = '2026-11-22';
const UNKNOWN_STATUS = 999_999;
const DAY_TEMPLATE = { name: 'Дневная смена', shifts: dayShifts };
const EVENING_TEMPLATE = {
  name: 'Вечерняя смена',
  shifts: weekdays.flatMap((weekday) => [
    { weekday, start: '14:00', end: '18:00', status_id: ONLINE },
    { weekday, start: '18:00', end: '19:00', status_id: BREAK },
    { weekday, start: '19:00', end: '22:00', status_id: ONLINE },
  ]),
};
// What the templates story types: a name and Saturday's default shift (09:00–18:00, the first status).
const WEEKEND_TEMPLATE = { name: 'Weekend', shifts: [{ weekday: 6, start: '09:00', end: '18:00', status_id: ONLINE }] };
const VACATION = { space_id: SPACE, user_id: ANALYST, kind: 'vacation', starts_on: '2026-11-17', ends_on: '2026-11-19' };
// What the absences story sends: the operator, sick leave, today to today (the form's default dates).
const SICK_LEAVE = { space_id: SPACE, user_id: OPERATOR, kind: 'sick_leave', starts_on: TODAY, ends_on: TODAY };
const REFUSED_ABSENCE = { space_id: SPACE, user_id: OPERATOR, kind: 'other', starts_on: '2026-11-24', ends_on: '2026-11-23' };

const both = (url: string) => [read('administrator', url), read('administrator', url, 'en')];
const idOf = (earlier: EarlierAnswers, step: string) => (earlier.get(step) as { id: number }).id;
const templateId = (earlier: EarlierAnswers, step: string, name: string) =>
  (earlier.get(step) as { items: { id: number; name: string }[] }).items.find((one) => one.name === name)!.id;
const templateWrite = (method: 'POST' | 'PUT' | 'DELETE', step: string, body?: unknown, tail = '') => ({
  ...write('administrator', method, `/v1/workschedule/templates/0${tail}`, body),
  urlFrom: (earlier: EarlierAnswers) => `/v1/workschedule/templates/${idOf(earlier, step)}${tail}`,
});

export const WORK_SCHEDULE_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'teamWeekEmpty',
    about: 'spec §2.4 users/workinghours before any shift: every member, no shifts, no absences',
    steps: [
      read('administrator', `/v1/workschedule?space_id=${SPACE}`),
      read('administrator', `/v1/workschedule?space_id=${SPACE}`, 'en'),
      // The templates and absences pages before any: empty lists.
      read('administrator', `/v1/workschedule/templates?space_id=${SPACE}`),
      read('administrator', `/v1/workschedule/templates?space_id=${SPACE}`, 'en'),
      read('administrator', `/v1/workschedule/absences?space_id=${SPACE}`),
      read('administrator', `/v1/workschedule/absences?space_id=${SPACE}`, 'en'),
    ],
  },
  {
    name: 'teamWeek',
    about: 'spec §2.4 users/workinghours: shifts with their statuses, a vacation taking out its days, refused grids, /my',
    steps: [
      write('administrator', 'PUT', `/v1/workschedule/${OPERATOR}?space_id=${SPACE}`, { shifts: dayShifts }),
      write('administrator', 'PUT', `/v1/workschedule/${ANALYST}?space_id=${SPACE}`, {
        shifts: [1, 2, 3, 4].map((weekday) => ({ weekday, start: '10:00', end: '19:00', status_id: BUSY })),
      }),
      // The seed's week (Monday 16 to Sunday 22 November 2026): the analyst is away Tuesday to Thursday.
      write('administrator', 'POST', '/v1/workschedule/absences', VACATION),
      read('administrator', `/v1/workschedule?space_id=${SPACE}`),
      read('administrator', `/v1/workschedule?space_id=${SPACE}`, 'en'),
      // Refused: an end before the start, overlapping shifts (the server's texts, in both languages).
      write('administrator', 'PUT', `/v1/workschedule/${OPERATOR}?space_id=${SPACE}`, {
        shifts: [{ weekday: 1, start: '18:00', end: '09:00', status_id: ONLINE }],
      }),
      write('administrator', 'PUT', `/v1/workschedule/${OPERATOR}?space_id=${SPACE}`, {
        shifts: [
          { weekday: 1, start: '09:00', end: '13:00', status_id: ONLINE },
          { weekday: 1, start: '12:00', end: '18:00', status_id: BUSY },
        ],
      }),
      // One user's schedule (/{id}): the analyst, away Tuesday to Thursday.
      read('administrator', `/v1/workschedule/${ANALYST}?space_id=${SPACE}`),
      read('administrator', `/v1/workschedule/${ANALYST}?space_id=${SPACE}`, 'en'),
      // One's own schedule (/my), read only for a member without the settings flag.
      read('operator', `/v1/workschedule/${OPERATOR}?space_id=${SPACE}`),
      read('operator', `/v1/workschedule/${OPERATOR}?space_id=${SPACE}`, 'en'),
      // The administrator's own (/my): no grid yet, and a link to edit it.
      read('administrator', `/v1/workschedule/${ADMIN}?space_id=${SPACE}`),
      read('administrator', `/v1/workschedule/${ADMIN}?space_id=${SPACE}`, 'en'),
    ],
  },
  {
    name: 'shiftTemplates',
    about: 'spec §2.4 users/workinghours/templates: two templates, one deleted, one created, one renamed, one applied',
    steps: [
      { ...write('administrator', 'POST', '/v1/workschedule/templates', { space_id: SPACE, ...DAY_TEMPLATE }), name: 'day' },
      {
        ...write('administrator', 'POST', '/v1/workschedule/templates', { space_id: SPACE, ...EVENING_TEMPLATE }),
        name: 'evening',
      },
      ...both(`/v1/workschedule/templates?space_id=${SPACE}`),
      ...both(`/v1/workschedule?space_id=${SPACE}`),
      // The stories' writes, each followed by the list it leaves.
      templateWrite('DELETE', 'evening'),
      read('administrator', `/v1/workschedule/templates?space_id=${SPACE}`),
      {
        ...write('administrator', 'POST', '/v1/workschedule/templates', { space_id: SPACE, ...WEEKEND_TEMPLATE }),
        name: 'weekend',
      },
      read('administrator', `/v1/workschedule/templates?space_id=${SPACE}`),
      templateWrite('PUT', 'day', { name: 'Day shift', shifts: dayShifts }),
      read('administrator', `/v1/workschedule/templates?space_id=${SPACE}`),
      // The day template is the operator's grid already: applying it leaves the grid later scripts read.
      templateWrite('POST', 'day', { user_ids: [OPERATOR] }, '/apply'),
      read('administrator', `/v1/workschedule?space_id=${SPACE}`),
      templateWrite('DELETE', 'weekend'),
      read('administrator', `/v1/workschedule/templates?space_id=${SPACE}`),
    ],
  },
  {
    name: 'scheduleEdit',
    about:
      "spec §2.4 users/workinghours/{id}: the operator's grid saved, refused (another space's status), a template applied, an absence added and removed",
    steps: [
      ...both(`/v1/workschedule/${OPERATOR}?space_id=${SPACE}`),
      { ...read('administrator', `/v1/workschedule/templates?space_id=${SPACE}`), name: 'templates' },
      read('administrator', `/v1/workschedule/templates?space_id=${SPACE}`, 'en'),
      // Saturday 09–18 added to the weekdays.
      write('administrator', 'PUT', `/v1/workschedule/${OPERATOR}?space_id=${SPACE}`, {
        shifts: [...dayShifts, { weekday: 6, start: '09:00', end: '18:00', status_id: ONLINE }],
      }),
      read('administrator', `/v1/workschedule/${OPERATOR}?space_id=${SPACE}`),
      // A status the workspace no longer has (deleted meanwhile): the only refusal the console cannot foresee.
      ...[undefined, 'en' as const].map((language) => ({
        ...write('administrator', 'PUT', `/v1/workschedule/${OPERATOR}?space_id=${SPACE}`, {
          shifts: [{ weekday: 1, start: '09:00', end: '18:00', status_id: UNKNOWN_STATUS }],
        }),
        ...(language ? { language } : {}),
      })),
      // The day template puts the weekdays back (the grid later scripts read).
      {
        ...write('administrator', 'POST', '/v1/workschedule/templates/0/apply', { user_ids: [OPERATOR] }),
        urlFrom: (earlier: EarlierAnswers) => `/v1/workschedule/templates/${templateId(earlier, 'templates', 'Day shift')}/apply`,
      },
      read('administrator', `/v1/workschedule/${OPERATOR}?space_id=${SPACE}`),
      {
        ...write('administrator', 'POST', '/v1/workschedule/absences', {
          space_id: SPACE,
          user_id: OPERATOR,
          kind: 'other',
          starts_on: TODAY,
          ends_on: TODAY,
        }),
        name: 'away',
      },
      read('administrator', `/v1/workschedule/${OPERATOR}?space_id=${SPACE}`),
      {
        ...write('administrator', 'DELETE', '/v1/workschedule/absences/0'),
        urlFrom: (earlier: EarlierAnswers) => `/v1/workschedule/absences/${idOf(earlier, 'away')}`,
      },
      read('administrator', `/v1/workschedule/${OPERATOR}?space_id=${SPACE}`),
    ],
  },
  {
    name: 'absences',
    about:
      "spec §2.4 users/workinghours/absences: the team's absences, one added and removed, one refused, the vacation deleted and put back",
    steps: [
      { ...read('administrator', `/v1/workschedule/absences?space_id=${SPACE}`), name: 'list' },
      read('administrator', `/v1/workschedule/absences?space_id=${SPACE}`, 'en'),
      ...both(`/v1/workschedule?space_id=${SPACE}`),
      // A day's sick leave for the operator, then removed.
      { ...write('administrator', 'POST', '/v1/workschedule/absences', SICK_LEAVE), name: 'sick' },
      read('administrator', `/v1/workschedule/absences?space_id=${SPACE}`),
      {
        ...write('administrator', 'DELETE', '/v1/workschedule/absences/0'),
        urlFrom: (earlier: EarlierAnswers) => `/v1/workschedule/absences/${idOf(earlier, 'sick')}`,
      },
      read('administrator', `/v1/workschedule/absences?space_id=${SPACE}`),
      // Refused: it ends before it starts (both languages).
      write('administrator', 'POST', '/v1/workschedule/absences', REFUSED_ABSENCE),
      { ...write('administrator', 'POST', '/v1/workschedule/absences', REFUSED_ABSENCE), language: 'en' as const },
      // The analyst's vacation deleted, then put back as the team week had it.
      {
        ...write('administrator', 'DELETE', '/v1/workschedule/absences/0'),
        urlFrom: (earlier: EarlierAnswers) =>
          `/v1/workschedule/absences/${(earlier.get('list') as { items: { id: number }[] }).items[0]!.id}`,
      },
      read('administrator', `/v1/workschedule/absences?space_id=${SPACE}`),
      write('administrator', 'POST', '/v1/workschedule/absences', VACATION),
    ],
  },
];
