// Chats, messages and attachments as the contract's shapes (packages/api/src/contract/chats.ts).
import { MESSAGE_EXCERPT_LENGTH } from '@console/spec';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ATTACHMENT_IMAGE_TYPES,
  stickerImagePath,
  stickerOf,
  ATTACHMENTS_PATH,
  type Attachment,
  type Chat,
  type Message,
  type NetworkId,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { chatAttachments, chatMessages, chatReads, chats, departments, itemAuthors, usergroups, users } from '../db/schema.ts';
import { loadAuthors, unix } from '../items/load.ts';
import { withWaiting } from './waiting.ts';

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
type AttachmentRow = Pick<typeof chatAttachments.$inferSelect, 'id' | 'name' | 'mime' | 'size'>;

// Attachment links are signed (an <img> carries no bearer) and expire; the key lives as long as the process.
const SIGNING_KEY = randomBytes(32);
export const ATTACHMENT_LINK_TTL_MS = 24 * 60 * 60 * 1000;
const signature = (id: number, exp: number) => createHmac('sha256', SIGNING_KEY).update(`${id}:${exp}`).digest('base64url');

// The expiry is rounded up to the hour: every answer within that hour gives the same link, so a delivery update of a
// message does not make the browser download its image again.
const LINK_EXPIRY_STEP_MS = 60 * 60 * 1000;

export function attachmentUrl(id: number, now: number): string {
  const exp = (Math.ceil((now + ATTACHMENT_LINK_TTL_MS) / LINK_EXPIRY_STEP_MS) * LINK_EXPIRY_STEP_MS) / 1000;
  return `${ATTACHMENTS_PATH}/${id}?exp=${exp}&sig=${signature(id, exp)}`;
}

export function validSignature(id: number, exp: number, sig: string, now: number): boolean {
  if (exp * 1000 < now) return false;
  const expected = Buffer.from(signature(id, exp));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const isImage = (mime: string): boolean => (ATTACHMENT_IMAGE_TYPES as readonly string[]).includes(mime);
/** A sticker message's picture (thread.ts): stored with the message, shown from v1/stickers/{id}.svg. */
export const STICKER_MIME = 'image/svg+xml';
const stickerIdOf = (fileName: string): string => fileName.replace(/\.svg$/, '');

export function toAttachment(row: AttachmentRow, now: number): Attachment {
  return {
    id: row.id,
    // A sticker is named by its meaning (the image's text alternative), not by its file.
    name: row.mime === STICKER_MIME ? (stickerOf(stickerIdOf(row.name))?.sticker.name ?? row.name) : row.name,
    size: row.size,
    mime: row.mime,
    url: row.mime === STICKER_MIME ? stickerImagePath(stickerIdOf(row.name)) : attachmentUrl(row.id, now),
    kind: isImage(row.mime) || row.mime === STICKER_MIME ? 'image' : 'file',
  };
}

/** The files of the chat messages or item replies with these ids (one query), in upload order, by that id. */
export async function attachmentsBy(
  db: Db,
  owner: 'messageId' | 'replyId',
  ids: readonly number[],
  now: number,
): Promise<Map<number, Attachment[]>> {
  const files = await db
    .select({
      id: chatAttachments.id,
      name: chatAttachments.name,
      mime: chatAttachments.mime,
      size: chatAttachments.size,
      ownerId: chatAttachments[owner],
    })
    .from(chatAttachments)
    .where(inArray(chatAttachments[owner], [...ids]))
    .orderBy(asc(chatAttachments.id));
  const byOwner = new Map<number, Attachment[]>();
  for (const file of files) byOwner.set(file.ownerId!, [...(byOwner.get(file.ownerId!) ?? []), toAttachment(file, now)]);
  return byOwner;
}

/** spec §9: the list shows at most 800 characters of the last message: whole code points, 800 UTF-16 units at most. */
export function excerptOf(text: string): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > MESSAGE_EXCERPT_LENGTH) break;
    out += char;
  }
  return out;
}

/** Unread: the incoming messages less those read (`read`, the user's chat_reads.read_count, null for none). */
export const unreadOf = (read: SQL | typeof chatReads.readCount): SQL<number> =>
  sql<number>`greatest(${chats.incomingCount} - coalesce(${read}, 0), 0)`;

