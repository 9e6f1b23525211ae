// Chat assignment to users, groups and departments, and per-user unread counts: departments come with
// GET v1/objects?tags=true (spec §3), a chat is assigned to a member, a user group or a department of its space (a
// foreign one is a 400 naming it), the 'mine' tab and count hold the chats of my groups and departments, and reading
// a chat clears its unread count for the reader only, also on the socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Chat, ChatsCounts, ChatsPage, MessagesPage, ObjectsWithTagsResponse, type ServerMessage } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { chats, departments, spaces, usergroups, users } from '../src/db/schema.ts';
import type { SpaceOptions } from '../src/realtime/publisher.ts';
import { createPublisher } from '../src/realtime/socketPublisher.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { DEPARTMENT_NAMES } from '../src/seed/departments.ts';
import { USERGROUP_NAMES } from '../src/seed/usergroups.ts';
import { WORKSPACE_DEMO_EMAILS } from '../src/seed/workspaces.ts';
import { demoCaller, ok } from './helpers.ts';
import { PROFILE_SETTINGS } from './profilePolicySamples.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
const EN = { 'accept-language': 'en' };
const { operator: OPERATOR, moderator: MODERATOR, admin: ADMIN } = DEMO_EMAILS;
const ids = { space: 0, group: 0, sales: 0, service: 0, foreignGroup: 0, foreignDepartment: 0, admin: 0, operator: 0 };
// The real publisher, with what it is asked to send written down.
const publisher = createPublisher();
const spaceSent: { message: ServerMessage; options: SpaceOptions | undefined }[] = [];
const userSent: { userId: number; message: ServerMessage }[] = [];
const toSpace = publisher.toSpace.bind(publisher);
publisher.toSpace = (spaceId, message, options) => {
  spaceSent.push({ message, options });
  toSpace(spaceId, message, options);
};
const toUser = publisher.toUser.bind(publisher);
publisher.toUser = (userId, message) => {
  userSent.push({ userId, message });
  toUser(userId, message);
};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, publisher });
  const { db } = database;
  const [space] = await db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  ids.space = space!.id;
  const [group] = await db.select().from(usergroups).where(eq(usergroups.name, USERGROUP_NAMES[0]));
  ids.group = group!.id;
  const depts = await db.select().from(departments).where(eq(departments.spaceId, ids.space));
  ids.sales = depts.find((d) => d.name === DEPARTMENT_NAMES[0])!.id;
  ids.service = depts.find((d) => d.name === DEPARTMENT_NAMES[1])!.id;
  // A group and a department of another space: never a demo chat's assignee.
  const [other] = await db
    .select()
    .from(spaces)
    .where(sql`${spaces.id} <> ${ids.space}`)
    .limit(1);
  ids.foreignGroup = (await db.insert(usergroups).values({ spaceId: other!.id, name: 'Чужая группа' }).returning())[0]!.id;
  ids.foreignDepartment = (await db.insert(departments).values({ spaceId: other!.id, name: 'Чужой отдел' }).returning())[0]!.id;
  const staff = await db.select().from(users);
  ids.admin = staff.find((u) => u.email === ADMIN)!.id;
  ids.operator = staff.find((u) => u.email === OPERATOR)!.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const { get, send } = demoCaller(
  () => app,
  () => database.db,
);
const chatOf = async (email: string, id: number) => (await get(email, `/v1/chats/${id}`)).json().chat as Chat;
const ALL_STATUSES =
  'status[]=new&status[]=inprogress&status[]=open&status[]=closed&status[]=deleted&status[]=delayed&status[]=waiting';
async function mineIds(email: string): Promise<number[]> {
  const page = await ok(await get(email, `/v1/chats?${ALL_STATUSES}&tab=mine&limit=100`), ChatsPage);
  return page.items.map((chat) => chat.id);
}
/** A demo chat nobody has, the n-th by id. */
async function unassigned(n = 0): Promise<number> {
  const rows = await database.db.select({ id: chats.id }).from(chats).where(isNull(chats.assigneeType)).orderBy(asc(chats.id));
  return rows[n]!.id;
}

