// Statistics (spec §2.3 /stats/overall, docs/stats.md): the overall figures as the screen asks them, in the
// stories' zone (Europe/Moscow, the frame's default) for the test seed's last 30 days up to its clock (RECORDED_SEED_NOW,
// 22 November 2026): per role (the administrator gets the team's figures, an operator not), a period without events,
// a filtered query, and a refused period (400, in both languages).
import { read, type RecordingScript } from './script.ts';

const SPACE = 1;
const ZONE = 'Europe/Moscow';
const overall = (from: string, to: string, filters = '') =>
  `/v1/stats/overall?space_id=${SPACE}&from=${from}&to=${to}&tz=${ZONE}${filters}`;

/** The periods the stories open (their URLs carry them: a story's clock is the browser's). */
export const STATS_PERIOD = { from: '2026-10-24', to: '2026-11-22' } as const;
export const STATS_EMPTY_PERIOD = { from: '2025-01-01', to: '2025-01-31' } as const;
/** The last three days up to the clock: a period short enough for the export's preview to show every day of it. */
export const STATS_SHORT_PERIOD = { from: '2026-11-20', to: '2026-11-22' } as const;
/** More than 366 days: refused. */
export const STATS_REFUSED_PERIOD = { from: '2024-01-01', to: '2026-11-22' } as const;

export const STATS_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'statsOverall',
    about:
      'stats/overall: the last 30 days per role (team figures for the administrator), an empty period, a network filter (also over three days), a 400',
    steps: [
      read('administrator', overall(STATS_PERIOD.from, STATS_PERIOD.to)),
      read('operator', overall(STATS_PERIOD.from, STATS_PERIOD.to)),
      read('administrator', overall(STATS_EMPTY_PERIOD.from, STATS_EMPTY_PERIOD.to)),
      read('administrator', overall(STATS_PERIOD.from, STATS_PERIOD.to, '&provider[]=vk')),
      // The export's preview of the last three days under the same network (its Filtered story).
      read('administrator', overall(STATS_SHORT_PERIOD.from, STATS_SHORT_PERIOD.to, '&provider[]=vk')),
      read('administrator', overall(STATS_REFUSED_PERIOD.from, STATS_REFUSED_PERIOD.to)),
      read('administrator', overall(STATS_REFUSED_PERIOD.from, STATS_REFUSED_PERIOD.to), 'en'),
    ],
  },
];

const now = (path: string, filters = '') => `/v1/stats/${path}?space_id=${SPACE}&tz=${ZONE}${filters}`;
/** A network the test seed has no account of: the dashboard's and live screen's empty state. */
export const STATS_EMPTY_PROVIDER = 'threads';
/** A network the test seed has accounts of: the dashboard's and live screen's filtered state. */
export const STATS_FILTER_PROVIDER = 'vk';

// spec §2.3 stats/dashboard and stats/live (docs/stats.md "Dashboard and live"): today against the last 30 days and
// the queue now, at the recording's clock; per role, and a network without accounts (zeros).
export const STATS_LIVE_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'statsLive',
    about: 'stats/dashboard and stats/live: per role, a network without accounts (nothing counted) and one with them',
    steps: [
      read('administrator', now('dashboard')),
      read('operator', now('dashboard')),
      read('administrator', now('dashboard', `&provider[]=${STATS_EMPTY_PROVIDER}`)),
      read('administrator', now('live')),
      read('operator', now('live')),
      read('administrator', now('live', `&provider[]=${STATS_EMPTY_PROVIDER}`)),
      // A network with accounts: only its figures.
      read('administrator', now('dashboard', `&provider[]=${STATS_FILTER_PROVIDER}`)),
      read('administrator', now('live', `&provider[]=${STATS_FILTER_PROVIDER}`)),
    ],
  },
];
