// An issue sent to the space's HelpDeskEddy desk as a ticket, and the ticket's status coming back (docs/hde.md): the
// hde.sync job reads the ticket's status from the desk every 5 minutes until it is closed, and a change moves the
// issue to the status it maps to in the workspace (closed: the first closing status). The history says who: the
// sender for `desk`, the server for the status.
import { eq } from 'drizzle-orm';
import type { DeskTicketStatus, IssueDeskTicket, IssueHistoryField, IssueSettings } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { hdeDesks, hdeTickets, issues } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import type { TokenCipher } from '../integrations/tokenCipher.ts';
import { wholeSeconds } from '../items/load.ts';
import type { UserRow } from '../items/access.ts';
import { scheduleJob } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/runner.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { issueOfUser, requireIssueWrite } from '../issues/access.ts';
import { loadIssue } from '../issues/load.ts';
import { notifyIssue } from '../issues/notify.ts';
import { issueSettingsOfSpace } from '../issues/settings.ts';
import { commitIssueChange } from '../issues/writes.ts';
import type { DeskAdapter } from './desk.ts';

export const HDE_SYNC_JOB = 'hde.sync';
export const hdeSyncKey = (issueId: number) => `${HDE_SYNC_JOB}:${issueId}`;
/** How often a ticket's status is read from the desk. */
export const HDE_SYNC_EVERY_MS = 5 * 60_000;

type TicketRow = typeof hdeTickets.$inferSelect;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export const toIssueDeskTicket = (row: TicketRow): IssueDeskTicket => ({
  id: row.ticketId,
  number: row.number,
  url: row.url,
  status: row.status,
  sent_at: unix(row.sentAt),
  synced_at: unix(row.syncedAt),
});

export async function scheduleTicketSync(db: Pick<Db, 'insert'>, issueId: number, now: number): Promise<void> {
  await scheduleJob(db, {
    kind: HDE_SYNC_JOB,
    runAt: new Date(now + HDE_SYNC_EVERY_MS),
    payload: { id: issueId },
    key: hdeSyncKey(issueId),
  });
}

/**
 * The workspace's status for a desk status (docs/hde.md "Statuses"): closed → the first closing status; process →
 * `inprogress`, waiting → `waiting` where the workspace has them; open (and a status the workspace lacks) → none.
 */
export function issueStatusFor(desk: DeskTicketStatus, settings: Pick<IssueSettings, 'statuses' | 'closing'>): string | null {
  if (desk === 'closed') return settings.closing[0] ?? null;
  const wanted = desk === 'process' ? 'inprogress' : desk === 'waiting' ? 'waiting' : null;
  return wanted !== null && settings.statuses.includes(wanted) ? wanted : null;
}

async function ticketOf(db: Db, issueId: number): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(hdeTickets).where(eq(hdeTickets.issueId, issueId));
  return row;
}

/** GET v1/issues/{id}/hde: whether the issue's space has a desk, and the issue's ticket. */
export async function issueDeskOf(db: Db, user: UserRow, issueId: number) {
  const issue = await issueOfUser(db, user, issueId);
  const [desk] = await db.select({ spaceId: hdeDesks.spaceId }).from(hdeDesks).where(eq(hdeDesks.spaceId, issue.spaceId));
  const ticket = await ticketOf(db, issue.id);
  return { connected: desk !== undefined, ticket: ticket ? toIssueDeskTicket(ticket) : null };
}

