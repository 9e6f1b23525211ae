import * as z from 'zod/mini';
import { LARGE_UPLOAD_MAX_BYTES } from '@console/spec';
import { ATTACHMENT_TYPES } from './attachments.ts';
import { UserRef } from './items.ts';

// Files of an issue (docs/issues.md "Attachments"): their own rows (an issue's file goes to no network), uploaded one
// by one as the chats' and replies' files are (AttachmentUpload: base64 JSON), listed with the issue
// (IssueDetail.attachments), downloaded by a short signed link that an authenticated request asks for, removed by
// their uploader or an administrator. Every add and removal is an issue history entry (field `attachment`).
export const issueAttachmentsPath = (issueId: number): string => `v1/issues/${issueId}/attachments`;
/** GET: a fresh signed link to the file (the issue's visibility checked); DELETE: removes it. */
export const issueAttachmentPath = (issueId: number, fileId: number): string => `${issueAttachmentsPath(issueId)}/${fileId}`;
/**
 * Where the signed link points (`?exp=…&sig=…`): the link is the credential, as v1/attachments' is; outside the
 * /v1/issues prefix, so no section check asks for a bearer the link does not carry (the link is given by an issue route).
 */
export const ISSUE_FILES_PATH = 'v1/issue_files';

/** The types an issue takes: the allow-list of stored attachments (never HTML or SVG). */
export const ISSUE_ATTACHMENT_TYPES = ATTACHMENT_TYPES;
/** spec §9's largest upload (10 MB): an issue's file goes to no network, so the larger limit. */
export const ISSUE_ATTACHMENT_MAX_BYTES = LARGE_UPLOAD_MAX_BYTES;
/** Files per issue. */
export const ISSUE_ATTACHMENTS_MAX = 20;

const Id = z.int().check(z.positive());

export const IssueAttachment = z.object({
  id: Id,
  /** As uploaded (untrusted: shown as text only). */
  name: z.string(),
  size: z.int().check(z.nonnegative()),
  mime: z.string(),
  kind: z.enum(['image', 'file']),
  uploaded_by: z.nullable(UserRef),
  /** Unix seconds. */
  created_at: z.int(),
});
export type IssueAttachment = z.infer<typeof IssueAttachment>;

/** GET v1/issues/{id}/attachments/{file}: the link, relative to an API host, valid a few minutes. */
export const IssueAttachmentLink = z.object({ url: z.string() });
export type IssueAttachmentLink = z.infer<typeof IssueAttachmentLink>;
export const IssueAttachmentsList = z.object({ items: z.array(IssueAttachment) });
export type IssueAttachmentsList = z.infer<typeof IssueAttachmentsList>;
