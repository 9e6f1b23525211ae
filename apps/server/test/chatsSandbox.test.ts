// The sandbox networks: incoming messages at SANDBOX_CHATS_PER_MINUTE reach the space (typing, chats.*,
// messages.new, unread), and our pending messages are sent after 1–3 s (some failing), then delivered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Chat, Message, type ServerMessage } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import { chatsFailureRateFrom, chatsPerMinuteFrom, createChatSource } from '../src/chats/sandboxSource.ts';
import type { Database } from '../src/db/database.ts';
import { chatMessages, chats, itemAuthors, objects } from '../src/db/schema.ts';
import { createPublisher } from '../src/realtime/socketPublisher.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { FAILED_CHAT_AUTHOR } from '../src/seed/chats.ts';
import { bearer, sessionFor } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
let clock = Date.now();
const sent: { spaceId: number; message: ServerMessage }[] = [];
// The real publisher, with what reaches each space written down.
const publisher = createPublisher();
const toSpace = publisher.toSpace.bind(publisher);
publisher.toSpace = (spaceId, message, options) => {
  sent.push({ spaceId, message });
  toSpace(spaceId, message, options);
};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => clock, publisher });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('sandbox chats', () => {
  it('reads SANDBOX_CHATS_PER_MINUTE', () => {
    expect(chatsPerMinuteFrom(undefined)).toBe(2);
    expect(chatsPerMinuteFrom('0')).toBe(0);
    expect(() => chatsPerMinuteFrom('-1')).toThrow(/SANDBOX_CHATS_PER_MINUTE/);
  });

  it('brings nothing to a disconnected account or one whose messages are turned off (settings/accounts/{id})', async () => {
    const { db } = database;
    const rows = await db.select({ id: objects.id, provider: objects.provider }).from(objects);
    const halves = rows.map((row, index) => ({ ...row, off: index % 2 === 0 }));
    for (const row of halves)
      await db
        .update(objects)
        .set(row.off ? { disconnected: true } : { settings: { messages: false } })
        .where(eq(objects.id, row.id));
    const source = createChatSource({ db, publisher, now: () => clock, chatsPerMinute: 60, random: () => 0.3 });
    clock += 60_000;
    expect((await source.tick()).received).toBe(0);
    await db.update(objects).set({ disconnected: false, settings: {} });
  });

  it('brings incoming messages with typing, chats.* and messages.new; nothing at rate 0', async () => {
    const quiet = createChatSource({ db: database.db, publisher, now: () => clock, chatsPerMinute: 0 });
    clock += 60_000;
    expect((await quiet.tick()).received).toBe(0);
    const source = createChatSource({ db: database.db, publisher, now: () => clock, chatsPerMinute: 6, random: () => 0.3 });
    sent.length = 0;
    clock += 10_000;
    const { received } = await source.tick();
    expect(received).toBeGreaterThan(0);
    const methods = sent.map((s) => s.message.method);
    expect(methods).toContain('typing');
    expect(methods.some((m) => m === 'chats.new' || m === 'chats.changed')).toBe(true);
    const news = sent.map((s) => s.message).filter((m) => m.method === 'messages.new');
    expect(news.length).toBe(received);
    for (const m of news) {
      const message = Message.parse((m as { messages: unknown[] }).messages[0]);
      expect(message.direction).toBe('in');
      const [row] = await database.db.select().from(chats).where(eq(chats.id, message.chat_id));
      expect(row!.incomingCount).toBeGreaterThan(0);
    }
    const chat = sent.map((s) => s.message).find((m) => m.method === 'chats.new' || m.method === 'chats.changed');
    Chat.parse((chat as { chats: unknown[] }).chats[0]);
  });

  it('sends our message after its latency, then delivers it and it is read; with failures on, it fails and retry makes it pending', async () => {
    const { access_token } = await sessionFor(database.db, DEMO_EMAILS.operator, clock);
    const [chat] = await database.db.select().from(chats).where(eq(chats.provider, 'telegram')).limit(1);
    const post = await app.inject({
      method: 'POST',
      url: `/v1/chats/${chat!.id}/messages`,
      payload: { text: 'Доставь меня' },
      headers: bearer(access_token),
    });
    const mine = Message.parse(post.json());
    const source = createChatSource({ db: database.db, publisher, now: () => clock, chatsPerMinute: 0, failureRate: 0 });
    await source.tick(); // latency chosen
    const state = async () => (await database.db.select().from(chatMessages).where(eq(chatMessages.id, mine.id)))[0]!;
    expect((await state()).delivery).toBe('pending');
    sent.length = 0;
    clock += 3_001;
    await source.tick();
    expect((await state()).delivery).toBe('sent');
    expect(sent.some((s) => s.message.method === 'messages.changed')).toBe(true);
    await source.tick();
    clock += 3_001;
    await source.tick();
    expect((await state()).delivery).toBe('delivered');
    await source.tick();
    clock += 3_001;
    await source.tick();
    expect((await state()).delivery).toBe('read');

    const failing = createChatSource({ db: database.db, publisher, now: () => clock, chatsPerMinute: 0, failureRate: 1 });
    const again = Message.parse(
      (
        await app.inject({
          method: 'POST',
          url: `/v1/chats/${chat!.id}/messages`,
          payload: { text: 'Не дойду' },
          headers: bearer(access_token),
        })
      ).json(),
    );
    await failing.tick();
    clock += 3_001;
    await failing.tick();
    const failed = (await database.db.select().from(chatMessages).where(eq(chatMessages.id, again.id)))[0]!;
    expect(failed.delivery).toBe('failed');
    const retry = await app.inject({
      method: 'POST',
      url: `/v1/chats/${chat!.id}/messages/${again.id}/retry`,
      payload: {},
      headers: bearer(access_token),
    });
    expect(Message.parse(retry.json())).toMatchObject({ id: again.id, delivery: 'pending' });
    // A retried message goes through even where every first send fails.
    await failing.tick();
    clock += 3_001;
    await failing.tick();
    expect((await database.db.select().from(chatMessages).where(eq(chatMessages.id, again.id)))[0]!.delivery).toBe('sent');
  });

  it('reads SANDBOX_CHATS_FAILURE_RATE; the seed holds a chat whose last message failed', async () => {
    expect(chatsFailureRateFrom(undefined)).toBe(0.05);
    expect(chatsFailureRateFrom('0')).toBe(0);
    expect(() => chatsFailureRateFrom('2')).toThrow(/SANDBOX_CHATS_FAILURE_RATE/);
    const [row] = await database.db
      .select({ chatId: chats.id })
      .from(chats)
      .innerJoin(itemAuthors, eq(itemAuthors.id, chats.authorId))
      .where(eq(itemAuthors.name, FAILED_CHAT_AUTHOR));
    const messages = await database.db.select().from(chatMessages).where(eq(chatMessages.chatId, row!.chatId));
    expect(messages.at(-1)).toMatchObject({ direction: 'out', delivery: 'failed' });
  });
});
