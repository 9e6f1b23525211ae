// Attachments of chat messages and item replies: stored by the server, only the allow-listed
// types (never HTML or SVG; images only where a source takes no documents), checked against their first bytes, within
// the network's upload limits (spec §9: 5 MB, 10 MB where a source allows), and served as downloads with nosniff
// from a signed link.
import { LARGE_UPLOAD_MAX_BYTES } from '@console/spec';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  ATTACHMENT_TYPES,
  attachmentMaxBytesOf,
  attachmentTypesOf,
  providerOf,
  type Attachment,
  type AttachmentUpload,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { chatAttachments } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { chatOfUser, requireReply, type ChatDeps, type UserRow } from './access.ts';
import { toAttachment, validSignature } from './load.ts';

/**
 * The files a message or reply names, as found for its chat or item and not yet sent: every one must be there, and
 * the sender's own upload (ids are sequential: another member's file must not go out under this sender's name).
 */
export function checkSenderFiles(found: ReadonlyArray<{ uploadedBy: number | null }>, named: number, senderId: number): void {
  if (found.length !== named) throw new ApiFailure(400, 'chatFileUnknown');
  if (found.some((file) => file.uploadedBy !== senderId)) throw new ApiFailure(400, 'chatFileNotYours');
}

/** The JSON body of an upload: the largest file in base64, plus room for the name. */
export const UPLOAD_BODY_LIMIT = Math.ceil((LARGE_UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
// The first bytes each binary type must start with: a file whose content is not what it claims is refused.
const MAGIC: Readonly<Record<string, (bytes: Buffer) => boolean>> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
};

export async function uploadAttachment(
  deps: ChatDeps,
  user: UserRow,
  chatId: number,
  body: AttachmentUpload,
): Promise<Attachment> {
  const chat = await chatOfUser(deps.db, user, chatId);
  requireReply(user, chat.spaceId);
  return storeAttachment(deps, { spaceId: chat.spaceId, chatId, provider: chat.provider, kind: 'message' }, user, body);
}

/** What a file is uploaded for: a chat's message or a reply to an item, on that network. */
export type UploadTarget = { spaceId: number; provider: string } & (
  { kind: 'message'; chatId: number } | { kind: 'comment'; itemId: number }
);

/** The network's limits for this kind of text (spec §9): takes files at all, the allowed types, the size. */
export function checkFileFits(target: UploadTarget, mime: string, size: number): void {
  const entry = providerOf(target.provider);
  const provider = entry?.name ?? target.provider;
  const limits = target.kind === 'message' ? entry?.messages : entry?.comments;
  if (!limits?.uploads)
    throw new ApiFailure(400, target.kind === 'message' ? 'chatNoFiles' : 'itemNoFiles', { params: { provider } });
  if (!(attachmentTypesOf(target.provider) as readonly string[]).includes(mime))
    throw new ApiFailure(400, 'chatFileType', { params: { mime } });
  const max = attachmentMaxBytesOf(target.provider);
  if (size > max) throw new ApiFailure(400, 'chatFileTooLarge', { params: { provider, limit: Math.round(max / 1024 / 1024) } });
}

/** An upload's bytes, or null when its data is not base64 (issues/attachments.ts checks issue files the same way). */
export const decodeUpload = (data: string): Buffer | null => (BASE64.test(data) ? Buffer.from(data, 'base64') : null);

/** Not empty and starting as its type does; 400 `chatFileBroken` otherwise. */
export function checkFileBytes(mime: string, bytes: Buffer | null): Buffer {
  if (!bytes || bytes.length === 0 || !(MAGIC[mime]?.(bytes) ?? true)) throw new ApiFailure(400, 'chatFileBroken');
  return bytes;
}

// The limits, then the bytes: base64, not empty, and starting as their type does.
function checkUpload(target: UploadTarget, body: AttachmentUpload): Buffer {
  const bytes = decodeUpload(body.data);
  checkFileFits(target, body.mime, bytes?.length ?? 0);
  return checkFileBytes(body.mime, bytes);
}

/** A file no message or reply took within a day is dropped: abandoned drafts and refused sends do not pile up. */
export const UNSENT_FILE_TTL_MS = 24 * 60 * 60 * 1000;

// Swept as the same user uploads again (their own files only: nothing another user is about to send goes).
async function dropUnsentFiles(db: Db, userId: number, now: number): Promise<void> {
  await db
    .delete(chatAttachments)
    .where(
      and(
        eq(chatAttachments.uploadedBy, userId),
        isNull(chatAttachments.messageId),
        isNull(chatAttachments.replyId),
        lt(chatAttachments.createdAt, new Date(now - UNSENT_FILE_TTL_MS)),
      ),
    );
}

/** Checks and stores one file, not yet carried by a message or reply (the send names it by id). */
export async function storeAttachment(
  deps: Pick<ChatDeps, 'db' | 'now'>,
  target: UploadTarget,
  user: UserRow,
  body: AttachmentUpload,
): Promise<Attachment> {
  const bytes = checkUpload(target, body);
  const now = deps.now();
  await dropUnsentFiles(deps.db, user.id, now);
  const [row] = await deps.db
    .insert(chatAttachments)
    .values({
      spaceId: target.spaceId,
      chatId: target.kind === 'message' ? target.chatId : null,
      itemId: target.kind === 'comment' ? target.itemId : null,
      name: body.name,
      mime: body.mime,
      size: bytes.length,
      data: bytes,
      uploadedBy: user.id,
      createdAt: new Date(now),
    })
    .returning();
  return toAttachment(row!, now);
}

// RFC 6266: an ASCII fallback name and the UTF-8 one; nothing from the name can break out of the header.
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 150) || 'file';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** GET v1/attachments/{id}?exp&sig: the file as a download; a wrong or expired link is a 404 like a missing file. */
export async function serveAttachment(
  db: Db,
  reply: FastifyReply,
  id: number,
  link: { exp: number; sig: string },
  now: number,
): Promise<Buffer> {
  if (!validSignature(id, link.exp, link.sig, now)) throw new ApiFailure(404, 'notFound');
  const [row] = await db
    .select()
    .from(chatAttachments)
    .where(and(eq(chatAttachments.id, id)));
  if (!row || !(ATTACHMENT_TYPES as readonly string[]).includes(row.mime)) throw new ApiFailure(404, 'notFound');
  reply
    .header('content-type', row.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(row.name))
    .header('content-security-policy', "default-src 'none'; sandbox")
    // The console (another port of the same host) previews images with <img>.
    .header('cross-origin-resource-policy', 'same-site')
    .header('cache-control', 'private, max-age=3600');
  return row.data;
}
