// Issue 7 over the socket: a sandbox message reaches the members of its space who have the messages flag
// (typing, chats.*, messages.new), never a member without it (spec §1, §6), nor another space.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  Chat,
  Message,
  type ChatMessagesMessage,
  type ChatsMessage,
  type ServerMessage,
  type TypingMessage,
} from '@console/api/contract';
import { createChatSource } from '../src/chats/sandboxSource.ts';
import { users } from '../src/db/schema.ts';
import { createPublisher } from '../src/realtime/socketPublisher.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { NO_MESSAGES_DEMO_USER } from '../src/seed/chats.ts';
import { sessionFor } from './helpers.ts';
import { closeAll, signedIn, type SocketClient } from './realtimeClient.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

const publisher = createPublisher();
let server: TestServer;
let clock = Date.now();
let open: SocketClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ publisher, now: () => clock });
});
afterEach(async () => {
  await closeAll(open);
  open = [];
});
afterAll(async () => {
  await server.close();
});

async function tab(email: string): Promise<SocketClient> {
  const session = await sessionFor(server.database.db, email, clock);
  const client = await signedIn(server, session.access_token);
  open.push(client);
  return client;
}

type Heard = { typing: TypingMessage; 'messages.new': ChatMessagesMessage; 'chats.changed': ChatsMessage };
async function nextOf<M extends keyof Heard>(client: SocketClient, method: M): Promise<Heard[M]> {
  for (;;) {
    const message: ServerMessage = await client.next();
    if (message.method === method) return message as Heard[M];
  }
}

describe('chats over the socket', () => {
  it('a sandbox message reaches members with the messages flag only', async () => {
    const operator = await tab(DEMO_EMAILS.operator);
    const without = await tab(NO_MESSAGES_DEMO_USER.email);
    const source = createChatSource({
      db: server.database.db,
      publisher,
      chatsPerMinute: 1,
      now: () => clock,
      random: () => 0.4,
    });
    clock += 60_000;
    expect((await source.tick()).received).toBeGreaterThanOrEqual(1);
    const typing = await nextOf(operator, 'typing');
    expect(typing.until).toBeGreaterThan(clock);
    const message = Message.parse((await nextOf(operator, 'messages.new')).messages[0]);
    expect(message).toMatchObject({ direction: 'in', chat_id: typing.chat_id });
    // The user without the flag hears nothing of it: the marker sent now is the first thing it gets.
    const [row] = await server.database.db.select().from(users).where(eq(users.email, NO_MESSAGES_DEMO_USER.email));
    publisher.toUser(row!.id, { method: 'youscan' });
    expect((await without.next()).method).toBe('youscan');
  });

  it('a chat change by one operator reaches the others as chats.changed', async () => {
    const admin = await tab(DEMO_EMAILS.admin);
    const session = await sessionFor(server.database.db, DEMO_EMAILS.operator, clock);
    const base = server.baseUrl;
    const headers = { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' };
    const list = (await (await fetch(`${base}v1/chats?limit=1`, { headers })).json()) as { items: Chat[] };
    const chat = list.items[0]!;
    const response = await fetch(`${base}v1/chats/${chat.id}/read`, { method: 'POST', headers, body: '{}' });
    expect(response.status).toBe(200);
    const changed = await fetch(`${base}v1/chats/${chat.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ version: chat.version, status: chat.status === 'open' ? 'inprogress' : 'open' }),
    });
    expect(changed.status).toBe(200);
    let heard = await nextOf(admin, 'chats.changed');
    while (!heard.chats.some((c) => c.id === chat.id && Chat.parse(c).version === chat.version + 1))
      heard = await nextOf(admin, 'chats.changed');
    expect(heard.chats[0]!.id).toBe(chat.id);
  });
});
