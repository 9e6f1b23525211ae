// Saved statistics reports (docs/stats.md "Reports"): a user's named sections (STATS_TABLES names) and filters in one
// space, CRUD with a version (`seen`: 409 over another save), and the schedule: daily, weekly (Mondays) or monthly
// (the 1st) at an hour of the user's time zone, emailed to the user with one CSV per section by the job `stats.report`.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  csvOf,
  type StatsQuery,
  type StatsReport,
  type StatsReportCreate,
  type StatsReportFrequency,
  type StatsReportPeriod,
  type StatsReportUpdate,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { statsReports } from '../db/schema.ts';
import { scheduleTimeZone } from '../domain/workSchedule.ts';
import { zonedParts, zonedTime } from '../domain/zonedTime.ts';
import { ApiFailure } from '../http/errors.ts';
import { scheduleJob } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { accessIn, type AuthUser } from '../members/memberAccess.ts';
import { translate, type Language } from '../messages.ts';
import { sendMail } from '../profile/mail.ts';
import { statsReachOf } from '../routes/stats.ts';
import { senderHeaders } from '../workspace/mailSender.ts';
import { exportFileName, linkUser, statsTableSource } from './export.ts';
import { STATS_TABLES } from './tables.ts';

export const STATS_REPORT_JOB = 'stats.report';
type ReportRow = typeof statsReports.$inferSelect;

const unix = (at: Date | null) => (at === null ? null : Math.floor(at.getTime() / 1000));

export const toReport = (row: ReportRow): StatsReport => ({
  id: row.id,
  space_id: row.spaceId,
  name: row.name,
  sections: row.sections,
  period: row.period,
  filters: row.filters,
  schedule: { frequency: row.frequency, hour: row.hour },
  next_send_at: unix(row.nextSendAt),
  version: row.version,
});

