import {
  emotionsTable,
  hoursTable,
  issuesTable,
  overallTable,
  postsTable,
  repliesTable,
  SENTIMENTS,
  STATS_COUNT_COLUMNS,
  statusTimeTable,
  tagsTable,
  usersTimeTable,
  workingHoursTable,
  type CsvCell,
  type StatsExportTable,
} from '@console/api/contract';
import type { StatsTableAnswers } from '../../../data/stats.ts';

/** How many of a table's rows the export's preview shows. */
export const PREVIEW_ROWS = 20;

/** A stats table as the CSV has it (contract csv.ts): the header row and every row. */
export interface PreviewTable {
  columns: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

/** The names a table's first column gives for ids (`#id` for one no longer known, as the server's tables write it). */
export interface PreviewNames {
  user: (id: number) => string;
  account: (id: number) => string;
  tag: (id: number) => string;
  status: (id: number) => string;
  weekday: (weekday: number) => string;
}

type Translate = (key: string) => string;

const counts = (t: Translate) =>
  Object.fromEntries(STATS_COUNT_COLUMNS.map((column) => [column, t(`stats:overall.counts.${column}`)])) as Record<
    (typeof STATS_COUNT_COLUMNS)[number],
    string
  >;

/**
 * The table the CSV of `table` holds, from the same answer (docs/stats.md "Export": the server writes the file with
 * these contract functions from the same figures), its headers in the interface's words: the export's preview.
 */
export function previewTableOf<K extends StatsExportTable>(
  table: K,
  answer: StatsTableAnswers[K],
  t: Translate,
  names: PreviewNames,
): PreviewTable {
  const date = t('stats:overall.counts.date');
  const of = <T extends StatsExportTable>(_: T) => answer as unknown as StatsTableAnswers[T];
  switch (table) {
    case 'overall':
      return overallTable(of('overall'), { date, ...counts(t) });
    case 'replies':
      return repliesTable(of('replies'), {
        who: t('stats:export.columns.who'),
        overall: t('stats:export.columns.overall'),
        replies: t('stats:replies.replies'),
        replied: t('stats:replies.replied'),
        count: t('stats:export.columns.count'),
        median_s: t('stats:export.columns.median_s'),
        p90_s: t('stats:export.columns.p90_s'),
        operator: names.user,
        account: names.account,
      });
    case 'hours':
      return hoursTable(of('hours'), {
        weekday: t('stats:hours.columns.weekday'),
        hour: t('stats:hours.columns.hour'),
        received: t('stats:hours.columns.received'),
        replies: t('stats:hours.columns.replies'),
        weekdayName: names.weekday,
      });
    case 'tags':
      return tagsTable(of('tags'), { tag: t('stats:tags.tag'), ...counts(t), tagName: names.tag });
    case 'posts':
      return postsTable(of('posts'), {
        post: t('stats:posts.columns.post'),
        url: t('stats:export.columns.url'),
        received: t('stats:posts.columns.received'),
        negative_share: t('stats:posts.columns.negative_share'),
        reply_rate: t('stats:posts.columns.reply_rate'),
      });
    case 'emotions':
      return emotionsTable(of('emotions'), {
        date,
        ...(Object.fromEntries(SENTIMENTS.map((sentiment) => [sentiment, t(`items:sentiment.${sentiment}`)])) as Record<
          (typeof SENTIMENTS)[number],
          string
        >),
      });
    case 'users_statuses':
      return statusTimeTable(
        of('users_statuses'),
        {
          date,
          user: t('stats:statuses.table.user'),
          status: t('stats:statuses.table.status'),
          minutes: t('stats:statuses.table.minutes'),
        },
        { user: names.user, status: names.status },
      );
    case 'users_workinghours':
      return workingHoursTable(
        of('users_workinghours'),
        {
          date,
          user: t('stats:workingHours.columns.user'),
          planned_min: t('stats:workingHours.columns.planned_min'),
          worked_min: t('stats:workingHours.columns.worked_min'),
          adherence_pct: t('stats:workingHours.columns.adherence_pct'),
          late_start_min: t('stats:workingHours.columns.late_start_min'),
        },
        { user: names.user },
      );
    case 'userstime':
      return usersTimeTable(
        of('userstime'),
        {
          user: t('stats:usersTime.columns.user'),
          online_min: t('stats:usersTime.columns.online_min'),
          working_min: t('stats:usersTime.columns.working_min'),
        },
        { user: names.user },
      );
    case 'issues':
      return issuesTable(of('issues'), {
        date,
        created: t('stats:issues.created'),
        closed: t('stats:issues.closed'),
        expired: t('stats:issues.expired'),
      });
  }
  return { columns: [], rows: [] };
}
