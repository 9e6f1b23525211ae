// Changes to a chat: status, priority and assignment at the version the user saw (409 otherwise, as items), each
// leaving an activity line in the thread; marking read; and POST v1/chats, a chat started by phone (spec §5, §7).
import { chatPhoneProblem } from '@console/spec';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  NEW_CHAT_PROVIDERS,
  providerOf,
  type Chat,
  type ChatActivity,
  type ChatConflict,
  type ChatPhoneProblem,
  type ChatUpdate,
  type NewChat,
} from '@console/api/contract';
import { chatMessages, chatReads, chats, companies, itemAuthors, objects, users } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { assigneeOfRow, itemScopeOf, limitedIn, requirePermission, withinLimit, type LimitedBy } from '../items/access.ts';
import { translate, type Language, type MessageKey } from '../messages.ts';
import { chatOfUser, publishChats, publishMessages, requireReply, type ChatDeps, type UserRow } from './access.ts';
import { assigneeNameIn, assigneeNameOf } from './assignees.ts';
import { loadChat, loadMessages } from './load.ts';
import { keepingChatStats } from '../stats/rollups.ts';

export type ChatUpdateOutcome = { kind: 'ok'; chat: Chat } | { kind: 'conflict'; body: ChatConflict };
export type ChatChange = Omit<ChatUpdate, 'version'>;
type Tx = Parameters<Parameters<ChatDeps['db']['transaction']>[0]>[0];
type ChatRowNow = typeof chats.$inferSelect;
/** An activity line's content (the thread's line: who is the line's operator). */
export type ActivityEntry = { field: ChatActivity['field']; from: string | null; to: string | null };

// spec §1: closing is the moderator's too; any other status, the priority or an assignment needs 'process'
// (operators and up), as for comments.
export function checkChatUpdate(user: UserRow, spaceId: number, change: ChatChange): void {
  if (change.status !== undefined) requirePermission(user, change.status === 'closed' ? 'close' : 'process', spaceId);
  if (change.priority !== undefined || change.assignee !== undefined) requirePermission(user, 'process', spaceId);
}

// spec §1: a user limited to their groups hands a chat only to one of them, or takes it in hand themselves.
export async function checkChatAssignee(deps: ChatDeps, user: UserRow, spaceId: number, change: ChatChange): Promise<void> {
  if (change.assignee === undefined) return;
  const scope = await itemScopeOf(deps.db, user.id);
  if (limitedIn(scope, spaceId) && !withinLimit(scope, change.assignee)) throw new ApiFailure(403, 'chatAssigneeLimited');
}

/** What the change sets on a locked row and the activity it makes (nothing: the same values). */
export async function chatFields(tx: Tx, row: ChatRowNow, change: ChatChange) {
  const set: Partial<typeof chats.$inferInsert> = {};
  const activity: ActivityEntry[] = [];
  if (change.status !== undefined && change.status !== row.status) {
    activity.push({ field: 'status', from: row.status, to: change.status });
    set.status = change.status;
  }
  if (change.priority !== undefined && change.priority !== row.priority) {
    activity.push({ field: 'priority', from: row.priority, to: change.priority });
    set.priority = change.priority;
  }
  const next = change.assignee;
  if (next !== undefined && (next?.type ?? null) + ':' + (next?.id ?? null) !== `${row.assigneeType}:${row.assigneeId}`) {
    // A member, a user group or a department of the chat's space; another space's is a 400 naming it.
    const name = next === null ? null : await assigneeNameIn(tx, row.spaceId, next);
    const before = await assigneeNameOf(tx, row.assigneeType, row.assigneeId);
    activity.push({ field: 'assignee', from: before, to: name });
    set.assigneeType = next?.type ?? null;
    set.assigneeId = next?.id ?? null;
  }
  return { set, activity };
}

/**
 * The lines a change writes: `lines` as the writer names them, and the change's status line whenever it moved the
 * status and none of them says so (a macro's run names only itself, docs/macros.md). Every status change thus leaves
 * the line the statistics count closes by (docs/stats.md), whoever wrote it.
 */
export function withStatusLine(activity: readonly ActivityEntry[], lines: readonly ActivityEntry[]): ActivityEntry[] {
  const status = activity.find((entry) => entry.field === 'status');
  if (!status || lines.length === 0 || lines.some((entry) => entry.field === 'status')) return [...lines];
  return [...lines, status];
}