type Ymd = { year: number; month: number; day: number };
/** A calendar date `days` after `date` (negative: before), by UTC arithmetic: no zone involved. */
const shifted = (date: Ymd, days: number): Ymd => {
  const at = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
};
const iso = (date: Ymd) => `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

/** The next instant after `now` when the schedule sends, at `hour` of the zone; null when off. */
export function nextSendAt(frequency: StatsReportFrequency, hour: number, timeZone: string, now: number): number | null {
  if (frequency === 'off') return null;
  const today = zonedParts(now, timeZone);
  for (let offset = 0; offset <= 62; offset++) {
    const date = shifted(today, offset);
    const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
    if (frequency === 'weekly' && weekday !== 1) continue;
    if (frequency === 'monthly' && date.day !== 1) continue;
    const at = zonedTime(date, hour, timeZone);
    if (at > now) return at;
  }
  return null;
}

/** The whole days a report made at `at` covers in the zone (the day it is made is not among them). */
export function reportPeriod(period: StatsReportPeriod, timeZone: string, at: number): { from: string; to: string } {
  const today = zonedParts(at, timeZone);
  const yesterday = shifted(today, -1);
  if (period === 'yesterday') return { from: iso(yesterday), to: iso(yesterday) };
  if (period === 'last_7_days') return { from: iso(shifted(today, -7)), to: iso(yesterday) };
  if (period === 'last_30_days') return { from: iso(shifted(today, -30)), to: iso(yesterday) };
  const firstOfThis = { year: today.year, month: today.month, day: 1 };
  const lastOfPrevious = shifted(firstOfThis, -1);
  return { from: iso({ ...lastOfPrevious, day: 1 }), to: iso(lastOfPrevious) };
}

function checkSections(sections: readonly string[]): void {
  for (const name of sections) statsTableSource(name);
}

/** The report's job at its next time (one job per report: the key moves it when the schedule changes). */
async function scheduleReport(db: Db, row: ReportRow): Promise<void> {
  if (row.nextSendAt === null) return;
  await scheduleJob(db, {
    kind: STATS_REPORT_JOB,
    runAt: row.nextSendAt,
    payload: { id: row.id },
    key: `${STATS_REPORT_JOB}:${row.id}`,
  });
}

export async function reportsOf(db: Db, userId: number, spaceId: number): Promise<StatsReport[]> {
  const rows = await db
    .select()
    .from(statsReports)
    .where(and(eq(statsReports.userId, userId), eq(statsReports.spaceId, spaceId)))
    .orderBy(asc(statsReports.id));
  return rows.map(toReport);
}

/** The caller's own report in a space they are still a member of; 404 otherwise (another's is as a missing one). */
export async function reportOfUser(db: Db, user: AuthUser, id: number): Promise<ReportRow> {
  const [row] = await db
    .select()
    .from(statsReports)
    .where(and(eq(statsReports.id, id), eq(statsReports.userId, user.id)));
  if (!row || !accessIn(user, row.spaceId)) throw new ApiFailure(404, 'notFound');
  return row;
}

export async function createReport(
  db: Db,
  input: { user: AuthUser; create: StatsReportCreate; origin: string; now: number },
): Promise<StatsReport> {
  const { user, create, now } = input;
  checkSections(create.sections);
  const schedule = create.schedule ?? { frequency: 'off' as const, hour: 9 };
  const timeZone = await scheduleTimeZone(db, user.id, create.space_id);
  const next = nextSendAt(schedule.frequency, schedule.hour, timeZone, now);
  const [row] = await db
    .insert(statsReports)
    .values({
      spaceId: create.space_id,
      userId: user.id,
      name: create.name,
      sections: create.sections,
      period: create.period,
      filters: create.filters ?? {},
      frequency: schedule.frequency,
      hour: schedule.hour,
      nextSendAt: next === null ? null : new Date(next),
      origin: input.origin,
      createdAt: new Date(now),
    })
    .returning();
  await scheduleReport(db, row!);
  return toReport(row!);
}

export type ReportSaveOutcome = { kind: 'ok'; report: StatsReport } | { kind: 'conflict'; current: StatsReport };

export async function updateReport(
  db: Db,
  input: { user: AuthUser; id: number; update: StatsReportUpdate; now: number },
): Promise<ReportSaveOutcome> {
  const { user, update, now } = input;
  if (update.sections) checkSections(update.sections);
  return db.transaction(async (tx) => {
    const before = await reportOfUser(tx as unknown as Db, user, input.id);
    // Locked for the read and the write, so two saves do not cross.
    await tx.select({ id: statsReports.id }).from(statsReports).where(eq(statsReports.id, before.id)).for('update');
    const [row] = await tx.select().from(statsReports).where(eq(statsReports.id, before.id));
    if (update.seen !== undefined && update.seen !== row!.version) return { kind: 'conflict', current: toReport(row!) };
    const schedule = update.schedule ?? { frequency: row!.frequency, hour: row!.hour };
    const timeZone = await scheduleTimeZone(tx as unknown as Db, user.id, row!.spaceId);
    const next = nextSendAt(schedule.frequency, schedule.hour, timeZone, now);
    const [saved] = await tx
      .update(statsReports)
      .set({
        ...(update.name !== undefined ? { name: update.name } : {}),
        ...(update.sections !== undefined ? { sections: update.sections } : {}),
        ...(update.period !== undefined ? { period: update.period } : {}),
        ...(update.filters !== undefined ? { filters: update.filters } : {}),
        frequency: schedule.frequency,
        hour: schedule.hour,
        nextSendAt: next === null ? null : new Date(next),
        version: sql`${statsReports.version} + 1`,
      })
      .where(eq(statsReports.id, row!.id))
      .returning();
    await scheduleReport(tx as unknown as Db, saved!);
    return { kind: 'ok', report: toReport(saved!) };
  });
}

export async function deleteReport(db: Db, user: AuthUser, id: number): Promise<void> {
  const row = await reportOfUser(db, user, id);
  // Its job, when it runs, finds no report and ends.
  await db.delete(statsReports).where(eq(statsReports.id, row.id));
}

/** The report's query for a period: its filters under the endpoints' names (`name[]`). */
export function reportQuery(row: ReportRow, period: { from: string; to: string }, timeZone: string): StatsQuery {
  const { filters } = row;
  return {
    space_id: row.spaceId,
    from: period.from,
    to: period.to,
    tz: timeZone,
    ...(filters.object_id ? { 'object_id[]': filters.object_id } : {}),
    ...(filters.company_id ? { 'company_id[]': filters.company_id } : {}),
    ...(filters.provider ? { 'provider[]': filters.provider } : {}),
    ...(filters.tag_id ? { 'tag_id[]': filters.tag_id } : {}),
    ...(filters.user_id ? { 'user_id[]': filters.user_id } : {}),
  };
}

/** Emails the report now to its user: one CSV per section, within what the user may read now. False: not sent. */
export async function sendReport(db: Db, row: ReportRow, now: number): Promise<boolean> {
  const user = await linkUser(db, row.userId);
  if (!user) return false;
  const timeZone = await scheduleTimeZone(db, user.id, row.spaceId);
  const period = reportPeriod(row.period, timeZone, now);
  const query = reportQuery(row, period, timeZone);
  let reach;
  try {
    // A member no more, or without the team's flag while the filters name others: nothing is sent.
    reach = await statsReachOf(db, user, query);
  } catch (failure) {
    if (failure instanceof ApiFailure) return false;
    throw failure;
  }
  const language: Language = user.locale ?? 'ru';
  const attachments = [];
  for (const section of row.sections) {
    const source = STATS_TABLES.get(section);
    // A table no longer registered is left out, the others still go; so is a team table once the flag is gone.
    if (!source || (source.team && !reach.team)) continue;
    const table = await source.table(db, query, reach, timeZone, language, now);
    attachments.push({
      filename: exportFileName({ table: section, ...period }),
      contentType: 'text/csv; charset=utf-8',
      content: csvOf(table),
    });
  }
  if (attachments.length === 0) return false;
  const link = `${row.origin}/stats/reports`;
  const params = { name: row.name, ...period };
  await sendMail(db, {
    ...(await senderHeaders(db, row.spaceId)),
    userId: user.id,
    to: user.email,
    subject: translate('statsReportSubject', language, params),
    text: translate('statsReportText', language, {
      ...params,
      zone: timeZone,
      files: attachments.map((file) => file.filename).join(', '),
      link,
    }),
    link,
    attachments,
    now,
  });
  return true;
}

/** The job: sends the report when its time has come, then schedules the next (the user's zone read again). */
export const statsReportJob: JobHandler = async (job, { db, now }) => {
  const [row] = await db
    .select()
    .from(statsReports)
    .where(eq(statsReports.id, Number(job.payload.id)));
  if (!row || row.nextSendAt === null) return { kind: 'done' };
  // Moved later meanwhile (a schedule change): wait for it.
  if (row.nextSendAt.getTime() > now) return { kind: 'reschedule', runAt: row.nextSendAt };
  await sendReport(db, row, now);
  const timeZone = await scheduleTimeZone(db, row.userId, row.spaceId);
  const next = nextSendAt(row.frequency, row.hour, timeZone, now);
  await db
    .update(statsReports)
    .set({ nextSendAt: next === null ? null : new Date(next) })
    .where(eq(statsReports.id, row.id));
  return next === null ? { kind: 'done' } : { kind: 'reschedule', runAt: new Date(next) };
};
