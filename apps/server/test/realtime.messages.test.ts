// The socket's messages (spec §7 "Socket"): status to the user's other tabs (a saved one also to the space's other
// members, naming the user), lock/unlock to the other
// members of the user's spaces, and every server message type sent through the one publisher.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { ROLE_DEFAULT_FLAGS, type ServerMessage } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import { spaceMembers, users, userStatuses } from '../src/db/schema.ts';
import { createPublisher } from '../src/realtime/socketPublisher.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { createSpace } from './billingSupport.ts';
import { sessionFor } from './helpers.ts';
import { closeAll, signedIn, type SocketClient } from './realtimeClient.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

const SPACE_ID = 1;
const MARKER: ServerMessage = { method: 'youscan' };
const publisher = createPublisher();
let server: TestServer;
// Operator and admin share the demo space; the reader is taken out of it for these tests.
const ids = { operator: 0, admin: 0, reader: 0 };
let open: SocketClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ publisher });
  const db = server.database.db;
  for (const key of ['operator', 'admin', 'reader'] as const) {
    const [row] = await db.select().from(users).where(eq(users.email, DEMO_EMAILS[key]));
    ids[key] = row?.id ?? 0;
  }
  await db.delete(spaceMembers).where(eq(spaceMembers.userId, ids.reader));
});
afterEach(async () => {
  await closeAll(open);
  open = [];
});
afterAll(async () => {
  await server.close();
});

async function tab(who: keyof typeof ids, target: TestServer = server): Promise<SocketClient> {
  const session = await sessionFor(server.database.db, DEMO_EMAILS[who]);
  const client = await signedIn(target, session.access_token);
  open.push(client);
  return client;
}

/** Proves a client got nothing before now: the marker, sent after the action, is the next message it sees. */
async function expectNothingBefore(client: SocketClient, userId: number): Promise<void> {
  publisher.toUser(userId, MARKER);
  expect(await client.next()).toEqual(MARKER);
}

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5000) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const item = (id: number) => ({ type: 'item' as const, id });
const OPERATOR = () => ({ id: ids.operator, name: 'Oleg Operator' });

describe('status', () => {
  it("goes to the user's other tabs only", async () => {
    const [first, second, admin] = [await tab('operator'), await tab('operator'), await tab('admin')];
    first.send({ method: 'status', status: 7 });
    expect(await second.next()).toEqual({ method: 'status', status: 7 });
    await expectNothingBefore(first, ids.operator);
    await expectNothingBefore(admin, ids.admin);
  });

  it("saved (PUT v1/me/status): the user's tabs take it, the space's other members hear it naming the user", async () => {
    const db = server.database.db;
    const [operator, admin, reader] = [await tab('operator'), await tab('admin'), await tab('reader')];
    const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, ids.operator));
    const [other] = await db
      .select({ id: userStatuses.id })
      .from(userStatuses)
      .where(and(eq(userStatuses.spaceId, SPACE_ID), ne(userStatuses.id, row?.status ?? 0)))
      .limit(1);
    const session = await sessionFor(db, DEMO_EMAILS.operator);
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/v1/me/status',
      headers: { authorization: `Bearer ${session.access_token}` },
      payload: { status: other!.id, space_id: SPACE_ID },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await operator.next()).toEqual({ method: 'status', status: other!.id });
    // docs/stats.md "Dashboard and live": the others' dashboard and live screen follow (realtime/userStatus.ts).
    expect(await admin.next()).toEqual({ method: 'members.status', user_id: ids.operator, status: other!.id });
    await expectNothingBefore(reader, ids.reader);
  });
});

