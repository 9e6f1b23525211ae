// Issues (docs/issues.md): the list with the user's issues filters and keyset paging, creation from a
// comment, a chat or blank (linked both ways), writes with `seen` (409 conflict), closing statuses, roles, the
// user-group limit, cross-workspace 404s, settings and departments, counters (equal to a recount after a randomised
// sequence of changes and clock moves), the deadline job and the notifications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  Issue,
  IssueConflict,
  IssueDetail,
  IssueSettingsList,
  IssuesPage,
  type NotifyMessage,
  type ServerMessage,
} from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { chats, emailOutbox, issues, items, jobs, spaces, usergroups, users } from '../src/db/schema.ts';
import { countsFor } from '../src/domain/counts.ts';
import { issueExpireJob } from '../src/issues/expiry.ts';
import { ISSUE_EXPIRE_JOB } from '../src/issues/writes.ts';
import { createJobRunner } from '../src/jobs/runner.ts';
import { createPublisher } from '../src/realtime/socketPublisher.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { LIMITED_DEMO_USER } from '../src/seed/usergroups.ts';
import { createSpace } from './billingSupport.ts';
import { demoCaller, ok } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

const HOUR = 3_600_000;
let database: Database;
let app: FastifyInstance;
let clock = Date.now();
const publisher = createPublisher();
const heard: Array<{ userId: number; message: ServerMessage }> = [];
const toUser = publisher.toUser.bind(publisher);
publisher.toUser = (userId, message) => {
  heard.push({ userId, message });
  toUser(userId, message);
};
const notifies = () => heard.filter((h) => h.message.method === 'notify') as Array<{ userId: number; message: NotifyMessage }>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => clock, publisher });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const signedIn = (at?: number) =>
  demoCaller(
    () => app,
    () => database.db,
    at,
  );
// Signed in again when the clock moves past the access tokens' life (the randomised test).
let caller = signedIn();
const get: ReturnType<typeof signedIn>['get'] = (...args) => caller.get(...args);
const send: ReturnType<typeof signedIn>['send'] = (...args) => caller.send(...args);
const idOf = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0]!;
const demoSpaceId = async () => (await database.db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME)))[0]!.id;

async function create(email: string, body: object) {
  return ok(await send(email, 'POST', '/v1/issues', body), Issue);
}

/** The counts recomputed from the issues table: the maintained counters must always equal these. */
async function recount(userEmail: string) {
  const user = await idOf(userEmail);
  const { issues_assigned_to: assigned, issues_department_id: departments } = user.settings;
  const rows = await database.db.select().from(issues).where(isNull(issues.closedAt));
  const mine = rows.filter(
    (row) =>
      (assigned == null || row.assigneeId === assigned) &&
      (departments.length === 0 || (row.departmentId !== null && departments.includes(row.departmentId))),
  );
  return { issues_count: mine.length, issues_expired_count: mine.filter((row) => row.expired).length };
}

