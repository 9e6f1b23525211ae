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
import { calendarDay } from '../../../format/wallClock.ts';
import { shareText } from '../posts/shareText.ts';
import { durationText } from '../replies/replyTimes.ts';
import { hoursText, minutesText, percentText } from '../workingHours/format.ts';

/** How many of a table's rows the export's preview shows. */
export const PREVIEW_ROWS = 20;

/** A stats table as the CSV has it (contract csv.ts): the header row and every row. */
export interface PreviewTable {
  columns: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

/** The preview's rows: the CSV's rows, each cell as the section's table shows it (PREVIEW_KINDS, previewCell). */
export const previewRows = (
  table: StatsExportTable,
  rows: readonly (readonly CsvCell[])[],
  language: string,
): readonly (readonly string[])[] =>
  rows.map((row) => row.map((cell, index) => previewCell(PREVIEW_KINDS[table][index] ?? 'text', cell, language)));

/**
 * How a column's cells are shown in the preview, as the section's own table shows them (the CSV keeps the raw values
 * spreadsheets compute on): a calendar day of the zone, a count with the language's grouping, a share as a whole
 * percentage (posts), seconds as a duration (replies), minutes as hours or as minutes and a percentage (working
 * hours), text as text.
 */
export type PreviewKind = 'text' | 'date' | 'count' | 'share' | 'seconds' | 'hours' | 'minutes' | 'percent';

const counts5 = ['count', 'count', 'count', 'count', 'count'] as const;
/** Each table's columns in the order of its contract function (the CSV's). */
export const PREVIEW_KINDS: { readonly [K in StatsExportTable]: readonly PreviewKind[] } = {
  overall: ['date', ...counts5],
  replies: ['text', 'count', 'count', 'count', 'seconds', 'seconds'],
  hours: ['text', 'count', 'count', 'count'],
  tags: ['text', ...counts5],
  posts: ['text', 'text', 'count', 'share', 'share'],
  emotions: ['date', 'count', 'count', 'count', 'count'],
  users_statuses: ['date', 'text', 'text', 'count'],
  users_workinghours: ['date', 'text', 'hours', 'hours', 'percent', 'minutes'],
  userstime: ['text', 'hours', 'hours'],
  issues: ['date', 'count', 'count', 'count'],
};

/** One cell as the section's table shows it (the stats screens' own formatters); none as a dash. */
export function previewCell(kind: PreviewKind, cell: CsvCell, language: string): string {
  if (cell === null) return '—';
  if (typeof cell === 'string') return kind === 'date' ? calendarDay(language, cell) : cell;
  switch (kind) {
    case 'count':
      return new Intl.NumberFormat(language).format(cell);
    case 'share':
      return shareText(cell, language);
    case 'seconds':
      return durationText(cell, language);
    case 'hours':
      return hoursText(cell, language);
    case 'minutes':
      return minutesText(cell, language);
    case 'percent':
      return percentText(cell, language, '—');
    default:
      return String(cell);
  }
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
 * these contract functions from the same figures), its headers in the interface's words (a column said in other units
 * than the file's, durations and hours, has the section's header): the export's preview, before `previewRows`.
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
        // Said as durations, as the replies' tables do: their headers (the CSV's name the unit, seconds).
        median_s: t('stats:replies.median'),
        p90_s: t('stats:replies.p90'),
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
          // Said in hours and as a percentage, as the working hours' tables do: their headers (the CSV's name the units).
          planned_min: t('stats:workingHours.planned'),
          worked_min: t('stats:workingHours.worked'),
          adherence_pct: t('stats:workingHours.adherence'),
          late_start_min: t('stats:workingHours.columns.late_start_min'),
        },
        { user: names.user },
      );
    case 'userstime':
      return usersTimeTable(
        of('userstime'),
        {
          user: t('stats:usersTime.columns.user'),
          online_min: t('stats:usersTime.online'),
          working_min: t('stats:usersTime.working'),
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
