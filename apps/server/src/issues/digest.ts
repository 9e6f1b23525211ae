// Email digests of notifications (docs/issues.md "Notifications: digests"; spec §3 notification frequencies): an event
// whose email setting is hourly, every 3 or 12 hours, daily or weekly waits in notification_digest, once per (user,
// frequency, issue, event) — a repeat counts up and keeps the latest text — and one job per user and frequency sends
// them all as one letter at the end of the period (periods counted from the epoch: on the hour, at 00:00 UTC…), in the
// user's language, with a link per issue; nothing when nothing is left (the issue gone, no longer seen, the user
// blocked or out of the space, its email turned off since).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationEvent, type NotificationFrequency } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { issues, notificationDigest, notificationSettings, spaceMembers, users } from '../db/schema.ts';
import { itemScopeOf } from '../items/access.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { scheduleJob } from '../jobs/queue.ts';
import { translate, type Language, type MessageKey } from '../messages.ts';
import { sendMail } from '../profile/mail.ts';
import { periodOf } from '../subscriptions/frequencies.ts';
import { senderHeaders } from '../workspace/mailSender.ts';
import { visibleIssues } from './access.ts';

export const NOTIFICATION_DIGEST_JOB = 'notification.digest';
export const notificationDigestKey = (userId: number, frequency: NotificationFrequency) =>
  `${NOTIFICATION_DIGEST_JOB}:${userId}:${frequency}`;

/** The frequencies a digest sends (spec §3): every one but never and at once. */
export const isDigestFrequency = (frequency: NotificationFrequency): boolean => frequency !== 'never' && frequency !== 'instant';

/** The end of the period `now` falls in: the letter of every event of that period goes then. */
export function digestDueAt(frequency: NotificationFrequency, now: number): number {
  const period = periodOf(frequency, 'email')!;
  return (Math.floor(now / period) + 1) * period;
}

/** Puts one event in the user's waiting digest and makes sure its letter is scheduled. */
export async function queueDigest(
  db: Db,
  line: {
    userId: number;
    frequency: NotificationFrequency;
    event: NotificationEvent;
    issueId: number;
    text: string;
    now: number;
  },
): Promise<void> {
  const at = new Date(line.now);
  await db
    .insert(notificationDigest)
    .values({ userId: line.userId, frequency: line.frequency, event: line.event, issueId: line.issueId, text: line.text, at })
    .onConflictDoUpdate({
      target: [notificationDigest.userId, notificationDigest.frequency, notificationDigest.issueId, notificationDigest.event],
      set: { text: line.text, at, times: sql`${notificationDigest.times} + 1` },
    });
  await scheduleJob(db, {
    kind: NOTIFICATION_DIGEST_JOB,
    runAt: new Date(digestDueAt(line.frequency, line.now)),
    payload: { user_id: line.userId, frequency: line.frequency },
    key: notificationDigestKey(line.userId, line.frequency),
  });
}

const LINE_TITLES: Partial<Record<NotificationEvent, MessageKey>> = {
  issue_assigned: 'issueNotifyAssigned',
  issue_comment: 'issueNotifyComment',
  issue_status: 'issueNotifyStatus',
  issue_overdue: 'issueNotifyOverdue',
};

/** The job: the user's waiting lines of this frequency as one letter, then they are gone. */
export const notificationDigestJob: JobHandler = async (job, { db, now }) => {
  const userId = Number(job.payload.user_id);
  const frequency = String(job.payload.frequency) as NotificationFrequency;
  const lines = await db
    .select({ line: notificationDigest, number: issues.number, spaceId: issues.spaceId, title: issues.title })
    .from(notificationDigest)
    .innerJoin(issues, eq(issues.id, notificationDigest.issueId))
    .where(and(eq(notificationDigest.userId, userId), eq(notificationDigest.frequency, frequency)))
    .orderBy(notificationDigest.at, notificationDigest.id);
  if (lines.length === 0) return { kind: 'done' };
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  // Still to be told: issues they see now (their spaces, their user groups).
  const visible =
    user && user.blockedAt === null
      ? await db
          .select({ id: issues.id })
          .from(issues)
          .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, issues.spaceId), eq(spaceMembers.userId, userId)))
          .where(
            and(inArray(issues.id, [...new Set(lines.map((l) => l.line.issueId))]), visibleIssues(await itemScopeOf(db, userId))),
          )
      : [];
  const seen = new Set(visible.map((row) => row.id));
  // An event whose email the user turned off since it waited is not sent.
  const [saved] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const wanted = (event: NotificationEvent) => (saved?.settings[event] ?? DEFAULT_NOTIFICATION_SETTINGS[event]).email !== 'never';
  const told = lines.filter((l) => seen.has(l.line.issueId) && wanted(l.line.event));
  if (user && told.length > 0) {
    const language: Language = user.locale ?? 'ru';
    const body = told.map(({ line, number }) => {
      const title = translate(LINE_TITLES[line.event] ?? 'issueNotifyStatus', language, { number });
      const times = line.times > 1 ? ` ${translate('issueDigestTimes', language, { count: line.times })}` : '';
      const link = `/issues/${line.issueId}`;
      return `${title}${times}\n${line.text}\n${translate('issueNotifyLink', language, { link })}`;
    });
    await sendMail(db, {
      ...(await senderHeaders(db, told[0]!.spaceId)),
      userId,
      to: user.email,
      subject: translate('issueDigestSubject', language, { count: told.length }),
      text: `${translate('issueDigestIntro', language)}\n\n${body.join('\n\n')}`,
      link: '/issues',
      now,
    });
  }
  // Sent (or no longer to be told): gone. A line that changed while the letter went (a newer `at`) waits for the next.
  for (const { line } of lines)
    await db.delete(notificationDigest).where(and(eq(notificationDigest.id, line.id), eq(notificationDigest.at, line.at)));
  return { kind: 'done' };
};
