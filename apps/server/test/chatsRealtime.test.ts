// Issue 7 over the socket: a sandbox message reaches the members of its space who have the messages flag
// (typing, chats.*, messages.new), never a member without it (spec §1, §6), nor another space.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Chat, Message } from '@console/api/contract';
import { createChatSource } from '../src/chats/sandboxSource.ts';
import { users } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { NO_MESSAGES_DEMO_USER } from '../src/seed/chats.ts';
import { sessionFor } from './helpers.ts';
import { liveServer, nextOf } from './liveServer.ts';

const live = liveServer();
const { tab } = live;

describe('chats over the socket', () => {
  it('a sandbox message reaches members with the messages flag only', async () => {
    const operator = await tab(DEMO_EMAILS.operator);
    const without = await tab(NO_MESSAGES_DEMO_USER.email);
    const source = createChatSource({
      db: live.server.database.db,
      publisher: live.publisher,
      chatsPerMinute: 1,
      now: () => live.clock,
      random: () => 0.4,
    });
    live.clock += 60_000;
    expect((await source.tick()).received).toBeGreaterThanOrEqual(1);
    const typing = await nextOf(operator, 'typing');
    expect(typing.until).toBeGreaterThan(live.clock);
    const message = Message.parse((await nextOf(operator, 'messages.new')).messages[0]);
    expect(message).toMatchObject({ direction: 'in', chat_id: typing.chat_id });
    // The user without the flag hears nothing of it: the marker sent now is the first thing it gets.
    const [row] = await live.server.database.db.select().from(users).where(eq(users.email, NO_MESSAGES_DEMO_USER.email));
    live.publisher.toUser(row!.id, { method: 'youscan' });
    expect((await without.next()).method).toBe('youscan');
  });

  it('a chat change by one operator reaches the others as chats.changed', async () => {
    const admin = await tab(DEMO_EMAILS.admin);
    const session = await sessionFor(live.server.database.db, DEMO_EMAILS.operator, live.clock);
    const base = live.server.baseUrl;
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
