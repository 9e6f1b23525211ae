// The statistics tables an export or a report can hold (docs/stats.md "Export"): name -> how to compute the figures
// and how to lay them out as a table. Every stats endpoint registers its table here (`registerStatsTable`), so the
// export, the reports and the screens' table views write the same rows.
import { inArray } from 'drizzle-orm';
import {
  type CsvCell,
  emotionsTable,
  hoursTable,
  issuesTable,
  overallTable,
  postsTable,
  repliesTable,
  type StatsQuery,
  statusTimeTable,
  tagsTable,
  usersTimeTable,
  workingHoursTable,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { objects, tags, users, userStatuses } from '../db/schema.ts';
import { translate, type Language } from '../messages.ts';
import { statsEmotions } from './emotions.ts';
import { statsHours } from './hours.ts';
import { all, statsOverall, type StatsReach } from './overall.ts';
import { statsPosts } from './posts.ts';
import { statsReplies } from './replies.ts';
import { statsStatusTime, statsUsersTime, statsWorkingHours, statusPeriod } from './statuses.ts';
import { statsTags } from './tags.ts';
import { statsIssues } from './issues.ts';

export type StatsTable = { columns: readonly string[]; rows: readonly (readonly CsvCell[])[] };

export type StatsTableSource = {
  /** The team's figures only (every operator's): the stats or settings flag, as the table's GET endpoint's policy. */
  team?: boolean;
  /**
   * The table of the period and filters, within what the caller may read (the route checked period and reach);
   * `now` (ms) is where the status tables' open intervals end.
   */
  table(db: Db, query: StatsQuery, reach: StatsReach, timeZone: string, language: Language, now: number): Promise<StatsTable>;
};

export const STATS_TABLES = new Map<string, StatsTableSource>();

/** Adds a table to the registry (one name, one table: a second registration of a name is a mistake). */
export function registerStatsTable(name: string, source: StatsTableSource): void {
  if (STATS_TABLES.has(name)) throw new Error(`stats table ${name} registered twice`);
  STATS_TABLES.set(name, source);
}

// The headers, in the caller's language (server texts statsColumn*). Exported for the tests, which build the same
// tables from the endpoints' answers.
const text = translate;

export const countHeaders = (language: Language) => ({
  received: text('statsColumnReceived', language),
  replies: text('statsColumnReplies', language),
  replied: text('statsColumnReplied', language),
  closed_with_reply: text('statsColumnClosedWithReply', language),
  closed_without_reply: text('statsColumnClosedWithoutReply', language),
});

/** A weekday's name (ISO 1 Monday … 7 Sunday) in the language: 1 January 2024 was a Monday. */
export const weekdayName = (language: Language) => {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return (weekday: number) => format.format(Date.UTC(2024, 0, weekday));
};

/** Names by id for the tables' first column; an id without a row (deleted since) shows as `#id`. */
type Names = (id: number) => string;
const namesOf = (rows: readonly { id: number; name: string }[]): Names => {
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  return (id) => byId.get(id) ?? `#${id}`;
};
export async function userNames(db: Db, ids: readonly number[]): Promise<Names> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return namesOf([]);
  return namesOf(await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted)));
}
export async function accountNames(db: Db, ids: readonly number[]): Promise<Names> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return namesOf([]);
  return namesOf(await db.select({ id: objects.id, name: objects.name }).from(objects).where(inArray(objects.id, wanted)));
}
export async function tagNames(db: Db, ids: readonly number[]): Promise<Names> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return namesOf([]);
  return namesOf(await db.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.id, wanted)));
}
export async function statusNames(db: Db, ids: readonly number[], language: Language): Promise<Names> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return namesOf([]);
  const rows = await db
    .select({ id: userStatuses.id, name: userStatuses.name })
    .from(userStatuses)
    .where(inArray(userStatuses.id, wanted));
  return namesOf(rows.map((row) => ({ id: row.id, name: row.name[language] || row.name.ru })));
}

// GET v1/stats/overall's table: one row per day of the period.
registerStatsTable('overall', {
  async table(db, query, reach, timeZone, language) {
    const overall = await statsOverall(db, query, reach, timeZone);
    return overallTable(overall, { date: text('statsColumnDate', language), ...countHeaders(language) });
  },
});

// GET v1/stats/replies: the overall row, one per operator (the team's), one per account.
registerStatsTable('replies', {
  async table(db, query, reach, timeZone, language) {
    const answer = await statsReplies(db, query, reach, timeZone);
    const operator = await userNames(
      db,
      (answer.operators ?? []).map((row) => row.user_id),
    );
    const account = await accountNames(
      db,
      answer.accounts.map((row) => row.object_id),
    );
    return repliesTable(answer, repliesHeaders(language, operator, account));
  },
});
export const repliesHeaders = (language: Language, operator: Names, account: Names) => ({
  who: text('statsColumnWho', language),
  overall: text('statsColumnOverall', language),
  replies: text('statsColumnReplies', language),
  replied: text('statsColumnReplied', language),
  count: text('statsColumnTimedReplies', language),
  median_s: text('statsColumnMedianS', language),
  p90_s: text('statsColumnP90S', language),
  operator,
  account,
});