/** Writes activity lines (the thread's record of changes); their ids. */
export const insertActivity = (tx: Tx, chatId: number, userId: number, now: number, entries: readonly ActivityEntry[]) =>
  entries.length === 0
    ? Promise.resolve([])
    : tx
        .insert(chatMessages)
        .values(
          entries.map((entry) => ({
            chatId,
            kind: 'activity' as const,
            direction: 'out' as const,
            text: '',
            operatorId: userId,
            activity: entry,
            createdAt: new Date(now),
          })),
        )
        .returning({ id: chatMessages.id });

/** After a change: the chats and the new lines to those who see the chat (a limited user who lost it hears 'chats.gone'). */
export async function publishChatChange(
  deps: ChatDeps,
  target: { id: number; spaceId: number },
  chat: Chat,
  lineIds: readonly number[],
  before: LimitedBy,
  now: number,
): Promise<void> {
  if (lineIds.length === 0) return;
  await publishChats(deps, target.spaceId, 'chats.changed', [target.id], new Map([[target.id, before]]));
  const added = await loadMessages(deps.db, inArray(chatMessages.id, [...lineIds]), now);
  // Heard where the chat is now (a chat handed to another group leaves a limited user's reach).
  const current = { ...target, assigneeType: chat.assignee?.type ?? null, assigneeId: chat.assignee?.id ?? null };
  publishMessages(deps, current, 'messages.new', added);
}

/**
 * A change at the version the user saw: one transaction, 409 when the chat changed since; `lines` turns the
 * change's activity into the lines written (PATCH: one per field; a macro's run: one line naming the macro).
 */
export async function changeChat(
  deps: ChatDeps,
  user: UserRow,
  id: number,
  version: number,
  change: ChatChange,
  language: Language,
  lines: (activity: ActivityEntry[]) => ActivityEntry[] = (activity) => activity,
): Promise<ChatUpdateOutcome> {
  const { db } = deps;
  const now = deps.now();
  const target = await chatOfUser(db, user, id);
  checkChatUpdate(user, target.spaceId, change);
  await checkChatAssignee(deps, user, target.spaceId, change);
  const written = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(chats).where(eq(chats.id, id)).for('update');
    if (!row) throw new ApiFailure(404, 'notFound');
    if (row.version !== version) return 'conflict' as const;
    const { set, activity } = await chatFields(tx, row, change);
    const before = { assignee: assigneeOfRow(row) };
    if (activity.length === 0) return { ids: [], before };
    // docs/stats.md: a close or a new assignee moves the chat's figures, kept with the change.
    const ids = await keepingChatStats(tx, id, set, async () => {
      await tx
        .update(chats)
        .set({ ...set, version: row.version + 1 })
        .where(eq(chats.id, id));
      return insertActivity(tx, id, user.id, now, withStatusLine(activity, lines(activity)));
    });
    return { ids: ids.map((line) => line.id), before };
  });
  const chat = (await loadChat(db, id, now, user.id))!;
  if (written === 'conflict') return { kind: 'conflict', body: await conflictOf(deps, chat, language) };
  await publishChatChange(deps, target, chat, written.ids, written.before, now);
  return { kind: 'ok', chat };
}

/** PATCH v1/chats/{id}: one activity line per changed field. */
export function updateChat(deps: ChatDeps, user: UserRow, id: number, update: ChatUpdate, language: Language) {
  const { version, ...change } = update;
  return changeChat(deps, user, id, version, change, language);
}

// The 409 says who changed the chat last (its latest activity line).
async function conflictOf(deps: ChatDeps, chat: Chat, language: Language): Promise<ChatConflict> {
  const [last] = await deps.db
    .select({ name: users.name })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.operatorId))
    .where(and(eq(chatMessages.chatId, chat.id), eq(chatMessages.kind, 'activity')))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  const who = last?.name ?? translate('itemConflictSomeone', language);
  return { error: translate('chatConflict', language, { user: who }), error_type: 'conflict', chat };
}

/**
 * POST v1/chats/{id}/read: the chat's incoming messages count as read for this user only (one
 * operator reading a chat leaves it unread for the others); their other tabs hear it.
 */
