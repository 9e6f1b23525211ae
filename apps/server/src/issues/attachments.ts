// An issue's files (docs/issues.md "Attachments"): uploaded as the chats' and replies' files are (base64 JSON, the
// allow-listed types checked against their first bytes: chats/attachments.ts), within spec §9's largest upload and
// ISSUE_ATTACHMENTS_MAX per issue; each add and removal is a history entry (field `attachment`) under a new version.
// Whoever sees the issue lists its files and gets a short signed link to one (the issue's visibility checked then:
// user-group limits, another workspace's ids 404); the uploader or an administrator of the space removes one.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  ATTACHMENT_IMAGE_TYPES,
  ISSUE_ATTACHMENT_MAX_BYTES,
  ISSUE_ATTACHMENT_TYPES,
  ISSUE_ATTACHMENTS_MAX,
  ISSUE_FILES_PATH,
  type AttachmentUpload,
  type IssueAttachment,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { issueAttachments, issues, users } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { checkFileBytes, contentDisposition, decodeUpload } from '../chats/attachments.ts';
import { requirePaidSpace, type UserRow } from '../items/access.ts';
import { accessIn } from '../members/memberAccess.ts';
import { issueOfUser, requireIssueWrite } from './access.ts';
import { unix } from './load.ts';
import { commitIssueChange } from './writes.ts';

type Deps = { db: Db; now: () => number };

const MB = 1024 * 1024;
// The link is asked for just before the download: a few minutes are enough, and a leaked one soon stops working.
export const ISSUE_FILE_LINK_TTL_MS = 5 * 60 * 1000;
// Its own key and prefix: an issue file's link never opens a chat file of the same id, nor the other way.
const SIGNING_KEY = randomBytes(32);
const signature = (id: number, exp: number) =>
  createHmac('sha256', SIGNING_KEY).update(`issue-file:${id}:${exp}`).digest('base64url');

const isImage = (mime: string) => (ATTACHMENT_IMAGE_TYPES as readonly string[]).includes(mime);

type Row = Pick<typeof issueAttachments.$inferSelect, 'id' | 'name' | 'mime' | 'size' | 'uploadedBy' | 'createdAt'>;
const toIssueAttachment = (row: Row, uploaderName: string | null): IssueAttachment => ({
  id: row.id,
  name: row.name,
  size: row.size,
  mime: row.mime,
  kind: isImage(row.mime) ? 'image' : 'file',
  uploaded_by: row.uploadedBy === null ? null : { id: row.uploadedBy, name: uploaderName ?? '' },
  created_at: unix(row.createdAt),
});

/** The issue's files in upload order (no bytes). */
export async function loadIssueAttachments(db: Db, issueId: number): Promise<IssueAttachment[]> {
  const rows = await db
    .select({
      id: issueAttachments.id,
      name: issueAttachments.name,
      mime: issueAttachments.mime,
      size: issueAttachments.size,
      uploadedBy: issueAttachments.uploadedBy,
      createdAt: issueAttachments.createdAt,
      uploaderName: users.name,
    })
    .from(issueAttachments)
    .leftJoin(users, eq(users.id, issueAttachments.uploadedBy))
    .where(eq(issueAttachments.issueId, issueId))
    .orderBy(asc(issueAttachments.id));
  return rows.map((row) => toIssueAttachment(row, row.uploaderName));
}

/** The type and size limits; the bytes as their type starts. */
function checkIssueFile(body: AttachmentUpload): Buffer {
  if (!(ISSUE_ATTACHMENT_TYPES as readonly string[]).includes(body.mime))
    throw new ApiFailure(400, 'issueFileType', { params: { mime: body.mime } });
  const bytes = decodeUpload(body.data);
  if (bytes && bytes.length > ISSUE_ATTACHMENT_MAX_BYTES)
    throw new ApiFailure(400, 'issueFileTooLarge', { params: { limit: Math.round(ISSUE_ATTACHMENT_MAX_BYTES / MB) } });
  return checkFileBytes(body.mime, bytes);
}

