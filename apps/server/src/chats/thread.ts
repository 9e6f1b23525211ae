// The messages of a chat: keyset pages in both directions by id (ids grow with time), our messages
// within the network's limits (spec §9, textLength.ts), retry of a failed one as the same message, and reactions
// from the network's own set (spec §3).
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  MESSAGES_PAGE_DEFAULT,
  offeredStickerSets,
  providerOf,
  stickerOf,
  stickerSvg,
  textLength,
  type ChangedMeanwhile,
  type Message,
  type MessageCreate,
  type MessagesPage,
  type MessagesQuery,
  type ReactionValue,
} from '@console/api/contract';
import { chatAttachments, chatMessages, chats, objects } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { cursorParts, CURSOR_ID_MAX } from '../http/cursors.ts';
import { checkSenderFiles } from './attachments.ts';
import { chatOfUser, publishChats, publishMessages, requireReply, type ChatDeps, type UserRow } from './access.ts';
import { STICKER_MIME, excerptOf, loadChat, loadMessages, toMessages, type ChatRow } from './load.ts';
import { chatFields, insertActivity, publishChatChange, withStatusLine } from './writes.ts';
import { chatMacroLine, runnableChatMacro } from '../macros/chatRun.ts';
import { assigneeOfRow } from '../items/access.ts';
import { chatChangesMeanwhile, lastMessageId } from './meanwhile.ts';
import type { Db } from '../db/database.ts';
import { changedMeanwhile } from '../items/meanwhile.ts';
import type { Language } from '../messages.ts';
import { keepingChatStats } from '../stats/rollups.ts';

const encode = (id: number): string => Buffer.from(`m${id}`).toString('base64url');
function decode(cursor: string): number {
  const [id] = cursorParts(cursor, 'base64url', /^m(\d{1,10})$/, [CURSOR_ID_MAX]);
  return id!;
}

export async function messagesPage(db: Db, chatId: number, query: MessagesQuery, now: number): Promise<MessagesPage> {
  const limit = Number(query.limit ?? MESSAGES_PAGE_DEFAULT);
  const cursor = query.cursor === undefined ? null : decode(query.cursor);
  const newer = cursor !== null && query.direction === 'after';
  const inChat = eq(chatMessages.chatId, chatId);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(inChat, cursor === null ? undefined : newer ? gt(chatMessages.id, cursor) : lt(chatMessages.id, cursor)))
    .orderBy(newer ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (!newer) page.reverse();
  const first = page[0]?.id;
  const last = page.at(-1)?.id;
  // Older messages exist when going back found more, or (going forward) before the first one there is the cursor's.
  const before = newer ? (first ?? cursor) : more && first !== undefined ? first : null;
  const after = newer ? (more && last !== undefined ? last : null) : cursor === null ? null : (last ?? cursor);
  return {
    items: await toMessages(db, page, now),
    before_cursor: before === null ? null : encode(before),
    after_cursor: after === null ? null : encode(after),
  };
}

type Limits = { provider: string; name: string; uploads: number };
function limitsOf(chat: ChatRow): Limits {
  const entry = providerOf(chat.provider);
  return { provider: chat.provider, name: entry?.name ?? chat.provider, uploads: entry?.messages?.uploads ?? 0 };
}

// spec §5, §9: the network's message length (its own unit) and, under files, its caption length (Telegram 1024).
function checkText(limits: Limits, text: string, files: number): void {
  const { used, max, over } = textLength(text, limits.provider, 'message', files);
  if (over) throw new ApiFailure(400, 'chatMessageTooLong', { params: { provider: limits.name, length: used, limit: max } });
}

/** A sticker of the sets the chat's account offers (settings/accounts/{id}/stickers); else 400. */
async function offeredSticker(db: Db, chat: ChatRow, id: string) {
  const [account] = await db.select().from(objects).where(eq(objects.id, chat.objectId));
  const found = stickerOf(id);
  const offered = offeredStickerSets(chat.provider, { stickers: account?.settings.stickers });
  if (!found || !offered.some((entry) => entry.id === found.set.id)) throw new ApiFailure(400, 'chatStickerUnknown');
  return found;
}

export type SendOutcome = { kind: 'ok'; message: Message } | { kind: 'stopped'; body: ChangedMeanwhile };