// GET v1/stats/hours: one row per weekday and hour.
registerStatsTable('hours', {
  async table(db, query, reach, timeZone, language) {
    return hoursTable(await statsHours(db, query, reach, timeZone), hoursHeaders(language));
  },
});
export const hoursHeaders = (language: Language) => ({
  weekday: text('statsColumnWeekday', language),
  hour: text('statsColumnHour', language),
  received: text('statsColumnReceived', language),
  replies: text('statsColumnReplies', language),
  weekdayName: weekdayName(language),
});

// GET v1/stats/tags: one row per tag.
registerStatsTable('tags', {
  async table(db, query, reach, timeZone, language) {
    const answer = await statsTags(db, query, reach, timeZone);
    const tagName = await tagNames(
      db,
      answer.tags.map((tag) => tag.tag_id),
    );
    return tagsTable(answer, { tag: text('statsColumnTag', language), ...countHeaders(language), tagName });
  },
});

// GET v1/stats/posts: one row per post (its text from the network: csvOf defuses a formula).
registerStatsTable('posts', {
  async table(db, query, reach, timeZone, language) {
    return postsTable(await statsPosts(db, query, reach, timeZone), postsHeaders(language));
  },
});
export const postsHeaders = (language: Language) => ({
  post: text('statsColumnPost', language),
  url: text('statsColumnUrl', language),
  received: text('statsColumnReceived', language),
  negative_share: text('statsColumnNegativeShare', language),
  reply_rate: text('statsColumnReplyRate', language),
});

// GET v1/stats/emotions: one row per day, the received comments of each sentiment.
registerStatsTable('emotions', {
  async table(db, query, reach, timeZone, language) {
    return emotionsTable(await statsEmotions(db, query, reach, timeZone), emotionsHeaders(language));
  },
});
export const emotionsHeaders = (language: Language) => ({
  date: text('statsColumnDate', language),
  negative: text('statsColumnNegative', language),
  neutral: text('statsColumnNeutral', language),
  positive: text('statsColumnPositive', language),
  none: text('statsColumnNoSentiment', language),
});

// The operators' status tables (docs/stats.md "Status time"): the team's, as their GET endpoints' policy.
const periodOf = (query: StatsQuery, timeZone: string, now: number) => {
  const named = all(query['user_id[]']).map(Number);
  return statusPeriod(query.space_id, query.from, query.to, timeZone, named.length > 0 ? named : null, now);
};

// GET v1/stats/users/statuses: one row per day, user and status.
registerStatsTable('users_statuses', {
  team: true,
  async table(db, query, _reach, timeZone, language, now) {
    const time = await statsStatusTime(db, periodOf(query, timeZone, now), timeZone);
    const user = await userNames(
      db,
      time.days.map((day) => day.user_id),
    );
    const status = await statusNames(
      db,
      time.days.map((day) => day.status_id),
      language,
    );
    return statusTimeTable(time, statusTimeHeaders(language), { user, status });
  },
});
export const statusTimeHeaders = (language: Language) => ({
  date: text('statsColumnDate', language),
  user: text('statsColumnUser', language),
  status: text('statsColumnStatus', language),
  minutes: text('statsColumnMinutes', language),
});

// GET v1/stats/users/workinghours: one row per user and day, plan against work.
registerStatsTable('users_workinghours', {
  team: true,
  async table(db, query, _reach, timeZone, language, now) {
    const hours = await statsWorkingHours(db, periodOf(query, timeZone, now), timeZone);
    const user = await userNames(
      db,
      hours.days.map((day) => day.user_id),
    );
    return workingHoursTable(hours, workingHoursHeaders(language), { user });
  },
});
export const workingHoursHeaders = (language: Language) => ({
  date: text('statsColumnDate', language),
  user: text('statsColumnUser', language),
  planned_min: text('statsColumnPlannedMin', language),
  worked_min: text('statsColumnWorkedMin', language),
  adherence_pct: text('statsColumnAdherencePct', language),
  late_start_min: text('statsColumnLateStartMin', language),
});

// GET v1/stats/userstime: one row per member, online and working minutes.
registerStatsTable('userstime', {
  team: true,
  async table(db, query, _reach, timeZone, language, now) {
    const time = await statsUsersTime(db, periodOf(query, timeZone, now), timeZone);
    const user = await userNames(
      db,
      time.users.map((row) => row.user_id),
    );
    return usersTimeTable(time, usersTimeHeaders(language), { user });
  },
});
export const usersTimeHeaders = (language: Language) => ({
  user: text('statsColumnUser', language),
  online_min: text('statsColumnOnlineMin', language),
  working_min: text('statsColumnWorkingMin', language),
});
// GET v1/stats/issues's table: one row per day of the period (docs/stats.md "Endpoint: issues").
registerStatsTable('issues', {
  async table(db, query, reach, timeZone, language) {
    const issues = await statsIssues(db, query, reach, timeZone);
    return issuesTable(issues, issuesHeaders(language));
  },
});
export const issuesHeaders = (language: Language) => ({
  date: text('statsColumnDate', language),
  created: text('statsColumnIssuesCreated', language),
  closed: text('statsColumnIssuesClosed', language),
  expired: text('statsColumnIssuesExpired', language),
});
