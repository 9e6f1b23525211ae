// Chats over the socket: a sandbox message reaches the members of its space who have the messages flag
// (typing, chats.*, messages.new), never a member without it (spec §1, §6), nor another space.
import { describe, expect, it } from 'vitest';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { Chat, Message } from '@console/api/contract';
import { createChatSource } from '../src/chats/sandboxSource.ts';
import { chats, usergroups, users } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { NO_MESSAGES_DEMO_USER } from '../src/seed/chats.ts';
import { LIMITED_DEMO_USER } from '../src/seed/usergroups.ts';
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

  it('a user limited to a group hears the viewers of their chats only (spec §1 user groups)', async () => {
    const { db } = live.server.database;
    const limited = await tab(LIMITED_DEMO_USER.email);
    const operator = await tab(DEMO_EMAILS.operator);
    const [group] = await db.select().from(usergroups).where(eq(usergroups.name, LIMITED_DEMO_USER.group));
    const ofGroup = await db
      .select()
      .from(chats)
      .where(and(eq(chats.assigneeType, 'usergroup'), eq(chats.assigneeId, group!.id)));
    const [nobodys] = await db.select().from(chats).where(isNull(chats.assigneeType)).limit(1);
    const target = (id: number) => ({ type: 'chat' as const, id });
    // In this order: had the viewer of a chat outside their reach leaked, it would be the first the limited user hears.
    operator.send({ method: 'lock', target: target(nobodys!.id) });
    operator.send({ method: 'lock', target: target(ofGroup[0]!.id) });
    expect((await nextOf(limited, 'viewer.lock')).target).toEqual(target(ofGroup[0]!.id));
    const later = await tab(LIMITED_DEMO_USER.email);
    expect((await nextOf(later, 'viewer.lock')).target).toEqual(target(ofGroup[0]!.id));
    // Someone without a limit hears both.
    const admin = await tab(DEMO_EMAILS.admin);
    const heard = [await nextOf(admin, 'viewer.lock'), await nextOf(admin, 'viewer.lock')].map((m) => m.target.id);
    expect(heard.sort()).toEqual([nobodys!.id, ofGroup[0]!.id].sort());
  });

  it('a user limited to a group is told of a chat handed away from them as gone, not of one never theirs (spec §1)', async () => {
    const { db } = live.server.database;
    const limited = await tab(LIMITED_DEMO_USER.email);
    const [own] = await db.select().from(usergroups).where(eq(usergroups.name, LIMITED_DEMO_USER.group));
    const [other] = await db
      .select()
      .from(usergroups)
      .where(and(eq(usergroups.spaceId, own!.spaceId), ne(usergroups.id, own!.id)))
      .limit(1);
    const [ofGroup] = await db
      .select()
      .from(chats)
      .where(and(eq(chats.assigneeType, 'usergroup'), eq(chats.assigneeId, own!.id)))
      .limit(1);
    const [nobodys] = await db
      .select()
      .from(chats)
      .where(and(eq(chats.spaceId, own!.spaceId), isNull(chats.assigneeType)))
      .limit(1);
    const session = await sessionFor(db, DEMO_EMAILS.admin, live.clock);
    const assign = async (id: number, assignee: object | null) => {
      const [row] = await db.select().from(chats).where(eq(chats.id, id));
      const response = await fetch(`${live.server.baseUrl}v1/chats/${id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ version: row!.version, assignee }),
      });
      expect(response.status, await response.clone().text()).toBe(200);
    };
    // In this order: had the chat never theirs told anything, it would be the first they hear.
    await assign(nobodys!.id, { type: 'usergroup', id: other!.id });
    await assign(ofGroup!.id, { type: 'usergroup', id: other!.id });
    expect(await limited.next()).toEqual({ method: 'chats.gone', ids: [ofGroup!.id] });
    // As they were, for the tests after.
    await assign(nobodys!.id, null);
    await assign(ofGroup!.id, { type: 'usergroup', id: own!.id });
  });
});