/** POST v1/issues/{id}/attachments: one file; who may change the issue may add one. */
export async function uploadIssueAttachment(
  deps: Deps,
  user: UserRow,
  issueId: number,
  body: AttachmentUpload,
): Promise<IssueAttachment> {
  const { db } = deps;
  const now = deps.now();
  const target = await issueOfUser(db, user, issueId);
  requireIssueWrite(user, target.spaceId);
  await requirePaidSpace(db, target.spaceId, now);
  const bytes = checkIssueFile(body);
  const row = await db.transaction(async (tx) => {
    const [issue] = await tx.select().from(issues).where(eq(issues.id, issueId)).for('update');
    if (!issue) throw new ApiFailure(404, 'notFound');
    // Counted under the issue's lock: two uploads at once cannot both take the last place.
    const [held] = await tx.select({ n: count() }).from(issueAttachments).where(eq(issueAttachments.issueId, issueId));
    if ((held?.n ?? 0) >= ISSUE_ATTACHMENTS_MAX)
      throw new ApiFailure(400, 'issueTooManyFiles', { params: { limit: ISSUE_ATTACHMENTS_MAX } });
    const [inserted] = await tx
      .insert(issueAttachments)
      .values({
        issueId,
        spaceId: issue.spaceId,
        name: body.name,
        mime: body.mime,
        size: bytes.length,
        data: bytes,
        uploadedBy: user.id,
        createdAt: new Date(Math.floor(now / 1000) * 1000),
      })
      .returning();
    await commitIssueChange(tx, issue, user.id, now, {}, [{ field: 'attachment', from: null, to: body.name }]);
    return inserted!;
  });
  return toIssueAttachment(row, user.name);
}

async function fileOf(db: Db, issueId: number, fileId: number) {
  const [file] = await db
    .select()
    .from(issueAttachments)
    .where(and(eq(issueAttachments.id, fileId), eq(issueAttachments.issueId, issueId)));
  if (!file) throw new ApiFailure(404, 'notFound');
  return file;
}

/** DELETE v1/issues/{id}/attachments/{file}: by its uploader or an administrator of the issue's space. */
export async function deleteIssueAttachment(deps: Deps, user: UserRow, issueId: number, fileId: number): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const target = await issueOfUser(db, user, issueId);
  requireIssueWrite(user, target.spaceId);
  const file = await fileOf(db, issueId, fileId);
  if (file.uploadedBy !== user.id && accessIn(user, target.spaceId)?.role !== 'administrator')
    throw new ApiFailure(403, 'issueFileNotYours');
  await db.transaction(async (tx) => {
    const [issue] = await tx.select().from(issues).where(eq(issues.id, issueId)).for('update');
    const removed = await tx
      .delete(issueAttachments)
      .where(eq(issueAttachments.id, fileId))
      .returning({ id: issueAttachments.id });
    // Removed by another request meanwhile: that one wrote the history.
    if (!issue || removed.length === 0) return;
    await commitIssueChange(tx, issue, user.id, now, {}, [{ field: 'attachment', from: file.name, to: null }]);
  });
}

/** GET v1/issues/{id}/attachments/{file}: a signed link to the file, for whoever sees the issue now. */
export async function issueAttachmentLink(deps: Deps, user: UserRow, issueId: number, fileId: number) {
  const target = await issueOfUser(deps.db, user, issueId);
  const file = await fileOf(deps.db, target.id, fileId);
  return { url: issueFileUrl(file.id, deps.now()) };
}

/** The signed address of a file, valid ISSUE_FILE_LINK_TTL_MS from `now`. */
export function issueFileUrl(id: number, now: number): string {
  const exp = Math.ceil((now + ISSUE_FILE_LINK_TTL_MS) / 1000);
  return `${ISSUE_FILES_PATH}/${id}?exp=${exp}&sig=${signature(id, exp)}`;
}

function validSignature(id: number, exp: number, sig: string, now: number): boolean {
  if (!Number.isFinite(exp) || exp * 1000 < now) return false;
  const expected = Buffer.from(signature(id, exp));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** GET v1/issue_files/{file}?exp&sig: the download; a wrong or expired link is a 404 like a missing file. */
export async function serveIssueFile(
  db: Db,
  reply: FastifyReply,
  id: number,
  link: { exp: number; sig: string },
  now: number,
): Promise<Buffer> {
  if (!validSignature(id, link.exp, link.sig, now)) throw new ApiFailure(404, 'notFound');
  const [row] = await db.select().from(issueAttachments).where(eq(issueAttachments.id, id));
  if (!row || !(ISSUE_ATTACHMENT_TYPES as readonly string[]).includes(row.mime)) throw new ApiFailure(404, 'notFound');
  reply
    .header('content-type', row.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(row.name))
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-site')
    .header('cache-control', 'private, no-store');
  return row.data;
}