/** POST v1/issues/{id}/hde: the issue becomes a ticket (once: sending again answers the same ticket). */
export async function sendIssueToDesk(
  deps: { db: Db; now: () => number; desk: DeskAdapter; tokens: TokenCipher },
  user: UserRow,
  issueId: number,
): Promise<IssueDeskTicket> {
  const { db } = deps;
  const issue = await issueOfUser(db, user, issueId);
  requireIssueWrite(user, issue.spaceId);
  const existing = await ticketOf(db, issue.id);
  if (existing) return toIssueDeskTicket(existing);
  const [desk] = await db.select().from(hdeDesks).where(eq(hdeDesks.spaceId, issue.spaceId));
  if (!desk) throw new ApiFailure(400, 'hdeNotConnected');
  const credentials = { domain: desk.domain, email: desk.email, apiKey: deps.tokens.open(desk.apiKey) };
  const made = await deps.desk.createTicket(credentials, {
    title: `#${issue.number} ${issue.title}`,
    text: issue.description,
  });
  if ('refused' in made) {
    await db.update(hdeDesks).set({ status: 'error' }).where(eq(hdeDesks.spaceId, issue.spaceId));
    throw new ApiFailure(400, made.refused);
  }
  const now = deps.now();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(issues).where(eq(issues.id, issue.id)).for('update');
    const [ticket] = await tx
      .insert(hdeTickets)
      .values({
        issueId: issue.id,
        spaceId: issue.spaceId,
        ticketId: made.id,
        number: made.number,
        url: made.url,
        status: made.status,
        sentAt: new Date(now),
        syncedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning();
    // Two sends at once: the first one's ticket stays (the second desk ticket is left on the desk).
    if (!ticket) return toIssueDeskTicket((await tx.select().from(hdeTickets).where(eq(hdeTickets.issueId, issue.id)))[0]!);
    await commitIssueChange(tx, row!, user.id, now, {}, [{ field: 'desk', from: null, to: made.number }]);
    await scheduleTicketSync(tx, issue.id, now);
    return toIssueDeskTicket(ticket);
  });
}

/** Nobody listening (a job runner without the servers' publisher): the email still goes. */
const SILENT: Publisher = { toUser() {}, toSpace() {}, closeUser() {}, restartUser() {} };

/**
 * The hde.sync job: reads the ticket's status; a new one is kept and, where it maps to another workspace status of
 * the still-open issue, moves the issue (history by the server) and tells the people concerned. Until closed, it
 * looks again in 5 minutes; a disconnected desk ends it (connecting again starts it), a refused key marks the desk.
 */
export function hdeSyncJob(deps: {
  desk: (context: { db: Db; now: number }) => DeskAdapter;
  tokens: TokenCipher;
  publisher?: Publisher | undefined;
}): JobHandler {
  return async (job, context) => {
    const { db, now } = context;
    const issueId = Number(job.payload.id);
    const ticket = await ticketOf(db, issueId);
    if (!ticket || ticket.status === 'closed') return { kind: 'done' };
    const [desk] = await db.select().from(hdeDesks).where(eq(hdeDesks.spaceId, ticket.spaceId));
    if (!desk) return { kind: 'done' };
    const credentials = { domain: desk.domain, email: desk.email, apiKey: deps.tokens.open(desk.apiKey) };
    const status = await deps.desk(context).ticketStatus(credentials, ticket.ticketId);
    if (status !== null && typeof status === 'object') {
      await db.update(hdeDesks).set({ status: 'error' }).where(eq(hdeDesks.spaceId, ticket.spaceId));
      return { kind: 'done' };
    }
    if (status === null) return { kind: 'done' }; // deleted on the desk: the link stays, nothing comes back
    const moved = await db.transaction(async (tx) => {
      await tx
        .update(hdeTickets)
        .set({ status, syncedAt: new Date(now) })
        .where(eq(hdeTickets.issueId, issueId));
      if (status === ticket.status) return false;
      const [row] = await tx.select().from(issues).where(eq(issues.id, issueId)).for('update');
      if (!row || row.closedAt !== null) return false; // a closed issue is not opened again by the desk
      const settings = await issueSettingsOfSpace(tx, row.spaceId);
      const target = issueStatusFor(status, settings);
      if (target === null || target === row.status) return false;
      const closing = settings.closing.includes(target);
      const set: Partial<typeof issues.$inferInsert> = { status: target };
      const changes: { field: IssueHistoryField; from: string | null; to: string | null }[] = [
        { field: 'status', from: row.status, to: target },
      ];
      if (closing) {
        set.closedAt = wholeSeconds(now);
        set.expired = false;
        if (row.expired) changes.push({ field: 'expired', from: 'true', to: 'false' });
      }
      await commitIssueChange(tx, row, null, now, set, changes);
      return true;
    });
    if (moved) {
      const issue = (await loadIssue(db, issueId))!;
      await notifyIssue({ db, publisher: deps.publisher ?? SILENT, now: () => now }, { issue, event: 'status', actor: null });
    }
    if (status === 'closed') return { kind: 'done' };
    return { kind: 'reschedule', runAt: new Date(now + HDE_SYNC_EVERY_MS) };
  };
}