describe('departments (spec §3 "Also loaded with objects")', () => {
  it('come with GET v1/objects?tags=true, each with its space, and only to members of that space', async () => {
    const answer = await ok(await get(OPERATOR, '/v1/objects?tags=true'), ObjectsWithTagsResponse);
    expect(answer.departments.map((d) => [d.name, d.space_id])).toEqual(DEPARTMENT_NAMES.map((name) => [name, ids.space]));
    const stranger = await ok(await get(WORKSPACE_DEMO_EMAILS.soonAdmin, '/v1/objects?tags=true'), ObjectsWithTagsResponse);
    expect(stranger.departments.map((d) => d.id)).not.toContain(ids.sales);
  });

  it('are the ones user settings may filter issues by (issues_department_id)', async () => {
    const own = await send(OPERATOR, 'PUT', '/v1/me/settings', { ...PROFILE_SETTINGS, issues_department_id: [ids.sales] });
    expect(own.statusCode, own.body).toBe(200);
    const foreign = { ...PROFILE_SETTINGS, issues_department_id: [ids.foreignDepartment] };
    expect((await send(OPERATOR, 'PUT', '/v1/me/settings', foreign)).statusCode).toBe(400);
  });
});

describe('chat assignment to user groups and departments', () => {
  it('assigns a chat to a group, then a department, with activity lines and a socket message', async () => {
    const id = await unassigned();
    const before = await chatOf(OPERATOR, id);
    spaceSent.length = 0;
    const toGroup = await ok(
      await send(OPERATOR, 'PATCH', `/v1/chats/${id}`, {
        version: before.version,
        assignee: { type: 'usergroup', id: ids.group },
      }),
      Chat,
    );
    expect(toGroup.assignee).toEqual({ type: 'usergroup', id: ids.group, name: USERGROUP_NAMES[0] });
    const changed = spaceSent.find((s) => s.message.method === 'chats.changed');
    const heard = changed && 'chats' in changed.message ? Chat.parse(changed.message.chats[0]) : null;
    expect(heard?.assignee?.type).toBe('usergroup');
    const toDepartment = await ok(
      await send(OPERATOR, 'PATCH', `/v1/chats/${id}`, {
        version: toGroup.version,
        assignee: { type: 'department', id: ids.service },
      }),
      Chat,
    );
    expect(toDepartment.assignee).toEqual({ type: 'department', id: ids.service, name: DEPARTMENT_NAMES[1] });
    const thread = await ok(await get(OPERATOR, `/v1/chats/${id}/messages?limit=100`), MessagesPage);
    const lines = thread.items.filter((m) => m.kind === 'activity' && m.activity?.field === 'assignee');
    expect(lines.map((m) => [m.activity?.from, m.activity?.to])).toEqual([
      [null, USERGROUP_NAMES[0]],
      [USERGROUP_NAMES[0], DEPARTMENT_NAMES[1]],
    ]);
    expect((await chatOf(MODERATOR, id)).assignee?.name).toBe(DEPARTMENT_NAMES[1]);
  });

  it("refuses another space's group or department, or one that does not exist, naming it", async () => {
    const id = await unassigned(1);
    const { version } = await chatOf(OPERATOR, id);
    const refused = async (assignee: object) => {
      const response = await send(OPERATOR, 'PATCH', `/v1/chats/${id}`, { version, assignee }, EN);
      expect(response.statusCode).toBe(400);
      return response.json().error as string;
    };
    expect(await refused({ type: 'usergroup', id: ids.foreignGroup })).toBe(
      `User group ${ids.foreignGroup} is not in the dialogue's space`,
    );
    expect(await refused({ type: 'department', id: ids.foreignDepartment })).toBe(
      `Department ${ids.foreignDepartment} is not in the dialogue's space`,
    );
    expect(await refused({ type: 'department', id: 999_999 })).toMatch(/Department 999999/);
    expect((await chatOf(OPERATOR, id)).version).toBe(version);
  });

  it("puts the chats of my groups and departments in the 'mine' tab and count, not in other people's", async () => {
    const [groupChat, salesChat, serviceChat] = [await unassigned(2), await unassigned(3), await unassigned(4)];
    const assign = async (id: number, assignee: object) =>
      ok(await send(ADMIN, 'PATCH', `/v1/chats/${id}`, { version: (await chatOf(ADMIN, id)).version, assignee }), Chat);
    await assign(groupChat, { type: 'usergroup', id: ids.group });
    await assign(salesChat, { type: 'department', id: ids.sales });
    await assign(serviceChat, { type: 'department', id: ids.service });
    // The operator: in both groups and in sales; the moderator: in service only.
    const operatorMine = await mineIds(OPERATOR);
    expect(operatorMine).toEqual(expect.arrayContaining([groupChat, salesChat]));
    expect(operatorMine).not.toContain(serviceChat);
    const moderatorMine = await mineIds(MODERATOR);
    expect(moderatorMine).toContain(serviceChat);
    expect(moderatorMine).not.toContain(groupChat);
    expect(moderatorMine).not.toContain(salesChat);
    const counts = await ok(await get(OPERATOR, `/v1/chats/counts?${ALL_STATUSES}`), ChatsCounts);
    expect(counts.mine).toBe(operatorMine.length);
    const unassignedPage = await ok(await get(OPERATOR, `/v1/chats?${ALL_STATUSES}&tab=unassigned&limit=100`), ChatsPage);
    expect(unassignedPage.items.map((c) => c.id)).not.toContain(groupChat);
  });
});

