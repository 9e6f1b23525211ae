// Our extension to POST v1/chats/{id}/messages (docs/error-types.md `changed_meanwhile`): what ANOTHER user did in a
// chat after the last message the sender saw, among the changes that stop a message (theirs, closing, an assignment).
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { MeanwhileChange } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { chatMessages, users } from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The chat's newest message id (0 without messages): the marker a message is sent with. */
export async function lastMessageId(tx: Tx | Db, chatId: number): Promise<number> {
  const [row] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chatId))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return row?.id ?? 0;
}

/** Another user's messages, closings and assignments in chat `chatId` after message `seen` (oldest first). */
export async function chatChangesMeanwhile(tx: Tx | Db, chatId: number, seen: number, userId: number) {
  const rows = await tx
    .select({ message: chatMessages, name: users.name })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.operatorId))
    .where(and(eq(chatMessages.chatId, chatId), gt(chatMessages.id, seen), ne(chatMessages.operatorId, userId)))
    .orderBy(chatMessages.id);
  const changes: MeanwhileChange[] = [];
  for (const { message, name } of rows) {
    const user = { id: message.operatorId!, name };
    const at = Math.floor(message.createdAt.getTime() / 1000);
    const activity = message.activity;
    if (message.kind === 'message' && message.direction === 'out') changes.push({ kind: 'reply', user, at, text: message.text });
    else if (activity?.field === 'status' && activity.to === 'closed') changes.push({ kind: 'close', user, at, text: null });
    else if (activity?.field === 'assignee') changes.push({ kind: 'assign', user, at, text: activity.to });
  }
  return changes;
}
