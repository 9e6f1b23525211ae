// Every change to an issue (docs/issues.md): one transaction that locks the row, writes a history row per changed
// field (who, what, when), bumps the version once; then the deadline job is (re)scheduled and the people concerned
// are notified (notify.ts). A write carries the version the user saw (`seen`): another's change since answers 409
// `conflict` with who changed what and the issue as it is now, as items do (items/writes.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ERROR_TYPE_CONFLICT,
  type Issue,
  type IssueConflict,
  type IssueCreate,
  type IssueHistoryEntry,
  type IssueHistoryField,
  type IssuesBulk,
  type IssueUpdate,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { chats, issueChats, issueComments, issueHistory, issueItems, issues, items, spaceMembers, spaces } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { chatOfUser } from '../chats/access.ts';
import { itemOfUser, requirePaidSpace, type UserRow } from '../items/access.ts';
import { requireAssignee } from '../items/targets.ts';
import { wholeSeconds } from '../items/load.ts';
import { scheduleJob } from '../jobs/queue.ts';
import { translate, type Language, type MessageKey } from '../messages.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { creatorGroup, issueOfUser, requireIssueWrite, requireMemberOf, type IssueRow } from './access.ts';
import { loadIssue, loadIssueHistory, loadIssues } from './load.ts';
import { notifyIssue, type IssueEvent } from './notify.ts';
import { publishIssuesChanged } from './publish.ts';
import { issueSettingsOfSpace, requireDepartment, requireStatus } from './settings.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type IssueDeps = { db: Db; publisher: Publisher; now: () => number };
type Change = { field: IssueHistoryField; from: string | null; to: string | null };

/** The deadline job (jobs/handlers.ts): one per issue, moved when the due time changes. */
export const ISSUE_EXPIRE_JOB = 'issue.expire';
export const issueExpireKey = (id: number) => `${ISSUE_EXPIRE_JOB}:${id}`;

const HOUR_MS = 3_600_000;
const str = (value: number | null | undefined): string | null => (value == null ? null : String(value));
const seconds = (date: Date | null): string | null => (date ? String(Math.floor(date.getTime() / 1000)) : null);

async function record(tx: Tx | Db, issueId: number, userId: number | null, version: number, now: number, changes: Change[]) {
  if (changes.length === 0) return;
  await tx.insert(issueHistory).values(
    changes.map((c) => ({
      issueId,
      userId,
      field: c.field,
      fromValue: c.from,
      toValue: c.to,
      version,
      at: new Date(now),
    })),
  );
}

/** Locks the issue, applies `set`, records `changes` under the next version. Nothing changed: nothing written. */
export async function commitIssueChange(
  tx: Tx | Db,
  row: IssueRow,
  userId: number | null,
  now: number,
  set: Partial<typeof issues.$inferInsert>,
  changes: Change[],
): Promise<number> {
  if (changes.length === 0) return row.version;
  const version = row.version + 1;
  await tx
    .update(issues)
    .set({ ...set, version, updatedAt: wholeSeconds(now) })
    .where(eq(issues.id, row.id));
  await record(tx, row.id, userId, version, now, changes);
  return version;
}

const lockRow = async (tx: Tx, id: number): Promise<IssueRow> => {
  const [row] = await tx.select().from(issues).where(eq(issues.id, id)).for('update');
  if (!row) throw new ApiFailure(404, 'notFound');
  return row;
};

/** Puts the deadline job at the due time (a time already past runs at the runner's next look). */
async function scheduleExpiry(db: Db | Tx, id: number, dueAt: Date | null): Promise<void> {
  if (dueAt === null) return;
  await scheduleJob(db, { kind: ISSUE_EXPIRE_JOB, runAt: dueAt, payload: { id }, key: issueExpireKey(id) });
}

async function isMember(tx: Tx, spaceId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: spaceMembers.userId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)));
  return row !== undefined;
}