/**
 * POST v1/chats/{id}/messages: pending until the network (the sandbox source) delivers it; with `seen_message_id`,
 * stopped (409) by another user's message, closing or assignment since.
 */
export async function sendMessage(
  deps: ChatDeps,
  user: UserRow,
  chatId: number,
  body: MessageCreate,
  language: Language = 'ru',
): Promise<SendOutcome> {
  const { db } = deps;
  const now = deps.now();
  const chat = await chatOfUser(db, user, chatId);
  requireReply(user, chat.spaceId);
  const limits = limitsOf(chat);
  const fileIds = [...new Set(body.attachment_ids ?? [])];
  const sticker = body.sticker === undefined ? null : await offeredSticker(db, chat, body.sticker);
  if (sticker && (body.text.trim() !== '' || fileIds.length > 0)) throw new ApiFailure(400, 'chatStickerAlone');
  if (body.text.trim() === '' && fileIds.length === 0 && !sticker) throw new ApiFailure(400, 'chatMessageEmpty');
  if (fileIds.length > 0 && limits.uploads === 0) throw new ApiFailure(400, 'chatNoFiles', { params: { provider: limits.name } });
  if (fileIds.length > limits.uploads)
    throw new ApiFailure(400, 'chatTooManyFiles', { params: { provider: limits.name, limit: limits.uploads } });
  checkText(limits, body.text, fileIds.length);
  // A macro's template began the message: its other actions go with it, one activity line (docs/macros.md).
  const byMacro = body.macro_id === undefined ? null : await runnableChatMacro(deps, user, body.macro_id, chat.spaceId);
  const id = await db.transaction(async (tx) => {
    if (body.seen_message_id !== undefined || byMacro) {
      // The chat row locked first: two sends to one chat decide one after the other.
      await tx.select({ id: chats.id }).from(chats).where(eq(chats.id, chatId)).for('update');
    }
    if (body.seen_message_id !== undefined) {
      const meanwhile = await chatChangesMeanwhile(tx, chatId, body.seen_message_id, user.id);
      if (meanwhile.length > 0) return changedMeanwhile(meanwhile, await lastMessageId(tx, chatId), language);
    }
    // The macro's change on the row as it is now (locked above); nothing changed: no line.
    const [current] = byMacro ? await tx.select().from(chats).where(eq(chats.id, chatId)) : [];
    const macroChange = byMacro && current ? await chatFields(tx, current, byMacro.change) : null;
    const changed = macroChange !== null && macroChange.activity.length > 0;
    // Answering takes a new chat in hand (as a reply does with a comment); a macro's status wins.
    const taken = chat.status === 'new' ? { status: 'inprogress' as const } : {};
    const set = { ...taken, ...(changed ? macroChange.set : {}) };
    // docs/stats.md: the chat's figures kept with the message (and a macro's change).
    const written = await keepingChatStats(tx, chatId, set, async () => {
      const files =
        fileIds.length === 0
          ? []
          : await tx
              .select({ id: chatAttachments.id, uploadedBy: chatAttachments.uploadedBy })
              .from(chatAttachments)
              .where(
                and(inArray(chatAttachments.id, fileIds), eq(chatAttachments.chatId, chatId), isNull(chatAttachments.messageId)),
              )
              .for('update');
      checkSenderFiles(files, fileIds.length, user.id);
      const at = new Date(now);
      const [row] = await tx
        .insert(chatMessages)
        .values({ chatId, direction: 'out', text: body.text, delivery: 'pending', operatorId: user.id, createdAt: at })
        .returning({ id: chatMessages.id });
      if (fileIds.length > 0)
        await tx.update(chatAttachments).set({ messageId: row!.id }).where(inArray(chatAttachments.id, fileIds));
      // A sticker travels as an image attachment of the message (load.ts shows it from its own picture's link).
      if (sticker) {
        const data = Buffer.from(stickerSvg(sticker.sticker));
        await tx.insert(chatAttachments).values({
          spaceId: chat.spaceId,
          chatId,
          messageId: row!.id,
          name: `${sticker.sticker.id}.svg`,
          mime: STICKER_MIME,
          size: data.length,
          data,
          uploadedBy: user.id,
          createdAt: at,
        });
      }
      await tx
        .update(chats)
        .set({
          excerpt: excerptOf(body.text),
          lastDirection: 'out',
          updatedAt: at,
          ...set,
          ...(Object.keys(set).length > 0 ? { version: sql`${chats.version} + 1` } : {}),
        })
        .where(eq(chats.id, chatId));
      const lines = changed
        ? await insertActivity(tx, chatId, user.id, now, withStatusLine(macroChange.activity, [chatMacroLine(byMacro!.macro)]))
        : [];
      return { row: row!, lines };
    });
    return { id: written.row.id, lines: written.lines.map((line) => line.id), before: current ? assigneeOfRow(current) : null };
  });
  if ('error' in id) return { kind: 'stopped', body: id };
  const [message] = await loadMessages(db, eq(chatMessages.id, id.id), now);
  publishMessages(deps, chat, 'messages.new', [message!]);
  if (id.lines.length > 0 && id.before) {
    const after = (await loadChat(db, chatId, now, user.id))!;
    await publishChatChange(deps, chat, after, id.lines, { assignee: id.before }, now);
  } else await publishChats(deps, chat.spaceId, 'chats.changed', [chatId]);
  return { kind: 'ok', message: message! };
}

