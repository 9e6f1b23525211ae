// An issue's files (docs/issues.md "Attachments"): upload within the type, size and count limits (the bytes checked
// against their type), listed with the issue, a history entry per add and removal, a signed link for whoever sees the
// issue (user-group limits and another workspace's ids: 404), the download with nosniff, removal by the uploader or
// an administrator only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  Issue,
  IssueAttachment,
  IssueAttachmentLink,
  IssueDetail,
  ISSUE_ATTACHMENT_MAX_BYTES,
  ISSUE_ATTACHMENTS_MAX,
} from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { issueAttachments, issues, spaces, usergroupMembers, usergroups, users } from '../src/db/schema.ts';
import { ISSUE_FILE_LINK_TTL_MS } from '../src/issues/attachments.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { LIMITED_DEMO_USER } from '../src/seed/usergroups.ts';
import { createSpace } from './billingSupport.ts';
import { demoCaller, ok } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
let clock = Date.now();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => clock });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const caller = demoCaller(
  () => app,
  () => database.db,
);
const { get, send } = caller;
const demoSpaceId = async () => (await database.db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME)))[0]!.id;
const PDF = Buffer.from('%PDF-1.4\n%demo\n').toString('base64');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');
const upload = (email: string, issueId: number, body: object) => send(email, 'POST', `/v1/issues/${issueId}/attachments`, body);
const newIssue = async (title: string, spaceId?: number) =>
  ok(await send(DEMO_EMAILS.admin, 'POST', '/v1/issues', { space_id: spaceId ?? (await demoSpaceId()), title }), Issue);

