// spec §1 "A user may be limited to content assigned to a user group", for private messages (items/access.ts
// `visibleChats`): where a member is limited, a chat exists for them when it is assigned to one of their groups or to
// them. Every other chat answers 404 like a chat of another space, in the list, the counts, the authors and every
// action; they may hand a chat only to their groups or take it themselves; the socket tells them only of their chats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  Chat,
  ChatAuthorsPage,
  ChatDetail,
  ChatsCounts,
  ChatsPage,
  NewChatResult,
  type ServerMessage,
  type TypingMessage,
} from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { chats, objects, spaces, usergroups, users } from '../src/db/schema.ts';
import type { SpaceOptions } from '../src/realtime/publisher.ts';
import { createPublisher, type SocketConnection } from '../src/realtime/socketPublisher.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { LIMITED_DEMO_USER, USERGROUP_NAMES } from '../src/seed/usergroups.ts';
import { demoCaller, ok } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
const LIMITED = LIMITED_DEMO_USER.email;
const { admin: ADMIN, operator: OPERATOR } = DEMO_EMAILS;
const EN = { 'accept-language': 'en' };
const ids = { space: 0, own: 0, other: 0, limited: 0, operator: 0 };
const ALL_STATUSES =
  'status[]=new&status[]=inprogress&status[]=open&status[]=closed&status[]=deleted&status[]=delayed&status[]=waiting';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db });
  const { db } = database;
  const [space] = await db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  ids.space = space!.id;
  const groups = await db.select().from(usergroups).where(eq(usergroups.spaceId, ids.space));
  ids.own = groups.find((g) => g.name === USERGROUP_NAMES[0])!.id;
  ids.other = groups.find((g) => g.name === USERGROUP_NAMES[1])!.id;
  const staff = await db.select().from(users);
  ids.limited = staff.find((u) => u.email === LIMITED)!.id;
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
const chatOf = async (email: string, id: number) => ok(await get(email, `/v1/chats/${id}`), ChatDetail).chat;
/** Every chat of the list for a user, all statuses, in one tab. */
async function listed(email: string, tab = 'all'): Promise<Chat[]> {
  return (await ok(await get(email, `/v1/chats?${ALL_STATUSES}&tab=${tab}&limit=100`), ChatsPage)).items;
}
/** The demo chats nobody has, by id. */
const unassignedIds = async () =>
  (
    await database.db
      .select({ id: chats.id })
      .from(chats)
      .where(and(eq(chats.spaceId, ids.space), isNull(chats.assigneeType)))
      .orderBy(asc(chats.id))
  ).map((row) => row.id);
async function assign(id: number, assignee: object | null) {
  const { version } = await chatOf(ADMIN, id);
  return ok(await send(ADMIN, 'PATCH', `/v1/chats/${id}`, { version, assignee }), Chat);
}
const mineOrOwnGroup = (chat: Chat) =>
  (chat.assignee?.type === 'usergroup' && chat.assignee.id === ids.own) ||
  (chat.assignee?.type === 'user' && chat.assignee.id === ids.limited);

