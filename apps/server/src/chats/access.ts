// Who may touch which chat: chats of another space, or outside a limited user's groups (spec §1;
// items/access.ts `visibleChats`), answer 404 like missing ones; the routes' policy already asks for the messages
// flag (spec §1, §6) and the role; writes check the role's reply permission again.
import { and, eq, inArray } from 'drizzle-orm';
import { roleCan, type Chat, type Message } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { chatReads, chats } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { accessIn } from '../members/memberAccess.ts';
import { assigneeOfRow, itemScopeOf, visibleChats, type Assignee, type LimitedBy } from '../items/access.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { loadChats, type ChatRow } from './load.ts';

export type { UserRow } from '../items/access.ts';
import type { UserRow } from '../items/access.ts';
export type ChatDeps = { db: Db; now: () => number; publisher: Publisher };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The chat when the user sees it; 404 otherwise. */
export async function chatOfUser(db: Db, user: UserRow, id: number): Promise<ChatRow> {
  const scope = await itemScopeOf(db, user.id);
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.id, id), visibleChats(scope)));
  if (!row) throw new ApiFailure(404, 'notFound');
  return row;
}

/** spec §1: only operators and administrators answer (the role of the chat's space). */
export function requireReply(user: UserRow, spaceId: number): void {
  const access = accessIn(user, spaceId);
  if (!access || !roleCan(access.role, 'reply')) throw new ApiFailure(403, 'chatRoleForbidden');
}

/** spec §1, §6: chats reach only the sockets of users with the messages flag. */
export const MESSAGES_ONLY = { flag: 'messages' } as const;

/**
 * The socket options of a message about one chat (its messages, typing): the messages flag, and the chat's assignee,
 * so users limited to their groups hear only their chats (realtime/socketPublisher.ts).
 */
export const aboutChat = (assignee: Assignee | null) => ({ ...MESSAGES_ONLY, chatAssignee: assignee });

/**
 * The chats as each member of the space has them: the unread count is per user, so every user hears their
 * own (the incoming messages less what they have read); one query for the chats, one for the read marks.
 */
export async function publishChats(
  deps: ChatDeps,
  spaceId: number,
  method: 'chats.new' | 'chats.changed',
  ids: readonly number[],
  /** The chats' assignees before a reassignment: limited users who lose one hear 'chats.gone' (spec §1). */
  before?: ReadonlyMap<number, LimitedBy>,
): Promise<void> {
  if (ids.length === 0) return;
  const [list, reads] = await Promise.all([
    loadChats(deps.db, { now: deps.now(), where: inArray(chats.id, [...ids]) }),
    deps.db
      .select()
      .from(chatReads)
      .where(inArray(chatReads.chatId, [...ids])),
  ]);
  if (list.length === 0) return;
  const readBy = new Map(reads.map((read) => [`${read.userId}:${read.chatId}`, read.readCount]));
  // Without a user, loadChats counts every incoming message as unread.
  const own = (userId: number): Chat[] =>
    list.map((chat) => ({
      ...chat,
      unread_count: Math.max(0, chat.unread_count - (readBy.get(`${userId}:${chat.id}`) ?? 0)),
    }));
  deps.publisher.toSpace(
    spaceId,
    { method, chats: list },
    { ...MESSAGES_ONLY, perUser: (userId) => ({ method, chats: own(userId) }), ...(before ? { before } : {}) },
  );
}

/** New or changed messages of a chat, to the space's users who see the chat. */
export function publishMessages(
  deps: ChatDeps,
  chat: Pick<ChatRow, 'id' | 'spaceId' | 'assigneeType' | 'assigneeId'>,
  method: 'messages.new' | 'messages.changed',
  list: Message[],
): void {
  if (list.length > 0)
    deps.publisher.toSpace(chat.spaceId, { method, chat_id: chat.id, messages: list }, aboutChat(assigneeOfRow(chat)));
}