/** Unread for `userId`: the incoming messages less those they had read; without a user, every one. */
const unreadFor = (userId: number | undefined): SQL<number> =>
  userId === undefined
    ? sql<number>`${chats.incomingCount}`
    : unreadOf(
        sql`(select ${chatReads.readCount} from ${chatReads} where ${chatReads.chatId} = ${chats.id} and ${chatReads.userId} = ${userId})`,
      );
export const unreadSql = (userId: number): SQL<number> => unreadFor(userId);

/** Chats matching `where`, in `order`, at most `limit`; unread counts as `userId` has them. */
export async function loadChats(
  db: Db,
  options: { now: number; where: SQL | undefined; order?: SQL[]; limit?: number; userId?: number },
): Promise<Chat[]> {
  // The assignee's name: a user, a user group or a department.
  const query = db
    .select({
      chat: chats,
      assigneeName: sql<string | null>`coalesce(${users.name}, ${usergroups.name}, ${departments.name})`,
      unread: unreadFor(options.userId).mapWith(Number),
    })
    .from(chats)
    .innerJoin(itemAuthors, eq(itemAuthors.id, chats.authorId))
    .leftJoin(users, and(eq(chats.assigneeType, 'user'), eq(users.id, chats.assigneeId)))
    .leftJoin(usergroups, and(eq(chats.assigneeType, 'usergroup'), eq(usergroups.id, chats.assigneeId)))
    .leftJoin(departments, and(eq(chats.assigneeType, 'department'), eq(departments.id, chats.assigneeId)))
    .where(options.where)
    .orderBy(...(options.order ?? [asc(chats.id)]));
  const rows = await (options.limit === undefined ? query : query.limit(options.limit));
  if (rows.length === 0) return [];
  const authorIds = [...new Set(rows.map((row) => row.chat.authorId))];
  const authors = new Map(
    (await loadAuthors(db, inArray(itemAuthors.id, authorIds), options.now)).map((author) => [author.id, author]),
  );
  const loaded: Chat[] = rows.map(({ chat, assigneeName, unread }) => ({
    id: chat.id,
    object_id: chat.objectId,
    company_id: chat.companyId,
    provider: chat.provider as NetworkId,
    author: authors.get(chat.authorId)!,
    status: chat.status,
    priority: chat.priority,
    assignee:
      chat.assigneeType === null || chat.assigneeId === null
        ? null
        : { type: chat.assigneeType, id: chat.assigneeId, name: assigneeName ?? '' },
    unread_count: unread,
    excerpt: chat.excerpt,
    last_direction: chat.lastDirection,
    created_at: unix(chat.createdAt),
    updated_at: unix(chat.updatedAt),
    version: chat.version,
  }));
  return withWaiting(db, loaded);
}

export async function loadChat(db: Db, id: number, now: number, userId?: number): Promise<Chat | undefined> {
  const [chat] = await loadChats(db, { now, where: eq(chats.id, id), ...(userId === undefined ? {} : { userId }) });
  return chat;
}

/** Messages by rows already selected (in their order), with attachments and operators' names. */
export async function toMessages(db: Db, rows: readonly MessageRow[], now: number): Promise<Message[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const operatorIds = [...new Set(rows.flatMap((row) => (row.operatorId === null ? [] : [row.operatorId])))];
  const [byMessage, operators] = await Promise.all([
    attachmentsBy(db, 'messageId', ids, now),
    operatorIds.length === 0
      ? []
      : db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, operatorIds)),
  ]);
  const names = new Map(operators.map((u) => [u.id, u.name]));
  return rows.map((row) => {
    const operator = row.operatorId === null ? null : { id: row.operatorId, name: names.get(row.operatorId) ?? '' };
    return {
      id: row.id,
      chat_id: row.chatId,
      kind: row.kind,
      direction: row.direction,
      text: row.text,
      attachments: byMessage.get(row.id) ?? [],
      reactions: row.reactions,
      delivery: row.delivery,
      error: row.error,
      created_at: unix(row.createdAt),
      operator,
      activity: row.activity === null ? null : { ...row.activity, user: operator },
    };
  });
}

export async function loadMessages(db: Db, where: SQL, now: number): Promise<Message[]> {
  return toMessages(db, await db.select().from(chatMessages).where(where).orderBy(asc(chatMessages.id)), now);
}