describe('a user limited to a user group, in private messages', () => {
  it("lists and counts only their group's chats and their own; the others do not exist for them", async () => {
    const seen = await listed(LIMITED);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every(mineOrOwnGroup)).toBe(true);
    // Someone unlimited sees more, among them chats of nobody.
    const everyone = await listed(OPERATOR);
    expect(everyone.length).toBeGreaterThan(seen.length);
    const counts = await ok(await get(LIMITED, `/v1/chats/counts?${ALL_STATUSES}`), ChatsCounts);
    expect(counts.all).toBe(seen.length);
    expect(counts.unassigned).toBe(0);
    expect(await listed(LIMITED, 'unassigned')).toEqual([]);
  });

  it('answers 404 for any read or action on a chat outside their reach, exactly like a chat of another space', async () => {
    const [id] = await unassignedIds();
    const { version } = await chatOf(ADMIN, id!);
    const attempts = [
      await get(LIMITED, `/v1/chats/${id}`),
      await get(LIMITED, `/v1/chats/${id}/messages`),
      await send(
        LIMITED,
        'POST',
        `/v1/chats/${id}/messages`,
        { text: 'Здравствуйте' },
        { 'idempotency-key': 'chat-limit-key-0001' },
      ),
      await send(LIMITED, 'PATCH', `/v1/chats/${id}`, { version, status: 'closed' }),
      await send(LIMITED, 'POST', `/v1/chats/${id}/read`),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(new Set(attempts.map((r) => r.body)).size).toBe(1);
    expect((await get(LIMITED, '/v1/chats/999999')).body).toBe(attempts[0]!.body);
  });

  it('sees a chat once it is handed to their group or to them, and loses it when it goes elsewhere', async () => {
    const [, toGroup, toThem] = await unassignedIds();
    await assign(toGroup!, { type: 'usergroup', id: ids.own });
    await assign(toThem!, { type: 'user', id: ids.limited });
    expect((await chatOf(LIMITED, toGroup!)).id).toBe(toGroup);
    const mine = (await listed(LIMITED, 'mine')).map((chat) => chat.id);
    expect(mine).toEqual(expect.arrayContaining([toGroup, toThem]));
    await assign(toGroup!, { type: 'usergroup', id: ids.other });
    expect((await get(LIMITED, `/v1/chats/${toGroup}`)).statusCode).toBe(404);
  });

  it('may hand a chat only to their own group or take it themselves (403 otherwise); others may choose anyone', async () => {
    const [, , , id] = await unassignedIds();
    await assign(id!, { type: 'usergroup', id: ids.own });
    const refused = async (assignee: object | null) => {
      const { version } = await chatOf(LIMITED, id!);
      const response = await send(LIMITED, 'PATCH', `/v1/chats/${id}`, { version, assignee }, EN);
      expect(response.statusCode, response.body).toBe(403);
      return response.json().error as string;
    };
    expect(await refused({ type: 'usergroup', id: ids.other })).toBe(
      'You can assign dialogues only to yourself and your own groups',
    );
    expect(await refused({ type: 'user', id: ids.operator })).toMatch(/only to yourself/);
    expect(await refused(null)).toMatch(/only to yourself/);
    // Taking it in hand keeps it in reach, with its activity line.
    const { version } = await chatOf(LIMITED, id!);
    const taken = ok(
      await send(LIMITED, 'PATCH', `/v1/chats/${id}`, { version, assignee: { type: 'user', id: ids.limited } }),
      Chat,
    );
    expect(taken.assignee).toMatchObject({ type: 'user', id: ids.limited, name: LIMITED_DEMO_USER.name });
    // An unlimited operator hands it to the other group.
    const moved = ok(
      await send(OPERATOR, 'PATCH', `/v1/chats/${id}`, {
        version: taken.version,
        assignee: { type: 'usergroup', id: ids.other },
      }),
      Chat,
    );
    expect(moved.assignee?.id).toBe(ids.other);
  });

  it('lists only the authors of chats in their reach, and counts only those chats', async () => {
    const authors = ok(await get(LIMITED, '/v1/chats/authors?limit=100'), ChatAuthorsPage).items;
    const reach = new Set((await listed(LIMITED)).map((chat) => chat.author.id));
    expect(authors.length).toBeGreaterThan(0);
    expect(authors.every((author) => reach.has(author.id))).toBe(true);
    const all = ok(await get(OPERATOR, '/v1/chats/authors?limit=100'), ChatAuthorsPage).items;
    expect(all.length).toBeGreaterThan(authors.length);
    // An author outside their reach: their page answers 404 as for another space's author.
    const stranger = all.find((author) => !reach.has(author.id))!;
    expect((await get(LIMITED, `/v1/authors/${stranger.id}`)).statusCode).toBe(404);
    expect((await get(LIMITED, `/v1/chats?${ALL_STATUSES}&author_id=${stranger.id}`)).json().items).toEqual([]);
  });

  it('is told when a dialogue they start already exists outside their groups, instead of being led to a 404', async () => {
    const [chat] = await database.db
      .select({ objectId: chats.objectId })
      .from(chats)
      .innerJoin(objects, eq(objects.id, chats.objectId))
      .where(and(eq(chats.spaceId, ids.space), eq(objects.provider, 'whatsapp')))
      .limit(1);
    if (!chat) throw new Error('the demo has a WhatsApp account');
    const phone = '79990001122';
    const first = ok(await send(OPERATOR, 'POST', '/v1/chats', { object_id: chat.objectId, phone }), NewChatResult);
    const refused = await send(LIMITED, 'POST', '/v1/chats', { object_id: chat.objectId, phone }, EN);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('A dialogue with this number already exists and is assigned outside your groups');
    // Their own new dialogue is theirs, so they reach it.
    const own = ok(await send(LIMITED, 'POST', '/v1/chats', { object_id: chat.objectId, phone: '79990003344' }), NewChatResult);
    expect(own.id).not.toBe(first.id);
    expect((await chatOf(LIMITED, own.id)).assignee).toMatchObject({ type: 'user', id: ids.limited });
  });
});