describe('unread per user', () => {
  it("one user's reading leaves the chat unread for the others, in the list, the counts and on the socket", async () => {
    const { db } = database;
    const id = await unassigned(5);
    // Two new incoming messages nobody has read yet (as the sandbox network counts them).
    await db
      .update(chats)
      .set({ incomingCount: sql`${chats.incomingCount} + 2` })
      .where(eq(chats.id, id));
    const adminBefore = (await chatOf(ADMIN, id)).unread_count;
    expect((await chatOf(OPERATOR, id)).unread_count).toBeGreaterThanOrEqual(2);
    const countsBefore = await ok(await get(ADMIN, `/v1/chats/counts?${ALL_STATUSES}`), ChatsCounts);

    spaceSent.length = 0;
    userSent.length = 0;
    const read = await ok(await send(OPERATOR, 'POST', `/v1/chats/${id}/read`), Chat);
    expect(read.unread_count).toBe(0);
    expect((await chatOf(OPERATOR, id)).unread_count).toBe(0);
    expect((await chatOf(ADMIN, id)).unread_count).toBe(adminBefore);
    const countsAfter = await ok(await get(ADMIN, `/v1/chats/counts?${ALL_STATUSES}`), ChatsCounts);
    expect(countsAfter.unread).toBe(countsBefore.unread);
    const unreadOnly = await ok(await get(OPERATOR, `/v1/chats?${ALL_STATUSES}&unread=1&limit=100`), ChatsPage);
    expect(unreadOnly.items.map((c) => c.id)).not.toContain(id);
    const adminUnread = await ok(await get(ADMIN, `/v1/chats?${ALL_STATUSES}&unread=1&limit=100`), ChatsPage);
    expect(adminUnread.items.find((c) => c.id === id)?.unread_count).toBe(adminBefore);
    // Only the reader's tabs hear it.
    expect(spaceSent).toEqual([]);
    expect(userSent.map((s) => [s.userId, s.message.method])).toEqual([[ids.operator, 'chats.changed']]);

    // A change the whole space hears carries each user's own count.
    const { version } = await chatOf(ADMIN, id);
    await ok(await send(ADMIN, 'PATCH', `/v1/chats/${id}`, { version, status: 'inprogress' }), Chat);
    const changed = spaceSent.find((s) => s.message.method === 'chats.changed');
    const own = (userId: number) => {
      const message = changed?.options?.perUser?.(userId);
      return message && 'chats' in message ? Chat.parse(message.chats[0]).unread_count : undefined;
    };
    expect(own(ids.operator)).toBe(0);
    expect(own(ids.admin)).toBe(adminBefore);
  });

  it('counts new incoming messages for a reader again, and a repeated read changes nothing', async () => {
    const id = await unassigned(6);
    await ok(await send(OPERATOR, 'POST', `/v1/chats/${id}/read`), Chat);
    await database.db
      .update(chats)
      .set({ incomingCount: sql`${chats.incomingCount} + 1` })
      .where(and(eq(chats.id, id)));
    expect((await chatOf(OPERATOR, id)).unread_count).toBe(1);
    await ok(await send(OPERATOR, 'POST', `/v1/chats/${id}/read`), Chat);
    userSent.length = 0;
    expect((await ok(await send(OPERATOR, 'POST', `/v1/chats/${id}/read`), Chat)).unread_count).toBe(0);
    expect(userSent).toEqual([]);
  });
});