describe('lock and unlock', () => {
  it('broadcast viewer.lock / viewer.unlock to the other members of the space, not to a non-member', async () => {
    const [operator, otherTab, admin, reader] = [
      await tab('operator'),
      await tab('operator'),
      await tab('admin'),
      await tab('reader'),
    ];
    operator.send({ method: 'lock', target: item(42) });
    expect(await admin.next()).toEqual({ method: 'viewer.lock', target: item(42), user: OPERATOR() });
    await expectNothingBefore(reader, ids.reader);
    await expectNothingBefore(otherTab, ids.operator);

    operator.send({ method: 'unlock', target: { type: 'item', id: 99 } }); // never locked: nothing to announce
    operator.send({ method: 'unlock', target: item(42) });
    expect(await admin.next()).toEqual({ method: 'viewer.unlock', target: item(42), user: OPERATOR() });
    await expectNothingBefore(reader, ids.reader);
  });

  it('a closed connection unlocks whatever it still held', async () => {
    const [operator, admin] = [await tab('operator'), await tab('admin')];
    operator.send({ method: 'lock', target: { type: 'chat', id: 5 } });
    operator.send({ method: 'lock', target: { type: 'issue', id: 1 } });
    expect((await admin.next()).method).toBe('viewer.lock');
    expect((await admin.next()).method).toBe('viewer.lock');
    operator.socket.close();
    const released = [await admin.next(), await admin.next()];
    expect(released).toEqual(
      expect.arrayContaining([
        { method: 'viewer.unlock', target: { type: 'chat', id: 5 }, user: OPERATOR() },
        { method: 'viewer.unlock', target: { type: 'issue', id: 1 }, user: OPERATOR() },
      ]),
    );
  });

  it('keeps a target locked while another tab of the same user still holds it', async () => {
    const [first, second, admin] = [await tab('operator'), await tab('operator'), await tab('admin')];
    first.send({ method: 'lock', target: item(7) });
    second.send({ method: 'lock', target: item(7) });
    expect((await admin.next()).method).toBe('viewer.lock');
    expect((await admin.next()).method).toBe('viewer.lock');
    first.socket.close();
    await until(() => publisher.connectionCount(ids.operator) === 1); // the server has handled the close
    await expectNothingBefore(admin, ids.admin);
    second.send({ method: 'unlock', target: item(7) });
    expect(await admin.next()).toEqual({ method: 'viewer.unlock', target: item(7), user: OPERATOR() });
  });

  it('a member connecting later is told who is viewing what, right after ready', async () => {
    const operator = await tab('operator');
    const admin = await tab('admin');
    operator.send({ method: 'lock', target: item(11) });
    expect((await admin.next()).method).toBe('viewer.lock'); // the lock was processed
    const lateAdmin = await tab('admin');
    expect(await lateAdmin.next()).toEqual({ method: 'viewer.lock', target: item(11), user: OPERATOR() });
    const lateReader = await tab('reader');
    await expectNothingBefore(lateReader, ids.reader);
  });
});