describe('the socket, for a user limited to a user group', () => {
  // Connections of the real publisher on fake sockets: what each one would hear.
  function connection(userId: number, limited: boolean): SocketConnection & { heard: ServerMessage[] } {
    const heard: ServerMessage[] = [];
    const socket = { OPEN: 1, readyState: 1, bufferedAmount: 0, send: (data: string) => heard.push(JSON.parse(data)) };
    return {
      socket: socket as unknown as SocketConnection['socket'],
      user: { id: userId, name: String(userId) },
      familyId: userId,
      spaceIds: [ids.space],
      rolesBySpace: new Map([[ids.space, { messages: true, items: true, settings: false, templates: false, stats: false }]]),
      locks: new Map(),
      lockedRecords: new Map(),
      itemLimit: { spaceIds: limited ? [ids.space] : [], groupIds: [ids.own] },
      heard,
    };
  }

  it('tells them of their chats, of their messages and typing, and of nothing else', () => {
    const publisher = createPublisher();
    const limited = connection(ids.limited, true);
    const other = connection(ids.operator, false);
    publisher.add(limited);
    publisher.add(other);
    const chat = (id: number, assignee: object | null) => ({ id, assignee });
    const options = (chatAssignee: SpaceOptions['chatAssignee']): SpaceOptions => ({ flag: 'messages', chatAssignee });
    publisher.toSpace(ids.space, {
      method: 'chats.changed',
      chats: [chat(1, { type: 'usergroup', id: ids.own }), chat(2, null), chat(3, { type: 'user', id: ids.limited })],
    });
    publisher.toSpace(ids.space, { method: 'chats.new', chats: [chat(4, { type: 'usergroup', id: ids.other })] });
    const typing = (chatId: number): TypingMessage => ({ method: 'typing', chat_id: chatId, until: 1 });
    publisher.toSpace(ids.space, typing(1), options({ type: 'usergroup', id: ids.own }));
    publisher.toSpace(ids.space, typing(2), options(null));
    publisher.toSpace(ids.space, typing(5), options({ type: 'department', id: 1 }));
    publisher.toSpace(
      ids.space,
      { method: 'messages.new', chat_id: 3, messages: [] },
      options({ type: 'user', id: ids.limited }),
    );
    // A sender that names no assignee: a limited user hears nothing of it.
    publisher.toSpace(ids.space, { method: 'messages.changed', chat_id: 6, messages: [] }, { flag: 'messages' });

    const about = (message: ServerMessage) =>
      'chats' in message ? message.chats.map((c) => c.id) : 'chat_id' in message ? [message.chat_id] : [];
    expect(limited.heard.map((m) => [m.method, about(m)])).toEqual([
      ['chats.changed', [1, 3]],
      ['typing', [1]],
      ['messages.new', [3]],
    ]);
    expect(other.heard).toHaveLength(7);
  });

  it('tells them the chats and items handed away from them are gone, and nothing of those never theirs', () => {
    const publisher = createPublisher();
    const limited = connection(ids.limited, true);
    const other = connection(ids.operator, false);
    publisher.add(limited);
    publisher.add(other);
    const group = (id: number) => ({ type: 'usergroup' as const, id });
    const chat = (id: number, assignee: object | null) => ({ id, assignee });
    const changed = {
      method: 'chats.changed' as const,
      chats: [chat(1, group(ids.other)), chat(2, group(ids.own)), chat(3, null), chat(4, group(ids.own))],
    };
    const before = new Map([
      [1, { assignee: group(ids.own) }], // theirs, handed to the other group: gone
      [2, { assignee: { type: 'user' as const, id: ids.limited } }], // theirs, handed to their group: still theirs
      [3, { assignee: group(ids.other) }], // never theirs, handed on: nothing
      [4, { assignee: null }], // nobody's, handed to their group: theirs now
    ]);
    publisher.toSpace(ids.space, changed, { flag: 'messages', before });
    const item = (id: number, usergroup: number | null) => ({ id, usergroup: usergroup && { id: usergroup }, post_id: id + 100 });
    // The posts of the items they do not hear stay out too.
    const posts = [111, 112, 113].map((id) => ({ id }));
    publisher.toSpace(
      ids.space,
      { method: 'items.changed', items: [item(11, ids.other), item(12, null), item(13, ids.own)], posts },
      { before: new Map([11, 12, 13].map((id) => [id, { usergroupId: id === 12 ? ids.other : ids.own }])) },
    );
    expect(limited.heard).toEqual([
      { method: 'chats.changed', chats: [changed.chats[1], changed.chats[3]] },
      { method: 'chats.gone', ids: [1] },
      { method: 'items.changed', items: [item(13, ids.own)], posts: [{ id: 113 }] },
      { method: 'items.gone', ids: [11] },
    ]);
    // Someone without a limit hears the changes as they are, and nothing gone.
    expect(other.heard.map((m) => m.method)).toEqual(['chats.changed', 'items.changed']);
  });

  it('tells them of the viewers of a chat or a thread as it is assigned now, not as it was when locked', () => {
    const publisher = createPublisher();
    const limited = connection(ids.limited, true);
    const viewer = connection(ids.operator, false);
    publisher.add(limited);
    publisher.add(viewer);
    const own = { type: 'usergroup' as const, id: ids.own };
    // The operator has a chat of their group open, and a reply whose thread root (20) is the other group's.
    viewer.locks.set('chat:1', { type: 'chat', id: 1 });
    viewer.lockedRecords!.set('chat:1', { spaceId: ids.space, assignee: own });
    viewer.locks.set('item:21', { type: 'item', id: 21 });
    viewer.lockedRecords!.set('item:21', { spaceId: ids.space, rootId: 20, usergroupId: ids.other });
    const visible = () => publisher.locksVisibleTo(limited).map((lock) => lock.target);
    expect(visible()).toEqual([{ type: 'chat', id: 1 }]);
    publisher.toSpace(ids.space, { method: 'chats.changed', chats: [{ id: 1, assignee: { type: 'usergroup', id: ids.other } }] });
    publisher.toSpace(ids.space, { method: 'items.changed', items: [{ id: 20, usergroup: { id: ids.own } }] });
    expect(visible()).toEqual([{ type: 'item', id: 21 }]);
    limited.heard.length = 0;
    publisher.toViewersOf(viewer, { method: 'viewer.unlock', target: { type: 'chat', id: 1 }, user: viewer.user });
    publisher.toViewersOf(viewer, { method: 'viewer.unlock', target: { type: 'item', id: 21 }, user: viewer.user });
    expect(limited.heard.map((m) => 'target' in m && m.target.id)).toEqual([21]);
  });
});