export async function readChat(deps: ChatDeps, user: UserRow, id: number): Promise<Chat> {
  const now = deps.now();
  const target = await chatOfUser(deps.db, user, id);
  const before = (await loadChat(deps.db, id, now, user.id))!;
  if (before.unread_count === 0) return before;
  await deps.db
    .insert(chatReads)
    .values({ userId: user.id, chatId: id, readCount: target.incomingCount })
    .onConflictDoUpdate({
      target: [chatReads.userId, chatReads.chatId],
      set: { readCount: sql`greatest(${chatReads.readCount}, excluded.read_count)` },
    });
  const chat = (await loadChat(deps.db, id, now, user.id))!;
  deps.publisher.toUser(user.id, { method: 'chats.changed', chats: [chat] });
  return chat;
}

const PHONE_KEYS: Record<ChatPhoneProblem, MessageKey> = {
  required: 'chatPhoneRequired',
  format: 'chatPhoneFormat',
  length: 'chatPhoneLength',
  russia: 'chatPhoneRussia',
};

/** POST v1/chats (spec §7): the chat with this phone on the account, made now or found; its id. */
export async function createChat(deps: ChatDeps, user: UserRow, body: NewChat): Promise<{ id: number; created: boolean }> {
  const { db } = deps;
  const now = deps.now();
  const scope = await itemScopeOf(db, user.id);
  const [row] = await db
    .select({ object: objects, spaceId: companies.spaceId })
    .from(objects)
    .innerJoin(companies, eq(companies.id, objects.companyId))
    .where(eq(objects.id, body.object_id));
  if (!row || !scope.chatSpaceIds.includes(row.spaceId)) throw new ApiFailure(404, 'notFound');
  const { object, spaceId } = row;
  requireReply(user, spaceId);
  const provider = providerOf(object.provider)?.name ?? object.provider;
  if (!(NEW_CHAT_PROVIDERS as readonly string[]).includes(object.provider))
    throw new ApiFailure(400, 'chatAccountNoPhone', { params: { provider } });
  if (object.error !== null) throw new ApiFailure(400, 'chatAccountBroken', { params: { error: object.error } });
  // spec §5: trimmed, then digits only with the country code, 11 to 15 (Russia 11 starting with 7).
  const problem = chatPhoneProblem(body.phone);
  if (problem) throw new ApiFailure(400, PHONE_KEYS[problem]);
  const phone = body.phone.trim();
  const at = new Date(now);
  const outcome = await db.transaction(async (tx) => {
    const [author] = await tx
      .insert(itemAuthors)
      .values({ spaceId, provider: object.provider, providerId: `phone:${phone}`, name: `+${phone}`, lastActivityAt: at })
      .onConflictDoUpdate({
        target: [itemAuthors.spaceId, itemAuthors.provider, itemAuthors.providerId],
        set: { lastActivityAt: at },
      })
      .returning({ id: itemAuthors.id });
    const [existing] = await tx
      .select({ id: chats.id, assigneeType: chats.assigneeType, assigneeId: chats.assigneeId })
      .from(chats)
      .where(and(eq(chats.objectId, object.id), eq(chats.authorId, author!.id)));
    // spec §1: a limited user is told the dialogue exists but is another group's, rather than led to a page that 404s.
    if (existing && limitedIn(scope, spaceId) && !withinLimit(scope, assigneeOfRow(existing)))
      throw new ApiFailure(403, 'chatOutsideLimit');
    if (existing) return { id: existing.id, created: false };
    const [chat] = await tx
      .insert(chats)
      .values({
        spaceId,
        companyId: object.companyId,
        objectId: object.id,
        provider: object.provider,
        authorId: author!.id,
        status: 'inprogress',
        assigneeType: 'user',
        assigneeId: user.id,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: chats.id });
    await tx.insert(chatMessages).values({
      chatId: chat!.id,
      kind: 'activity',
      direction: 'out',
      text: '',
      operatorId: user.id,
      activity: { field: 'created', from: null, to: `+${phone}` },
      createdAt: at,
    });
    return { id: chat!.id, created: true };
  });
  if (outcome.created) await publishChats(deps, spaceId, 'chats.new', [outcome.id]);
  return outcome;
}