/** Where a new issue comes from: its space, the customer and the user group (spec §1), and what to link. */
async function sourceOf(db: Db, user: UserRow, create: IssueCreate) {
  // `item_id` and `item_ids` (the bulk bar's selection): the first comment gives the customer and the group; every
  // one must be the user's to see (404 otherwise) and of the same space (400).
  const itemIds = [...new Set([...(create.item_id !== undefined ? [create.item_id] : []), ...(create.item_ids ?? [])])];
  if (itemIds.length > 0) {
    const found: Awaited<ReturnType<typeof itemOfUser>>[] = [];
    for (const itemId of itemIds) found.push(await itemOfUser(db, user, itemId));
    const item = found[0]!;
    if (found.some((one) => one.spaceId !== item.spaceId)) throw new ApiFailure(400, 'issueItemsSpaces');
    const rootId = item.parentId ?? item.id;
    const [root] = rootId === item.id ? [item] : await db.select().from(items).where(eq(items.id, rootId));
    return { spaceId: item.spaceId, authorId: item.authorId, usergroupId: root?.usergroupId ?? null, itemIds };
  }
  if (create.chat_id !== undefined) {
    const chat = await chatOfUser(db, user, create.chat_id);
    const usergroupId = chat.assigneeType === 'usergroup' ? chat.assigneeId : null;
    return { spaceId: chat.spaceId, authorId: chat.authorId, usergroupId, chatId: chat.id };
  }
  if (create.space_id === undefined) throw new ApiFailure(400, 'issueSourceMissing');
  requireMemberOf(user, create.space_id);
  return { spaceId: create.space_id, authorId: null, usergroupId: await creatorGroup(db, user.id, create.space_id) };
}

