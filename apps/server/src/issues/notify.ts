// Issue notifications (spec §3 "Notification socket message", §7 notify of type issue, §9 issue notification 300 s;
// docs/issues.md): assigning, commenting on, changing the status of or passing the deadline of an issue tells the
// people concerned (the assignee, the creator and those who commented), except the one who acted, on the socket,
// and by email when their notification settings ask for it at once (issue_assigned, issue_comment, issue_status,
// issue_overdue; hourly, daily… go into one digest letter per period: digest.ts).
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS, type Issue, type NotificationEvent } from '@console/api/contract';
import { ISSUE_NOTIFICATION_MS } from '@console/spec';
import type { Db } from '../db/database.ts';
import { issueComments, notificationSettings, users } from '../db/schema.ts';
import { sendMail } from '../profile/mail.ts';
import { translate, type Language, type MessageKey } from '../messages.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { senderHeaders } from '../workspace/mailSender.ts';
import { issues } from '../db/schema.ts';
import { membersOf } from './access.ts';
import { isDigestFrequency, queueDigest } from './digest.ts';

export type IssueEvent = 'assigned' | 'comment' | 'status' | 'overdue';

const EVENT_SETTING: Record<IssueEvent, NotificationEvent> = {
  assigned: 'issue_assigned',
  comment: 'issue_comment',
  status: 'issue_status',
  overdue: 'issue_overdue',
};
const TITLE_KEYS: Record<IssueEvent, MessageKey> = {
  assigned: 'issueNotifyAssigned',
  comment: 'issueNotifyComment',
  status: 'issueNotifyStatus',
  overdue: 'issueNotifyOverdue',
};

/** The people concerned: the assignee, the creator and the commenters. */
export async function concernedWith(db: Db, issue: Pick<Issue, 'id' | 'assignee' | 'creator'>): Promise<number[]> {
  const commenters = await db
    .selectDistinct({ id: issueComments.userId })
    .from(issueComments)
    .where(and(eq(issueComments.issueId, issue.id), isNotNull(issueComments.userId)));
  return [
    ...new Set([issue.assignee?.id, issue.creator?.id, ...commenters.map((c) => c.id)].filter((id) => id != null)),
  ] as number[];
}

export async function notifyIssue(
  deps: { db: Db; publisher: Publisher; now: () => number },
  what: {
    issue: Issue;
    event: IssueEvent;
    /** Who acted (not told); null: the server (the deadline passing). */
    actor: { id: number; name: string } | null;
    /** Whom to tell; default: everyone concerned. */
    to?: readonly number[];
    /** A comment's text. */
    text?: string;
  },
): Promise<void> {
  const { db } = deps;
  const { issue, event, actor } = what;
  const [space] = await db.select({ spaceId: issues.spaceId }).from(issues).where(eq(issues.id, issue.id));
  if (!space) return;
  const wanted = (what.to ?? (await concernedWith(db, issue))).filter((id) => id !== actor?.id);
  const recipients = await membersOf(db, space.spaceId, wanted);
  if (recipients.length === 0) return;
  const rows = await db
    .select({ user: users, settings: notificationSettings.settings })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(inArray(users.id, recipients));
  const setting = EVENT_SETTING[event];
  for (const { user, settings } of rows) {
    if (user.blockedAt !== null) continue;
    const language: Language = user.locale ?? 'ru';
    const title = translate(TITLE_KEYS[event], language, { number: issue.number });
    const text = event === 'comment' && what.text ? `${issue.title}: ${what.text}` : issue.title;
    const channels = settings?.[setting] ?? DEFAULT_NOTIFICATION_SETTINGS[setting];
    if (channels.in_app !== 'never') {
      deps.publisher.toUser(user.id, {
        method: 'notify',
        type: 'issue',
        id: issue.id,
        title,
        text,
        user: actor?.name ?? null,
        icon: null,
        class: event === 'overdue' ? 'danger' : null,
        duration: ISSUE_NOTIFICATION_MS / 1000,
      });
    }
    if (channels.email === 'instant') {
      const link = `/issues/${issue.id}`;
      await sendMail(db, {
        ...(await senderHeaders(db, space.spaceId)),
        userId: user.id,
        to: user.email,
        subject: title,
        text: `${text}\n\n${translate('issueNotifyLink', language, { link })}`,
        link,
        now: deps.now(),
      });
    } else if (isDigestFrequency(channels.email)) {
      // Hourly, daily…: one letter per period lists it (digest.ts).
      await queueDigest(db, {
        userId: user.id,
        frequency: channels.email,
        event: setting,
        issueId: issue.id,
        text,
        now: deps.now(),
      });
    }
  }
}
