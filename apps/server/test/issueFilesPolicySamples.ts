// Sample requests of an issue's files' endpoints (routes/issueAttachments.ts) for the role × endpoint test: each
// succeeds for every role its policy allows, on the demo space's first open issue; a removal removes a file the
// role's demo user uploaded (the uploader may remove it), made for the call.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { issueAttachments, issues, users } from '../src/db/schema.ts';
import { issueFileUrl } from '../src/issues/attachments.ts';
import { DEMO_USERS } from '../src/seed.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

async function openIssue(db: Db) {
  const [row] = await db
    .select()
    .from(issues)
    .where(and(eq(issues.spaceId, await demoSpaceId(db)), isNull(issues.closedAt)))
    .orderBy(asc(issues.id))
    .limit(1);
  if (!row) throw new Error('no demo issue');
  return row;
}

/** A file of the issue uploaded by the role's demo user. */
async function fileOf(db: Db, role: RoleName) {
  const issue = await openIssue(db);
  const email = DEMO_USERS.find((user) => user.role === role)!.email;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [file] = await db
    .insert(issueAttachments)
    .values({
      issueId: issue.id,
      spaceId: issue.spaceId,
      name: 'policy.txt',
      mime: 'text/plain',
      size: 2,
      data: Buffer.from('hi'),
      uploadedBy: user!.id,
      createdAt: new Date(),
    })
    .returning({ id: issueAttachments.id });
  return { issueId: issue.id, fileId: file!.id };
}

export const ISSUE_FILES_ROLE_SAMPLES: Record<string, RoleSample> = {
  'POST /v1/issues/:id/attachments': async (db) => ({
    method: 'POST',
    url: `/v1/issues/${(await openIssue(db)).id}/attachments`,
    payload: { name: 'policy.txt', mime: 'text/plain', data: 'aGk=' },
  }),
  'GET /v1/issues/:id/attachments/:fileId': async (db, role) => {
    const { issueId, fileId } = await fileOf(db, role);
    return { method: 'GET', url: `/v1/issues/${issueId}/attachments/${fileId}` };
  },
  'DELETE /v1/issues/:id/attachments/:fileId': async (db, role) => {
    const { issueId, fileId } = await fileOf(db, role);
    return { method: 'DELETE', url: `/v1/issues/${issueId}/attachments/${fileId}` };
  },
  // Public: a link signed far ahead of any test clock.
  'GET /v1/issue_files/:id': async (db, role) => {
    const { fileId } = await fileOf(db, role);
    return { method: 'GET', url: `/${issueFileUrl(fileId, Date.now() + 365 * 24 * 3_600_000)}` };
  },
};

/** The download behind the signed link (the link is the credential: issueAttachments.test.ts). */
export const ISSUE_FILES_PUBLIC_ENDPOINTS = ['GET /v1/issue_files/:id'];
