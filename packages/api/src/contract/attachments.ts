import * as z from 'zod/mini';
import { IMAGE_UPLOAD_MAX_BYTES, LARGE_UPLOAD_MAX_BYTES } from '@console/spec';
import { RequestId } from './ids.ts';
import { providerOf } from './providers.ts';

// Files of our chat messages and item replies: uploaded one by one, then named by id in the
// message or reply; stored by the server and served from a signed link as downloads with nosniff.
/** Where a stored attachment is downloaded; `Attachment.url` already holds it with its signature (no bearer needed). */
export const ATTACHMENTS_PATH = 'v1/attachments';

const Id = z.int().check(z.positive());

// Attachments are stored by the server and served as downloads with nosniff: only these types are taken;
// never HTML or SVG. Images are previewed, the rest shown as files with name and size.
export const ATTACHMENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const ATTACHMENT_FILE_TYPES = [
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/zip',
] as const;
export const ATTACHMENT_TYPES = [...ATTACHMENT_IMAGE_TYPES, ...ATTACHMENT_FILE_TYPES] as const;
export const AttachmentMime = z.enum(ATTACHMENT_TYPES);
export type AttachmentMime = z.infer<typeof AttachmentMime>;
export const ATTACHMENT_NAME_MAX = 255;

// spec §9: "Image attachments max 5 MB; image, video or document max 10 MB in some sources": a source without
// large uploads takes images only. The composer's picker, its checks and the server's use these two.
/** The types a network's message or reply may carry. */
export const attachmentTypesOf = (provider: string): readonly AttachmentMime[] =>
  providerOf(provider)?.largeUploads ? ATTACHMENT_TYPES : ATTACHMENT_IMAGE_TYPES;
/** The largest file a network takes, in bytes. */
export const attachmentMaxBytesOf = (provider: string): number =>
  providerOf(provider)?.largeUploads ? LARGE_UPLOAD_MAX_BYTES : IMAGE_UPLOAD_MAX_BYTES;

export const Attachment = z.object({
  id: Id,
  /** The file's name as sent (untrusted: shown as text only, its bidi and zero-width characters made visible). */
  name: z.string(),
  size: z.int().check(z.nonnegative()),
  mime: z.string(),
  /** Relative to an API host (`v1/attachments/{id}?exp=…&sig=…`): signed, so an <img> or a link needs no bearer. */
  url: z.string(),
  kind: z.enum(['image', 'file']),
});
export type Attachment = z.infer<typeof Attachment>;

// POST v1/chats/{id}/attachments and v1/items/{id}/attachments: one file as base64 JSON (the client sends JSON);
// answers the stored Attachment, which the message or reply then names in `attachment_ids`.
export const AttachmentUpload = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(ATTACHMENT_NAME_MAX)),
  mime: z.string().check(z.maxLength(200)),
  /** The file's bytes, base64. */
  data: z.string(),
});
export type AttachmentUpload = z.infer<typeof AttachmentUpload>;
// POST v1/items/{id}/attachments may instead name a file the user uploaded for another item (bulk reply):
// the server copies it for this item, so one reply to many comments sends each file's bytes once.
export const AttachmentCopy = z.object({ copy_of: RequestId });
export type AttachmentCopy = z.infer<typeof AttachmentCopy>;
export const ItemAttachmentUpload = z.union([AttachmentUpload, AttachmentCopy]);
export type ItemAttachmentUpload = z.infer<typeof ItemAttachmentUpload>;
/** At most this many ids in one message or reply (the networks' largest quota is 5, spec §9). */
export const ATTACHMENT_IDS_MAX = 10;
export const AttachmentIds = z.array(RequestId).check(z.maxLength(ATTACHMENT_IDS_MAX));