describe('issue attachments', () => {
  it('uploads, lists with the issue and records the history; the version moves', async () => {
    const issue = await newIssue('With files');
    // A name as sent, with a right-to-left override: kept as text (the console shows it as text).
    const name = 'report\u202Efdp.exe';
    const file = ok(await upload(DEMO_EMAILS.operator, issue.id, { name, mime: 'application/pdf', data: PDF }), IssueAttachment);
    expect(file).toMatchObject({ name, mime: 'application/pdf', kind: 'file', uploaded_by: { name: expect.any(String) } });
    ok(await upload(DEMO_EMAILS.operator, issue.id, { name: 'shot.png', mime: 'image/png', data: PNG }), IssueAttachment);
    const detail = ok(await get(DEMO_EMAILS.reader, `/v1/issues/${issue.id}`), IssueDetail);
    expect(detail.attachments.map((a) => [a.name, a.kind])).toEqual([
      [name, 'file'],
      ['shot.png', 'image'],
    ]);
    expect(detail.issue.version).toBe(issue.version + 2);
    expect(detail.history[0]).toMatchObject({ field: 'attachment', from: null, to: 'shot.png' });
  });

  it('refuses a wrong type, a broken file, a too large one and more than the issue holds, saying why', async () => {
    const issue = await newIssue('Limits');
    const html = await upload(DEMO_EMAILS.operator, issue.id, { name: 'x.html', mime: 'text/html', data: 'PGI+' });
    expect(html.statusCode).toBe(400);
    expect(html.json().error).toContain('text/html');
    const broken = await upload(DEMO_EMAILS.operator, issue.id, { name: 'x.pdf', mime: 'application/pdf', data: PNG });
    expect(broken.statusCode).toBe(400);
    const big = Buffer.alloc(ISSUE_ATTACHMENT_MAX_BYTES + 1, 0x41).toString('base64');
    const large = await upload(DEMO_EMAILS.operator, issue.id, { name: 'big.txt', mime: 'text/plain', data: big });
    expect(large.statusCode).toBe(400);
    expect(large.json().error).toContain('10');
    for (let i = 0; i < ISSUE_ATTACHMENTS_MAX; i += 1)
      ok(await upload(DEMO_EMAILS.operator, issue.id, { name: `${i}.txt`, mime: 'text/plain', data: 'aGk=' }), IssueAttachment);
    const more = await upload(DEMO_EMAILS.operator, issue.id, { name: 'more.txt', mime: 'text/plain', data: 'aGk=' });
    expect(more.statusCode).toBe(400);
    expect(more.json().error).toContain(String(ISSUE_ATTACHMENTS_MAX));
    // Read only and analyst do not add files.
    expect((await upload(DEMO_EMAILS.reader, issue.id, { name: 'r.txt', mime: 'text/plain', data: 'aGk=' })).statusCode).toBe(
      403,
    );
  });

  it('downloads by a short signed link asked for by whoever sees the issue', async () => {
    const issue = await newIssue('Download');
    const file = ok(
      await upload(DEMO_EMAILS.operator, issue.id, { name: 'отчёт.pdf', mime: 'application/pdf', data: PDF }),
      IssueAttachment,
    );
    const { url } = ok(await get(DEMO_EMAILS.reader, `/v1/issues/${issue.id}/attachments/${file.id}`), IssueAttachmentLink);
    const download = await app.inject({ method: 'GET', url: `/${url}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.toString('base64')).toBe(PDF);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''");
    // A forged signature, another file's id, an expired link: 404.
    expect((await app.inject({ method: 'GET', url: `/${url.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`)}` })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: `/${url.replace(`/${file.id}?`, `/${file.id + 1}?`)}` })).statusCode).toBe(
      404,
    );
    clock += ISSUE_FILE_LINK_TTL_MS + 1000;
    expect((await app.inject({ method: 'GET', url: `/${url}` })).statusCode).toBe(404);
    // The file of another issue under this issue's path: 404.
    const other = await newIssue('Other');
    expect((await get(DEMO_EMAILS.reader, `/v1/issues/${other.id}/attachments/${file.id}`)).statusCode).toBe(404);
  });

  it('user-group limits and another workspace: 404 for the link, the upload and the removal', async () => {
    const spaceId = await demoSpaceId();
    const limited = (await database.db.select().from(users).where(eq(users.email, LIMITED_DEMO_USER.email)))[0]!;
    const [own] = await database.db
      .select({ id: usergroupMembers.usergroupId })
      .from(usergroupMembers)
      .innerJoin(usergroups, eq(usergroups.id, usergroupMembers.usergroupId))
      .where(and(eq(usergroupMembers.userId, limited.id), eq(usergroups.spaceId, spaceId)));
    const [other] = await database.db
      .select()
      .from(usergroups)
      .where(and(eq(usergroups.spaceId, spaceId), ne(usergroups.id, own!.id)))
      .limit(1);
    const theirs = await newIssue('Another group');
    await database.db
      .update(issues)
      .set({ usergroupId: other?.id ?? null })
      .where(eq(issues.id, theirs.id));
    const file = ok(
      await upload(DEMO_EMAILS.admin, theirs.id, { name: 'g.txt', mime: 'text/plain', data: 'aGk=' }),
      IssueAttachment,
    );
    expect((await get(LIMITED_DEMO_USER.email, `/v1/issues/${theirs.id}/attachments/${file.id}`)).statusCode).toBe(404);

    const elsewhere = await createSpace(database.db, {
      name: 'Files elsewhere',
      expiresAt: clock + 30 * 24 * 3_600_000,
      members: [DEMO_EMAILS.admin],
    });
    const foreign = await newIssue('Foreign files', elsewhere.id);
    const foreignFile = ok(
      await upload(DEMO_EMAILS.admin, foreign.id, { name: 'f.txt', mime: 'text/plain', data: 'aGk=' }),
      IssueAttachment,
    );
    for (const [method, url, payload] of [
      ['GET', `/v1/issues/${foreign.id}/attachments/${foreignFile.id}`, undefined],
      ['DELETE', `/v1/issues/${foreign.id}/attachments/${foreignFile.id}`, undefined],
      ['POST', `/v1/issues/${foreign.id}/attachments`, { name: 'x.txt', mime: 'text/plain', data: 'aGk=' }],
    ] as const) {
      const response = await caller.call(DEMO_EMAILS.operator, { method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('removes by the uploader or an administrator, with a history entry; another writer gets 403', async () => {
    const issue = await newIssue('Removals');
    const mine = ok(
      await upload(DEMO_EMAILS.operator, issue.id, { name: 'mine.txt', mime: 'text/plain', data: 'aGk=' }),
      IssueAttachment,
    );
    const refused = await send(DEMO_EMAILS.moderator, 'DELETE', `/v1/issues/${issue.id}/attachments/${mine.id}`);
    expect(refused.statusCode).toBe(403);
    ok(await send(DEMO_EMAILS.operator, 'DELETE', `/v1/issues/${issue.id}/attachments/${mine.id}`), { parse: (v) => v });
    const theirs = ok(
      await upload(DEMO_EMAILS.moderator, issue.id, { name: 'theirs.txt', mime: 'text/plain', data: 'aGk=' }),
      IssueAttachment,
    );
    ok(await send(DEMO_EMAILS.admin, 'DELETE', `/v1/issues/${issue.id}/attachments/${theirs.id}`), { parse: (v) => v });
    expect(await database.db.select().from(issueAttachments).where(eq(issueAttachments.issueId, issue.id))).toEqual([]);
    const detail = ok(await get(DEMO_EMAILS.reader, `/v1/issues/${issue.id}`), IssueDetail);
    expect(detail.attachments).toEqual([]);
    expect(detail.history.filter((h) => h.field === 'attachment').map((h) => [h.from, h.to])).toEqual([
      ['theirs.txt', null],
      [null, 'theirs.txt'],
      ['mine.txt', null],
      [null, 'mine.txt'],
    ]);
    expect((await send(DEMO_EMAILS.admin, 'DELETE', `/v1/issues/${issue.id}/attachments/${theirs.id}`)).statusCode).toBe(404);
  });
});
