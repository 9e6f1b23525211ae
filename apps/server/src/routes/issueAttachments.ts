// An issue's files (docs/issues.md "Attachments"; issues/attachments.ts): upload and removal by the issue writers,
// a signed download link for whoever sees the issue, and the download itself behind that link (an <a> sends no bearer).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  AttachmentUpload,
  ErrorBody,
  ISSUE_FILES_PATH,
  IssueAttachment,
  IssueAttachmentLink,
  ISSUES_PATH,
  ObjectParams,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import { UPLOAD_BODY_LIMIT } from '../chats/attachments.ts';
import { ISSUE_WRITE_ROLES } from '../issues/access.ts';
import { deleteIssueAttachment, issueAttachmentLink, serveIssueFile, uploadIssueAttachment } from '../issues/attachments.ts';

type Deps = { db: Db; now: () => number };

const READ: RoutePolicy = 'authenticated';
const WRITE: RoutePolicy = { role: [...ISSUE_WRITE_ROLES] };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const Empty = z.object({});
const FileParams = z.object({ id: ObjectParams.shape.id, fileId: ObjectParams.shape.id });
const FileLink = z.object({
  exp: z.string().check(z.regex(/^\d{1,12}$/)),
  sig: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/)),
});

export function issueAttachmentsRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const files = `/${ISSUES_PATH}/:id/attachments`;

  typed.post(
    files,
    {
      config: { policy: WRITE },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { params: ObjectParams, body: AttachmentUpload, response: { 200: IssueAttachment, ...errors } },
    },
    async (request) => uploadIssueAttachment(deps, requireAuth(request.auth).user, Number(request.params.id), request.body),
  );

  typed.get(
    `${files}/:fileId`,
    { config: { policy: READ }, schema: { params: FileParams, response: { 200: IssueAttachmentLink, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id, fileId } = request.params;
      return issueAttachmentLink(deps, requireAuth(request.auth).user, Number(id), Number(fileId));
    },
  );

  typed.delete(
    `${files}/:fileId`,
    { config: { policy: WRITE }, schema: { params: FileParams, response: { 200: Empty, ...errors } } },
    async (request) => {
      const { id, fileId } = request.params;
      await deleteIssueAttachment(deps, requireAuth(request.auth).user, Number(id), Number(fileId));
      return {};
    },
  );

  // Public: the signed, expiring link is the credential; the issue's visibility was checked when it was given.
  typed.get(
    `/${ISSUE_FILES_PATH}/:id`,
    { config: { policy: 'public' }, schema: { params: ObjectParams, querystring: FileLink } },
    async (request, reply) =>
      serveIssueFile(
        db,
        reply,
        Number(request.params.id),
        { exp: Number(request.query.exp), sig: request.query.sig },
        deps.now(),
      ),
  );
}