async function messageOf(db: Db, chatId: number, messageId: number) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.chatId, chatId)));
  if (!row) throw new ApiFailure(404, 'notFound');
  return row;
}

/** POST …/retry: a failed message goes back to pending as itself (never a second copy); a pending one is answered as is. */
export async function retryMessage(deps: ChatDeps, user: UserRow, chatId: number, messageId: number): Promise<Message> {
  const { db } = deps;
  const now = deps.now();
  const chat = await chatOfUser(db, user, chatId);
  requireReply(user, chat.spaceId);
  const row = await messageOf(db, chatId, messageId);
  if (row.kind !== 'message' || row.direction !== 'out' || (row.delivery !== 'failed' && row.delivery !== 'pending'))
    throw new ApiFailure(400, 'chatRetryNotFailed');
  if (row.delivery === 'failed')
    await db
      .update(chatMessages)
      .set({ delivery: 'pending', error: null, attempts: sql`${chatMessages.attempts} + 1` })
      .where(and(eq(chatMessages.id, messageId), eq(chatMessages.delivery, 'failed')));
  const [message] = await loadMessages(db, eq(chatMessages.id, messageId), now);
  publishMessages(deps, chat, 'messages.changed', [message!]);
  return message!;
}

/** spec §3: VK takes its numeric codes, Telegram and WhatsApp their emoji lists; other networks none. */
export function checkReaction(provider: string, value: ReactionValue): void {
  const entry = providerOf(provider);
  const name = entry?.name ?? provider;
  if (!entry?.reactions) throw new ApiFailure(400, 'chatNoReactions', { params: { provider: name } });
  if (!entry.reactions.some((known) => known === value))
    throw new ApiFailure(400, 'chatReactionUnknown', { params: { provider: name } });
}

/** PUT …/reaction: our one reaction on a message of the other side, replaced or (null) removed. */
export async function reactToMessage(
  deps: ChatDeps,
  user: UserRow,
  chatId: number,
  messageId: number,
  value: ReactionValue | null,
): Promise<Message> {
  const { db } = deps;
  const now = deps.now();
  const chat = await chatOfUser(db, user, chatId);
  requireReply(user, chat.spaceId);
  if (value !== null) checkReaction(chat.provider, value);
  if (value !== null) {
    // settings/accounts/{id}/reactions: only the reactions the administrator left on for the account.
    const [account] = await db.select({ settings: objects.settings }).from(objects).where(eq(objects.id, chat.objectId));
    const offered = account?.settings.reactions;
    if (offered && !offered.includes(value))
      throw new ApiFailure(400, 'chatReactionUnknown', {
        params: { provider: providerOf(chat.provider)?.name ?? chat.provider },
      });
  }
  const row = await messageOf(db, chatId, messageId);
  if (row.kind !== 'message' || row.direction !== 'in') throw new ApiFailure(400, 'chatReactionIncoming');
  const theirs = row.reactions.filter((reaction) => !reaction.from_us);
  const reactions = value === null ? theirs : [...theirs, { value, from_us: true }];
  await db.update(chatMessages).set({ reactions }).where(eq(chatMessages.id, messageId));
  const [message] = await loadMessages(db, eq(chatMessages.id, messageId), now);
  publishMessages(deps, chat, 'messages.changed', [message!]);
  return message!;
}