describe('issues', () => {
  it('lists the default statuses (spec §9: not closed), newest first, with keyset pages', async () => {
    const page = ok(await get(DEMO_EMAILS.reader, '/v1/issues'), IssuesPage);
    expect(page.items.length).toBeGreaterThanOrEqual(3);
    expect(page.items.every((issue) => ['new', 'inprogress', 'waiting', 'delayed'].includes(issue.status))).toBe(true);
    const created = page.items.map((issue) => issue.created_at);
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    const first = ok(await get(DEMO_EMAILS.reader, '/v1/issues?limit=1'), IssuesPage);
    expect(first.items).toHaveLength(1);
    const second = ok(await get(DEMO_EMAILS.reader, `/v1/issues?limit=1&cursor=${first.next_cursor}`), IssuesPage);
    expect(second.items[0]!.id).toBe(page.items[1]!.id);
    const closed = ok(await get(DEMO_EMAILS.reader, '/v1/issues?status[]=closed'), IssuesPage);
    expect(closed.items.every((issue) => issue.closed)).toBe(true);
    expect((await get(DEMO_EMAILS.reader, '/v1/issues?cursor=bad')).statusCode).toBe(400);
  });

  it('sorts by due time and priority with keyset pages that cover every row once', async () => {
    for (const sort of ['due_asc', 'priority_desc', 'updated_desc', 'created_asc']) {
      const whole = ok(await get(DEMO_EMAILS.reader, `/v1/issues?sort=${sort}&limit=100`), IssuesPage).items.map((i) => i.id);
      const paged: number[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/v1/issues?sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`;
        const page: IssuesPage = ok(await get(DEMO_EMAILS.reader, url), IssuesPage);
        paged.push(...page.items.map((i) => i.id));
        cursor = page.next_cursor;
      } while (cursor);
      expect(paged, sort).toEqual(whole);
    }
  });

  it('creates from a comment, linked both ways, numbered within the workspace; the author is the customer', async () => {
    const [item] = await database.db.select().from(items).where(isNull(items.parentId)).orderBy(asc(items.id)).limit(1);
    const before = ok(
      await get(DEMO_EMAILS.reader, '/v1/issues?status[]=new&status[]=closed&status[]=inprogress&status[]=waiting&limit=100'),
      IssuesPage,
    );
    const top = Math.max(...before.items.map((i) => i.number));
    const issue = await create(DEMO_EMAILS.operator, { item_id: item!.id, title: 'From a comment' });
    expect(issue).toMatchObject({ number: top + 1, status: 'new', item_ids: [item!.id], version: 1 });
    expect(issue.author?.id).toBe(item!.authorId);
    expect(issue.creator?.name).toBeTruthy();
    const linked = ok(await get(DEMO_EMAILS.reader, `/v1/items/${item!.id}/issues`), IssuesPage);
    expect(linked.items.map((i) => i.id)).toContain(issue.id);
    const detail = ok(await get(DEMO_EMAILS.reader, `/v1/issues/${issue.id}`), IssueDetail);
    expect(detail.history.map((h) => h.field)).toEqual(['created']);
  });

  it("creates one issue from several comments (item_ids, the bulk bar), each linked; another workspace's comment: 404", async () => {
    const roots = await database.db.select().from(items).where(isNull(items.parentId)).orderBy(asc(items.id)).limit(3);
    const [first, second] = roots;
    const issue = await create(DEMO_EMAILS.operator, { item_ids: [first!.id, second!.id, first!.id], title: 'From two' });
    expect(issue.item_ids.toSorted((a, b) => a - b)).toEqual([first!.id, second!.id].toSorted((a, b) => a - b));
    expect(issue.author?.id).toBe(first!.authorId);
    for (const item of [first!, second!]) {
      const linked = ok(await get(DEMO_EMAILS.reader, `/v1/items/${item.id}/issues`), IssuesPage);
      expect(linked.items.map((i) => i.id)).toContain(issue.id);
    }
    const missing = await send(DEMO_EMAILS.operator, 'POST', '/v1/issues', { item_ids: [first!.id, 2_000_000_000], title: 'x' });
    expect(missing.statusCode).toBe(404);
    for (const email of [DEMO_EMAILS.reader, DEMO_EMAILS.analyst]) {
      expect((await send(email, 'POST', '/v1/issues', { item_ids: [first!.id], title: 'x' })).statusCode).toBe(403);
    }
  });

  it('creates from a chat and blank; read only and analyst may not create (403)', async () => {
    const [chat] = await database.db.select().from(chats).orderBy(asc(chats.id)).limit(1);
    const fromChat = await create(DEMO_EMAILS.moderator, { chat_id: chat!.id, title: 'From a chat', priority: 'high' });
    expect(fromChat.chat_ids).toEqual([chat!.id]);
    expect(ok(await get(DEMO_EMAILS.reader, `/v1/chats/${chat!.id}/issues`), IssuesPage).items.map((i) => i.id)).toContain(
      fromChat.id,
    );
    const blank = await create(DEMO_EMAILS.admin, { space_id: await demoSpaceId(), title: 'Blank' });
    expect(blank).toMatchObject({ author: null, item_ids: [], chat_ids: [] });
    for (const email of [DEMO_EMAILS.reader, DEMO_EMAILS.analyst]) {
      expect((await send(email, 'POST', '/v1/issues', { space_id: await demoSpaceId(), title: 'x' })).statusCode).toBe(403);
    }
    expect((await send(DEMO_EMAILS.operator, 'POST', '/v1/issues', { title: 'nowhere' })).statusCode).toBe(400);
    const unknownStatus = await send(DEMO_EMAILS.operator, 'POST', '/v1/issues', {
      space_id: await demoSpaceId(),
      title: 'x',
      status: 'nosuch',
    });
    expect(unknownStatus.statusCode).toBe(400);
  });

  it('takes the default assignee and the deadline per priority from settings/issues', async () => {
    const spaceId = await demoSpaceId();
    const operator = await idOf(DEMO_EMAILS.operator);
    const saved = await send(DEMO_EMAILS.admin, 'PUT', '/v1/issues/settings', {
      space_id: spaceId,
      assigned_to: operator.id,
      deadlines: { low: null, normal: 24, high: 4 },
    });
    expect(saved.statusCode).toBe(200);
    expect((await send(DEMO_EMAILS.operator, 'PUT', '/v1/issues/settings', { space_id: spaceId })).statusCode).toBe(403);
    const issue = await create(DEMO_EMAILS.moderator, { space_id: spaceId, title: 'Defaults', priority: 'high' });
    expect(issue.assignee?.id).toBe(operator.id);
    expect(issue.due_at).toBe(Math.floor((clock + 4 * HOUR) / 1000));
    const list = ok(await get(DEMO_EMAILS.reader, `/v1/issues/settings?space_id=${spaceId}`), IssueSettingsList);
    expect(list.items[0]).toMatchObject({ assigned_to: operator.id, closing: ['closed'], deadlines: { high: 4 } });
    await send(DEMO_EMAILS.admin, 'PUT', '/v1/issues/settings', {
      space_id: spaceId,
      assigned_to: null,
      deadlines: { low: null, normal: null, high: null },
    });
  });

  it('PATCH with an old `seen` answers 409 conflict with who changed what and the current issue', async () => {
    const issue = await create(DEMO_EMAILS.operator, { space_id: await demoSpaceId(), title: 'Conflict' });
    const first = await send(DEMO_EMAILS.moderator, 'PATCH', `/v1/issues/${issue.id}`, { seen: 1, priority: 'high' });
    expect(ok(first, Issue).version).toBe(2);
    const second = await send(
      DEMO_EMAILS.operator,
      'PATCH',
      `/v1/issues/${issue.id}`,
      { seen: 1, title: 'Mine' },
      {
        'accept-language': 'en',
      },
    );
    expect(second.statusCode).toBe(409);
    const body = IssueConflict.parse(second.json());
    expect(body.error_type).toBe('conflict');
    expect(body.current).toMatchObject({ priority: 'high', title: 'Conflict', version: 2 });
    expect(body.changes.map((c) => [c.field, c.to])).toEqual([['priority', 'high']]);
    expect(body.error).toContain('priority');
    expect((await send(DEMO_EMAILS.reader, 'PATCH', `/v1/issues/${issue.id}`, { seen: 2, title: 'x' })).statusCode).toBe(403);
  });

  it('a closing status ends the issue and takes it out of the counts; another status opens it again', async () => {
    const admin = await idOf(DEMO_EMAILS.admin);
    const before = await countsFor(database.db, admin, { monitoring: false });
    const issue = await create(DEMO_EMAILS.operator, { space_id: await demoSpaceId(), title: 'Close me' });
    const opened = await countsFor(database.db, admin, { monitoring: false });
    expect(opened.issues_count).toBe(before.issues_count + 1);
    const closed = ok(await send(DEMO_EMAILS.moderator, 'PATCH', `/v1/issues/${issue.id}`, { seen: 1, status: 'closed' }), Issue);
    expect(closed).toMatchObject({ closed: true, status: 'closed' });
    expect(closed.closed_at).not.toBeNull();
    expect((await countsFor(database.db, admin, { monitoring: false })).issues_count).toBe(before.issues_count);
    const again = ok(
      await send(DEMO_EMAILS.moderator, 'PATCH', `/v1/issues/${issue.id}`, { seen: 2, status: 'inprogress' }),
      Issue,
    );
    expect(again).toMatchObject({ closed: false, closed_at: null });
    expect((await countsFor(database.db, admin, { monitoring: false })).issues_count).toBe(before.issues_count + 1);
  });

  it('counts follow the user settings issues_assigned_to and issues_department_id', async () => {
    const operator = await idOf(DEMO_EMAILS.operator);
    await database.db
      .update(users)
      .set({ settings: { ...operator.settings, issues_assigned_to: operator.id } })
      .where(eq(users.id, operator.id));
    const counts = ok(await get(DEMO_EMAILS.operator, '/v1/counts'), { parse: (v: unknown) => v as Record<string, number> });
    const expected = await recount(DEMO_EMAILS.operator);
    expect(counts).toMatchObject(expected);
    expect(expected.issues_count).toBeGreaterThan(0);
    await database.db.update(users).set({ settings: operator.settings }).where(eq(users.id, operator.id));
  });

  it('the deadline job marks an open issue expired at its due time and tells the people concerned', async () => {
    const operator = await idOf(DEMO_EMAILS.operator);
    const issue = await create(DEMO_EMAILS.admin, {
      space_id: await demoSpaceId(),
      title: 'Due soon',
      assignee_id: operator.id,
      due_at: Math.floor((clock + HOUR) / 1000),
    });
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `${ISSUE_EXPIRE_JOB}:${issue.id}`));
    expect(job?.runAt.getTime()).toBe(Math.floor((clock + HOUR) / 1000) * 1000);
    const before = await recount(DEMO_EMAILS.admin);
    heard.length = 0;
    const runner = createJobRunner({
      db: database.db,
      now: () => clock + 2 * HOUR,
      handlers: { [ISSUE_EXPIRE_JOB]: issueExpireJob(publisher) },
    });
    await runner.runDue();
    const detail = ok(await get(DEMO_EMAILS.reader, `/v1/issues/${issue.id}`), IssueDetail);
    expect(detail.issue.expired).toBe(true);
    expect(detail.history[0]).toMatchObject({ field: 'expired', user: null, to: 'true' });
    const after = await recount(DEMO_EMAILS.admin);
    expect(after.issues_expired_count).toBeGreaterThan(before.issues_expired_count);
    const admin = await idOf(DEMO_EMAILS.admin);
    expect(await countsFor(database.db, admin, { monitoring: false })).toMatchObject(after);
    const told = notifies().filter((n) => n.message.id === issue.id);
    expect(told.map((n) => n.userId).sort()).toEqual([operator.id, admin.id].sort());
    expect(told[0]!.message).toMatchObject({ type: 'issue', duration: 300 });
    // A later due time clears it.
    const later = ok(
      await send(DEMO_EMAILS.admin, 'PATCH', `/v1/issues/${issue.id}`, {
        seen: detail.issue.version,
        due_at: Math.floor((clock + 10 * HOUR) / 1000),
      }),
      Issue,
    );
    expect(later.expired).toBe(false);
  });

  it('assigning, commenting and a status change notify the concerned people except the actor; email as set', async () => {
    const [operator, moderator, admin] = await Promise.all(
      [DEMO_EMAILS.operator, DEMO_EMAILS.moderator, DEMO_EMAILS.admin].map(idOf),
    );
    const issue = await create(DEMO_EMAILS.admin, { space_id: await demoSpaceId(), title: 'Tell them' });
    heard.length = 0;
    const assigned = ok(
      await send(DEMO_EMAILS.admin, 'PATCH', `/v1/issues/${issue.id}`, { seen: 1, assignee_id: operator!.id }),
      Issue,
    );
    expect(notifies().map((n) => [n.userId, n.message.type, n.message.id])).toEqual([[operator!.id, 'issue', issue.id]]);
    // issue_assigned mails at once by default (contract DEFAULT_NOTIFICATION_SETTINGS).
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, operator!.id));
    expect(mails.some((mail) => mail.link === `/issues/${issue.id}`)).toBe(true);
    heard.length = 0;
    ok(await send(DEMO_EMAILS.moderator, 'POST', `/v1/issues/${issue.id}/comments`, { text: 'Looking' }), {
      parse: (v: unknown) => v,
    });
    expect(
      notifies()
        .map((n) => n.userId)
        .sort(),
    ).toEqual([operator!.id, admin!.id].sort());
    heard.length = 0;
    ok(
      await send(DEMO_EMAILS.operator, 'PATCH', `/v1/issues/${issue.id}`, { seen: assigned.version + 1, status: 'inprogress' }),
      Issue,
    );
    expect(
      notifies()
        .map((n) => n.userId)
        .sort(),
    ).toEqual([moderator!.id, admin!.id].sort());
    const detail = ok(await get(DEMO_EMAILS.reader, `/v1/issues/${issue.id}`), IssueDetail);
    expect(detail.comments.map((c) => c.text)).toEqual(['Looking']);
    expect(detail.history.map((h) => h.field)).toEqual(['status', 'comment', 'assignee', 'created']);
  });

  it('bulk changes status and assignment, listing what failed', async () => {
    const a = await create(DEMO_EMAILS.operator, { space_id: await demoSpaceId(), title: 'Bulk A' });
    const b = await create(DEMO_EMAILS.operator, { space_id: await demoSpaceId(), title: 'Bulk B' });
    const response = await send(DEMO_EMAILS.moderator, 'POST', '/v1/issues/bulk', {
      ids: [a.id, b.id, 2_000_000],
      status: 'waiting',
    });
    const body = response.json() as { items: Issue[]; failed: Array<{ id: number }> };
    expect(body.items.map((i) => i.status)).toEqual(['waiting', 'waiting']);
    expect(body.failed.map((f) => f.id)).toEqual([2_000_000]);
  });

  it("a user limited to a group sees only their groups' issues; another workspace's issue answers 404", async () => {
    const [own] = await database.db.select().from(usergroups).where(eq(usergroups.name, LIMITED_DEMO_USER.group));
    const spaceId = await demoSpaceId();
    const [other] = await database.db
      .select()
      .from(usergroups)
      .where(and(eq(usergroups.spaceId, spaceId), ne(usergroups.id, own!.id)))
      .limit(1);
    const mine = await create(DEMO_EMAILS.admin, { space_id: spaceId, title: 'Ours' });
    await database.db.update(issues).set({ usergroupId: own!.id }).where(eq(issues.id, mine.id));
    const theirs = await create(DEMO_EMAILS.admin, { space_id: spaceId, title: 'Theirs' });
    await database.db
      .update(issues)
      .set({ usergroupId: other?.id ?? null })
      .where(eq(issues.id, theirs.id));
    const listed = ok(await get(LIMITED_DEMO_USER.email, '/v1/issues?limit=100'), IssuesPage).items.map((i) => i.id);
    expect(listed).toContain(mine.id);
    expect(listed).not.toContain(theirs.id);
    expect((await get(LIMITED_DEMO_USER.email, `/v1/issues/${theirs.id}`)).statusCode).toBe(404);
    expect((await send(LIMITED_DEMO_USER.email, 'PATCH', `/v1/issues/${theirs.id}`, { seen: 1, title: 'x' })).statusCode).toBe(
      404,
    );
    const limitedUser = await idOf(LIMITED_DEMO_USER.email);
    const counts = await countsFor(database.db, limitedUser, { monitoring: false });
    const visible = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(issues)
      .where(and(isNull(issues.closedAt), eq(issues.usergroupId, own!.id)));
    expect(counts.issues_count).toBe(visible[0]!.n);

    const elsewhere = await createSpace(database.db, {
      name: 'Elsewhere',
      expiresAt: clock + 30 * 24 * HOUR,
      members: [DEMO_EMAILS.admin],
    });
    const foreign = await create(DEMO_EMAILS.admin, { space_id: elsewhere.id, title: 'Foreign' });
    for (const [method, url, payload] of [
      ['GET', `/v1/issues/${foreign.id}`, undefined],
      ['PATCH', `/v1/issues/${foreign.id}`, { seen: 1, title: 'x' }],
      ['GET', `/v1/issues/${foreign.id}/history`, undefined],
      ['POST', `/v1/issues/${foreign.id}/comments`, { text: 'x' }],
    ] as const) {
      const response = await caller.call(DEMO_EMAILS.operator, { method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await send(DEMO_EMAILS.operator, 'POST', '/v1/issues', { space_id: elsewhere.id, title: 'x' })).statusCode).toBe(404);
  });

  it('lists the authors issues were made for', async () => {
    const page = ok(await get(DEMO_EMAILS.reader, '/v1/issues/authors'), {
      parse: (v: unknown) => v as { items: Array<{ id: number }> },
    });
    const authorIds = (await database.db.select({ id: issues.authorId }).from(issues))
      .map((r) => r.id)
      .filter((id) => id !== null);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((a) => authorIds.includes(a.id))).toBe(true);
  });

  it('departments: the administrator creates, renames and deletes; an issue takes only its space’s', async () => {
    const spaceId = await demoSpaceId();
    const operator = await idOf(DEMO_EMAILS.operator);
    const created = await send(DEMO_EMAILS.admin, 'POST', '/v1/issues/departments', {
      space_id: spaceId,
      name: 'Returns',
      user_ids: [operator.id],
    });
    const department = created.json() as { id: number; user_ids: number[] };
    expect(department.user_ids).toEqual([operator.id]);
    expect(
      (await send(DEMO_EMAILS.operator, 'POST', '/v1/issues/departments', { space_id: spaceId, name: 'x' })).statusCode,
    ).toBe(403);
    const issue = await create(DEMO_EMAILS.operator, { space_id: spaceId, title: 'Dept', department_id: department.id });
    expect(issue.department_id).toBe(department.id);
    // settings/issues reads the departments with their members (objects' departments carry none).
    const settings = ok(await get(DEMO_EMAILS.reader, `/v1/issues/settings?space_id=${spaceId}`), IssueSettingsList);
    expect(settings.departments.find((one) => one.id === department.id)).toEqual({
      id: department.id,
      space_id: spaceId,
      name: 'Returns',
      user_ids: [operator.id],
    });
    const renamed = await send(DEMO_EMAILS.admin, 'PATCH', `/v1/issues/departments/${department.id}`, { name: 'Refunds' });
    expect((renamed.json() as { name: string }).name).toBe('Refunds');
    expect((await send(DEMO_EMAILS.admin, 'DELETE', `/v1/issues/departments/${department.id}`)).statusCode).toBe(200);
    expect(ok(await get(DEMO_EMAILS.reader, `/v1/issues/${issue.id}`), IssueDetail).issue.department_id).toBeNull();
  });

  it('counters equal a recount after a randomised sequence of changes and clock moves past due dates', async () => {
    const spaceId = await demoSpaceId();
    const people = await Promise.all([DEMO_EMAILS.operator, DEMO_EMAILS.moderator, DEMO_EMAILS.admin].map(idOf));
    const admin = people[2]!;
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const expire = issueExpireJob(publisher);
    const made: number[] = [];
    for (let step = 0; step < 60; step += 1) {
      const choice = random(5);
      if (choice === 0 || made.length === 0) {
        const issue = await create(DEMO_EMAILS.operator, {
          space_id: spaceId,
          title: `Random ${step}`,
          assignee_id: random(2) ? people[random(3)]!.id : null,
          due_at: Math.floor((clock + (random(5) + 1) * HOUR) / 1000),
        });
        made.push(issue.id);
      } else {
        const id = made[random(made.length)]!;
        const current = ok(await get(DEMO_EMAILS.admin, `/v1/issues/${id}`), IssueDetail).issue;
        const change =
          choice === 1
            ? { status: ['new', 'inprogress', 'closed', 'waiting'][random(4)] }
            : choice === 2
              ? { assignee_id: random(2) ? people[random(3)]!.id : null }
              : choice === 3
                ? { due_at: Math.floor((clock + (random(4) - 1) * HOUR) / 1000) }
                : null;
        if (change) {
          const response = await send(DEMO_EMAILS.admin, 'PATCH', `/v1/issues/${id}`, { seen: current.version, ...change });
          expect(response.statusCode).toBe(200);
        } else {
          // The clock moves past some due times and the due jobs run.
          clock += HOUR;
          caller = signedIn(clock);
          const runner = createJobRunner({ db: database.db, now: () => clock, handlers: { [ISSUE_EXPIRE_JOB]: expire } });
          await runner.runDue();
        }
      }
      const counts = await countsFor(database.db, admin, { monitoring: false });
      const { issues_count, issues_expired_count } = await recount(DEMO_EMAILS.admin);
      expect({ step, ...counts }).toMatchObject({ step, issues_count, issues_expired_count });
    }
    // Nothing overdue stays unmarked once the due jobs ran.
    await createJobRunner({ db: database.db, now: () => clock, handlers: { [ISSUE_EXPIRE_JOB]: expire } }).runDue();
    const stale = await database.db
      .select({ id: issues.id })
      .from(issues)
      .where(
        and(
          isNull(issues.closedAt),
          eq(issues.expired, false),
          sql`${issues.dueAt} <= to_timestamp(${(clock - 1000) / 1000})`,
          or(...made.map((id) => eq(issues.id, id))),
        ),
      );
    expect(stale).toEqual([]);
  }, 120_000);
});