/** POST v1/issues: blank, or from a comment or a chat (linked both ways). */
export async function createIssue(deps: IssueDeps, user: UserRow, create: IssueCreate): Promise<Issue> {
  const { db } = deps;
  const now = deps.now();
  const source = await sourceOf(db, user, create);
  const { spaceId } = source;
  requireIssueWrite(user, spaceId);
  await requirePaidSpace(db, spaceId, now);
  const settings = await issueSettingsOfSpace(db, spaceId);
  const status = create.status ?? settings.statuses[0] ?? 'new';
  requireStatus(settings, status);
  const priority = create.priority ?? 'normal';
  const assigneeId = create.assignee_id === undefined ? settings.assigned_to : create.assignee_id;
  const departmentId = create.department_id ?? null;
  const hours = settings.deadlines[priority];
  const dueAt =
    create.due_at != null
      ? new Date(create.due_at * 1000)
      : create.due_at === undefined && hours != null
        ? wholeSeconds(now + hours * HOUR_MS)
        : null;
  const closing = settings.closing.includes(status);
  const id = await db.transaction(async (tx) => {
    // The space row's lock numbers the space's issues one after another (no two issues get the same number).
    await tx.select({ id: spaces.id }).from(spaces).where(eq(spaces.id, spaceId)).for('update');
    // An assignee named must be a member (400); the default one (issues.assigned_to) who left the space: nobody.
    if (create.assignee_id != null) await requireAssignee(tx, spaceId, create.assignee_id);
    const assignee = assigneeId === null ? null : (await isMember(tx, spaceId, assigneeId)) ? assigneeId : null;
    await requireDepartment(tx, spaceId, departmentId);
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${issues.number}), 0)` })
      .from(issues)
      .where(eq(issues.spaceId, spaceId));
    const at = wholeSeconds(now);
    const [row] = await tx
      .insert(issues)
      .values({
        spaceId,
        number: Number(last?.n ?? 0) + 1,
        title: create.title,
        description: create.description ?? '',
        status,
        priority,
        departmentId,
        assigneeId: assignee,
        dueAt,
        authorId: source.authorId,
        creatorId: user.id,
        usergroupId: source.usergroupId,
        createdAt: at,
        updatedAt: at,
        closedAt: closing ? at : null,
      })
      .returning();
    if ('itemIds' in source && source.itemIds !== undefined)
      await tx.insert(issueItems).values(source.itemIds.map((itemId) => ({ issueId: row!.id, itemId })));
    if ('chatId' in source && source.chatId !== undefined)
      await tx.insert(issueChats).values({ issueId: row!.id, chatId: source.chatId });
    await record(tx, row!.id, user.id, 1, now, [{ field: 'created', from: null, to: String(row!.number) }]);
    if (!closing) await scheduleExpiry(tx, row!.id, dueAt);
    return row!.id;
  });
  const issue = (await loadIssue(db, id))!;
  await publishIssuesChanged(deps, [id]);
  if (issue.assignee) await notifyIssue(deps, { issue, event: 'assigned', actor: user, to: [issue.assignee.id] });
  return issue;
}

type FieldChange = Omit<IssueUpdate, 'seen'>;

/** Applies a change to a locked row; returns the events to notify of. */
async function applyFields(
  tx: Tx,
  row: IssueRow,
  user: UserRow,
  now: number,
  change: FieldChange,
): Promise<{ events: IssueEvent[]; changed: boolean }> {
  const settings = await issueSettingsOfSpace(tx, row.spaceId);
  const set: Partial<typeof issues.$inferInsert> = {};
  const changes: Change[] = [];
  const events: IssueEvent[] = [];
  if (change.title !== undefined && change.title !== row.title) {
    changes.push({ field: 'title', from: row.title, to: change.title });
    set.title = change.title;
  }
  if (change.description !== undefined && change.description !== row.description) {
    changes.push({ field: 'description', from: null, to: null });
    set.description = change.description;
  }
  if (change.priority !== undefined && change.priority !== row.priority) {
    changes.push({ field: 'priority', from: row.priority, to: change.priority });
    set.priority = change.priority;
  }
  if (change.department_id !== undefined && change.department_id !== row.departmentId) {
    await requireDepartment(tx, row.spaceId, change.department_id);
    changes.push({ field: 'department', from: str(row.departmentId), to: str(change.department_id) });
    set.departmentId = change.department_id;
  }
  if (change.assignee_id !== undefined && change.assignee_id !== row.assigneeId) {
    await requireAssignee(tx, row.spaceId, change.assignee_id);
    changes.push({ field: 'assignee', from: str(row.assigneeId), to: str(change.assignee_id) });
    set.assigneeId = change.assignee_id;
    if (change.assignee_id !== null) events.push('assigned');
  }
  let open = row.closedAt === null;
  if (change.status !== undefined && change.status !== row.status) {
    requireStatus(settings, change.status);
    changes.push({ field: 'status', from: row.status, to: change.status });
    set.status = change.status;
    open = !settings.closing.includes(change.status);
    // A closing status ends the issue (and its expiry); another opens it again.
    set.closedAt = open ? null : wholeSeconds(now);
    if (!open) set.expired = false;
    events.push('status');
  }
  const dueAt = change.due_at === undefined ? row.dueAt : change.due_at === null ? null : new Date(change.due_at * 1000);
  if (change.due_at !== undefined && seconds(dueAt) !== seconds(row.dueAt)) {
    changes.push({ field: 'due_at', from: seconds(row.dueAt), to: seconds(dueAt) });
    set.dueAt = dueAt;
    // A new due time starts over: the job marks it expired when that time comes.
    set.expired = false;
  }
  if (open && (set.dueAt !== undefined || (set.closedAt === null && row.closedAt !== null))) {
    if (set.closedAt === null && row.closedAt !== null && set.dueAt === undefined) set.expired = false;
    await scheduleExpiry(tx, row.id, dueAt);
  }
  if (set.expired === false && row.expired) changes.push({ field: 'expired', from: 'true', to: 'false' });
  if (change.add_item_id !== undefined) {
    const [item] = await tx
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.id, change.add_item_id), eq(items.spaceId, row.spaceId)));
    if (!item) throw new ApiFailure(404, 'notFound');
    const added = await tx.insert(issueItems).values({ issueId: row.id, itemId: item.id }).onConflictDoNothing().returning();
    if (added.length > 0) changes.push({ field: 'link', from: null, to: `item:${item.id}` });
  }
  if (change.add_chat_id !== undefined) {
    const [chat] = await tx
      .select({ id: chats.id })
      .from(chats)
      .where(and(eq(chats.id, change.add_chat_id), eq(chats.spaceId, row.spaceId)));
    if (!chat) throw new ApiFailure(404, 'notFound');
    const added = await tx.insert(issueChats).values({ issueId: row.id, chatId: chat.id }).onConflictDoNothing().returning();
    if (added.length > 0) changes.push({ field: 'link', from: null, to: `chat:${chat.id}` });
  }
  await commitIssueChange(tx, row, user.id, now, set, changes);
  return { events, changed: changes.length > 0 };
}

const FIELD_KEYS: Record<string, MessageKey> = {
  title: 'issueFieldTitle',
  description: 'issueFieldDescription',
  status: 'issueFieldStatus',
  priority: 'issueFieldPriority',
  department: 'issueFieldDepartment',
  assignee: 'issueFieldAssignee',
  due_at: 'issueFieldDueAt',
  expired: 'issueFieldDueAt',
  comment: 'issueFieldComment',
  link: 'issueFieldLink',
  attachment: 'issueFieldAttachment',
  created: 'issueFieldTitle',
};

/** The 409 body: who changed what since the version the user saw, and the issue as it is now. */
export function issueConflictOf(current: Issue, changes: IssueHistoryEntry[], language: Language): IssueConflict {
  const last = changes.at(-1)?.user?.name ?? translate('itemConflictSomeone', language);
  const fields = [...new Set(changes.map((c) => translate(FIELD_KEYS[c.field] ?? 'issueFieldTitle', language)))].join(', ');
  return {
    error: translate('issueConflict', language, { user: last, fields }),
    error_type: ERROR_TYPE_CONFLICT,
    current,
    changes,
  };
}

export type IssueUpdateOutcome = { kind: 'ok'; issue: Issue } | { kind: 'conflict'; body: IssueConflict };

/** After a change: the people concerned hear of it (the assignee of an assignment; everyone of a status change). */
async function notifyEvents(deps: IssueDeps, issue: Issue, events: IssueEvent[], actor: UserRow) {
  for (const event of events) {
    const to = event === 'assigned' && issue.assignee ? [issue.assignee.id] : undefined;
    await notifyIssue(deps, { issue, event, actor, to });
  }
}

/** PATCH v1/issues/{id}. */
export async function updateIssue(
  deps: IssueDeps,
  user: UserRow,
  id: number,
  update: IssueUpdate,
  language: Language,
): Promise<IssueUpdateOutcome> {
  const { db } = deps;
  const now = deps.now();
  const target = await issueOfUser(db, user, id);
  requireIssueWrite(user, target.spaceId);
  await requirePaidSpace(db, target.spaceId, now);
  const { seen, ...change } = update;
  const outcome = await db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    if (row.version !== seen) return 'conflict' as const;
    return applyFields(tx, row, user, now, change);
  });
  const issue = (await loadIssue(db, id))!;
  if (outcome === 'conflict') {
    return { kind: 'conflict', body: issueConflictOf(issue, await loadIssueHistory(db, id, seen), language) };
  }
  if (outcome.changed) await publishIssuesChanged(deps, [id]);
  await notifyEvents(deps, issue, outcome.events, user);
  return { kind: 'ok', issue };
}

/** POST v1/issues/bulk: the same status or assignment to each issue the user may change; the rest listed as failed. */
export async function bulkIssues(deps: IssueDeps, user: UserRow, bulk: IssuesBulk, language: Language) {
  const { db } = deps;
  const now = deps.now();
  const change: FieldChange = { status: bulk.status, assignee_id: bulk.assignee_id };
  const done: number[] = [];
  const failed: Array<{ id: number; error: string }> = [];
  for (const id of [...new Set(bulk.ids)]) {
    try {
      const target = await issueOfUser(db, user, id);
      requireIssueWrite(user, target.spaceId);
      await requirePaidSpace(db, target.spaceId, now);
      const outcome = await db.transaction(async (tx) => applyFields(tx, await lockRow(tx, id), user, now, change));
      done.push(id);
      await notifyEvents(deps, (await loadIssue(db, id))!, outcome.events, user);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      failed.push({ id, error: translate(error.key, language, error.params) });
    }
  }
  // One message for the whole bulk (per space), after every change committed.
  await publishIssuesChanged(deps, done);
  const rows = await loadIssues(db, { where: inArray(issues.id, done.length ? done : [0]) });
  return { items: rows, failed };
}

/** POST v1/issues/{id}/comments: a message of the team's thread; the people concerned hear of it. */
export async function commentIssue(deps: IssueDeps, user: UserRow, id: number, text: string) {
  const { db } = deps;
  const now = deps.now();
  const target = await issueOfUser(db, user, id);
  requireIssueWrite(user, target.spaceId);
  await requirePaidSpace(db, target.spaceId, now);
  const comment = await db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    const [inserted] = await tx
      .insert(issueComments)
      .values({ issueId: id, userId: user.id, text, createdAt: wholeSeconds(now) })
      .returning();
    await commitIssueChange(tx, row, user.id, now, {}, [{ field: 'comment', from: null, to: String(inserted!.id) }]);
    return inserted!;
  });
  await publishIssuesChanged(deps, [id]);
  await notifyIssue(deps, { issue: (await loadIssue(db, id))!, event: 'comment', actor: user, text });
  return {
    id: comment.id,
    user: { id: user.id, name: user.name },
    text: comment.text,
    created_at: Math.floor(comment.createdAt.getTime() / 1000),
  };
}