describe('publisher', () => {
  it('toUser reaches every connection of that user and no other', async () => {
    const [first, second, admin] = [await tab('operator'), await tab('operator'), await tab('admin')];
    publisher.toUser(ids.operator, { method: 'monitoring' });
    expect(await first.next()).toEqual({ method: 'monitoring' });
    expect(await second.next()).toEqual({ method: 'monitoring' });
    await expectNothingBefore(admin, ids.admin);
  });

  it('toSpace reaches the members of the space, minus exceptUserId, never a non-member', async () => {
    const [operator, admin, reader] = [await tab('operator'), await tab('admin'), await tab('reader')];
    publisher.toSpace(SPACE_ID, { method: 'youscan' });
    expect(await operator.next()).toEqual({ method: 'youscan' });
    expect(await admin.next()).toEqual({ method: 'youscan' });
    publisher.toSpace(SPACE_ID, { method: 'monitoring' }, { exceptUserId: ids.operator });
    expect(await admin.next()).toEqual({ method: 'monitoring' });
    await expectNothingBefore(operator, ids.operator);
    await expectNothingBefore(reader, ids.reader);
  });

  it('sends each server message type of the contract, and it arrives parsed by ServerMessage', async () => {
    const client = await tab('operator');
    const notify = { id: 17, title: 'Issue #17', text: 'Assigned to you', user: null, icon: null, class: null };
    const messages: ServerMessage[] = [
      { method: 'status', status: 3 },
      { method: 'status', status: null },
      { method: 'youscan' },
      { method: 'monitoring' },
      { method: 'notify', type: 'issue', ...notify, duration: 300 },
      {
        method: 'notify',
        type: 'comments_filter',
        ...notify,
        user: 'Anna Admin',
        icon: 'filter',
        class: 'warning',
        duration: 120,
      },
      { method: 'viewer.lock', target: item(1), user: { id: ids.admin, name: 'Anna Admin' } },
      { method: 'viewer.unlock', target: item(1), user: { id: ids.admin, name: 'Anna Admin' } },
    ];
    for (const message of messages) publisher.toUser(ids.operator, message);
    for (const message of messages) expect(await client.next()).toEqual(message);
  });

  it('refuses a message outside the contract instead of sending it', () => {
    expect(() => publisher.toUser(ids.operator, { method: 'notify' } as unknown as ServerMessage)).toThrow();
  });

  it('one publisher serves both ports: messages and locks cross from one app to the other', async () => {
    let second: FastifyInstance | undefined;
    try {
      second = await buildApp({ db: server.database.db, publisher });
      await second.listen({ port: 0, host: '127.0.0.1' });
      const address = second.server.address();
      const otherPort = typeof address === 'object' && address ? address.port : 0;
      const secondServer = { ...server, app: second, baseUrl: `http://127.0.0.1:${otherPort}/` };
      const [here, there, adminHere] = [await tab('operator'), await tab('operator', secondServer), await tab('admin')];
      publisher.toUser(ids.operator, { method: 'monitoring' });
      expect(await here.next()).toEqual({ method: 'monitoring' });
      expect(await there.next()).toEqual({ method: 'monitoring' });
      there.send({ method: 'lock', target: item(3) });
      expect(await adminHere.next()).toEqual({ method: 'viewer.lock', target: item(3), user: OPERATOR() });
    } finally {
      await closeAll(open);
      open = [];
      await second?.close();
    }
  });
});

// spec §1, §3: the flags are each membership's; a message about one space's chats reaches the users with the messages
// flag in that space, whatever their flags elsewhere (realtime/connection.ts `rolesBySpace`).
describe('the per-user flag filter', () => {
  it("follows the flags of the space the message is about, not the user's other spaces", async () => {
    const db = server.database.db;
    const second = await createSpace(db, { name: 'Second workspace', expiresAt: Date.now() + 86_400_000 });
    const readOnly = { role: 'read_only' as const, roles: { ...ROLE_DEFAULT_FLAGS.read_only, messages: false } };
    await db.insert(spaceMembers).values([
      { spaceId: second.id, userId: ids.operator, ...readOnly },
      { spaceId: second.id, userId: ids.admin, role: 'administrator', roles: ROLE_DEFAULT_FLAGS.administrator },
    ]);
    try {
      const [operator, admin] = [await tab('operator'), await tab('admin')];
      const aboutChats: ServerMessage = { method: 'messages.changed', chat_id: 6, messages: [] };
      publisher.toSpace(second.id, aboutChats, { flag: 'messages' });
      expect(await admin.next()).toEqual(aboutChats);
      await expectNothingBefore(operator, ids.operator);
      // In the demo space the operator has the messages flag: they hear it there.
      publisher.toSpace(SPACE_ID, aboutChats, { flag: 'messages' });
      expect(await operator.next()).toEqual(aboutChats);
      expect(await admin.next()).toEqual(aboutChats);
    } finally {
      await db.delete(spaceMembers).where(eq(spaceMembers.spaceId, second.id));
    }
  });
});
