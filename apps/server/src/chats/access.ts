// Who may touch which chat (issue 7): chats of another space answer 404 like missing ones; the routes' policy
// already asks for the messages flag (spec §1, §6) and the role; writes check the role's reply permission again.
import { and, eq, inArray } from 'drizzle-orm';
import { roleCan, type Chat, type Message } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { chatReads, chats, type users } from '../db/schema.ts';
import { spaceIdsOf } from '../domain/counts.ts';
import { ApiFailure } from '../http/errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { loadChats, type ChatRow } from './load.ts';

export type UserRow = typeof users.$inferSelect;
export type ChatDeps = { db: Db; now: () => number; publisher: Publisher };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The chat when it is in one of the user's spaces; 404 otherwise. */
export async function chatOfUser(db: Db, user: UserRow, id: number): Promise<ChatRow> {
  const spaceIds = await spaceIdsOf(db, user.id);
  const [row] =
    spaceIds.length === 0
      ? []
      : await db
          .select()
          .from(chats)
          .where(and(eq(chats.id, id), inArray(chats.spaceId, spaceIds)));
  if (!row) throw new ApiFailure(404, 'notFound');
  return row;
}

/** spec §1: only operators and administrators answer. */
export function requireReply(user: UserRow): void {
  if (!roleCan(user.role, 'reply')) throw new ApiFailure(403, 'chatRoleForbidden');
}

/** spec §1, §6: chats reach only the sockets of users with the messages flag. */
export const MESSAGES_ONLY = { flag: 'messages' } as const;

/**
 * The chats as each member of the space has them: the unread count is per user (issue 7), so every user hears their
 * own (the incoming messages less what they have read); one query for the chats, one for the read marks.
 */
export async function publishChats(
  deps: ChatDeps,
  spaceId: number,
  method: 'chats.new' | 'chats.changed',
  ids: readonly number[],
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
    { ...MESSAGES_ONLY, perUser: (userId) => ({ method, chats: own(userId) }) },
  );
}

export function publishMessages(
  deps: ChatDeps,
  spaceId: number,
  method: 'messages.new' | 'messages.changed',
  chatId: number,
  list: Message[],
): void {
  if (list.length > 0) deps.publisher.toSpace(spaceId, { method, chat_id: chatId, messages: list }, MESSAGES_ONLY);
}
