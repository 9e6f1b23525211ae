// Statistics export and saved reports (spec §2.3 stats/export, stats/reports; docs/stats.md "Export", "Reports"): the
// export's link for the overall table of the stories' period, an over-long period and an unknown table refused (400,
// both languages); the administrator's reports made, listed, saved (a stale save refused: 409) and one deleted, and an
// operator's empty list.
import { STATS_PERIOD, STATS_REFUSED_PERIOD } from './stats.ts';
import { read, write, type EarlierAnswers, type RecordingScript } from './script.ts';

const SPACE = 1;
const ZONE = 'Europe/Moscow';
const exportBody = (table: string, period: { from: string; to: string }) => ({ table, space_id: SPACE, ...period, tz: ZONE });

/** The reports the stories show: the bodies the reports screen's form sends. */
export const STATS_REPORT_WEEK = {
  space_id: SPACE,
  name: 'Неделя',
  sections: ['overall', 'replies'],
  period: 'last_7_days',
  filters: {},
  schedule: { frequency: 'weekly', hour: 9 },
} as const;
export const STATS_REPORT_TAGS = {
  space_id: SPACE,
  name: 'Теги ВКонтакте',
  sections: ['tags', 'emotions'],
  period: 'last_month',
  filters: { provider: ['vk'] },
  schedule: { frequency: 'off', hour: 9 },
} as const;
/** The names the reports screen's stories save: one accepted, one over the version saved meanwhile (409). */
export const STATS_REPORT_RENAMED = 'Неделя, ответы';
export const STATS_REPORT_STALE = 'Неделя, теги';

const created = (earlier: EarlierAnswers, step: string) => earlier.get(step) as { id: number; version: number };
const { space_id: _space, ...weekFields } = STATS_REPORT_WEEK;

export const STATS_EXPORT_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'statsExport',
    about: 'stats/export: the overall table’s link for the stories’ period; a period over 366 days and an unknown table (400)',
    steps: [
      write('administrator', 'POST', '/v1/stats/export', exportBody('overall', STATS_PERIOD)),
      write('administrator', 'POST', '/v1/stats/export', exportBody('overall', STATS_REFUSED_PERIOD)),
      { ...write('administrator', 'POST', '/v1/stats/export', exportBody('overall', STATS_REFUSED_PERIOD)), language: 'en' },
      write('administrator', 'POST', '/v1/stats/export', exportBody('nothing_here', STATS_PERIOD)),
      { ...write('administrator', 'POST', '/v1/stats/export', exportBody('nothing_here', STATS_PERIOD)), language: 'en' },
    ],
  },
  {
    name: 'statsReports',
    about:
      'stats/reports: two reports made and listed; one renamed, a stale save refused (409); the other deleted; an operator’s none',
    steps: [
      { ...write('administrator', 'POST', '/v1/stats/reports', STATS_REPORT_WEEK), name: 'week' },
      { ...write('administrator', 'POST', '/v1/stats/reports', STATS_REPORT_TAGS), name: 'tags' },
      read('administrator', `/v1/stats/reports?space_id=${SPACE}`),
      read('operator', `/v1/stats/reports?space_id=${SPACE}`),
      {
        ...write('administrator', 'PATCH', '/v1/stats/reports/0'),
        urlFrom: (earlier) => `/v1/stats/reports/${created(earlier, 'week').id}`,
        bodyFrom: (earlier) => ({ ...weekFields, name: STATS_REPORT_RENAMED, seen: created(earlier, 'week').version }),
      },
      {
        ...write('administrator', 'PATCH', '/v1/stats/reports/0'),
        urlFrom: (earlier) => `/v1/stats/reports/${created(earlier, 'week').id}`,
        bodyFrom: (earlier) => ({ ...weekFields, name: STATS_REPORT_STALE, seen: created(earlier, 'week').version }),
      },
      {
        ...write('administrator', 'PATCH', '/v1/stats/reports/0'),
        urlFrom: (earlier) => `/v1/stats/reports/${created(earlier, 'week').id}`,
        bodyFrom: (earlier) => ({ ...weekFields, name: STATS_REPORT_STALE, seen: created(earlier, 'week').version }),
        language: 'en',
      },
      read('administrator', `/v1/stats/reports?space_id=${SPACE}`),
      {
        ...write('administrator', 'DELETE', '/v1/stats/reports/0'),
        urlFrom: (earlier) => `/v1/stats/reports/${created(earlier, 'tags').id}`,
      },
      read('administrator', `/v1/stats/reports?space_id=${SPACE}`),
    ],
  },
];
