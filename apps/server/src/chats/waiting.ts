import { waitingSince, type ConversationEntry } from '@console/spec';
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Chat } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { chatMessages } from '../db/schema.ts';

const SETTLED: ReadonlySet<Chat['status']> = new Set(['closed', 'deleted']);

/**
 * Each chat with `waiting_since` (docs/answers.md) by the one rule of @console/spec over its messages; null when
 * settled or answered. Only the messages from our last reply on are read: nothing before it changes the wait.
 */
export async function withWaiting(db: Db, list: readonly Chat[]): Promise<Chat[]> {
  const ids = list.filter((chat) => !SETTLED.has(chat.status)).map((chat) => chat.id);
  const byChat = new Map<number, ConversationEntry[]>(ids.map((id) => [id, []]));
  if (ids.length > 0) {
    // Our last reply per chat first, in a query of its own: joined or as a subquery, the planner (without statistics
    // on a fresh database) ran it once per message, which made a 5,000-message chat take seconds.
    const lastOurs = await db
      .select({ chatId: chatMessages.chatId, id: sql<number>`max(${chatMessages.id})`.mapWith(Number) })
      .from(chatMessages)
      .where(and(inArray(chatMessages.chatId, ids), eq(chatMessages.direction, 'out'), eq(chatMessages.kind, 'message')))
      .groupBy(chatMessages.chatId);
    const from = new Map(lastOurs.map((row) => [row.chatId, row.id]));
    // From our last reply on, the earliest message each way is all the rule can use: our reply, then the customer's
    // first message after it (a long unanswered history does not come back row by row).
    const rows = await db
      .select({
        chatId: chatMessages.chatId,
        direction: chatMessages.direction,
        at: sql<Date>`min(${chatMessages.createdAt})`.mapWith(chatMessages.createdAt),
      })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.kind, 'message'),
          or(...ids.map((id) => and(eq(chatMessages.chatId, id), gte(chatMessages.id, from.get(id) ?? 0)))),
        ),
      )
      .groupBy(chatMessages.chatId, chatMessages.direction);
    for (const row of rows) {
      byChat.get(row.chatId)?.push({ at: Math.floor(row.at.getTime() / 1000), ours: row.direction === 'out' });
    }
  }
  return list.map((chat) => {
    const entries = byChat.get(chat.id);
    return { ...chat, waiting_since: entries ? waitingSince(entries) : null };
  });
}
