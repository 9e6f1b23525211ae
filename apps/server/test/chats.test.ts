// Private messages: the messages flag (403 for every chats endpoint without it), another space's 404,
// tabs and their counts, keyset pages of chats and of a 5,000-message history in both directions, idempotent
// send, retry as the same message, the network's length limit, reactions from its set, attachments (allow-list,
// download headers, signed links), POST v1/chats with spec §5's phone rules, and the versioned PATCH.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  Attachment,
  ChatAuthorsPage,
  Chat,
  ChatConflict,
  ChatsCounts,
  ChatsPage,
  Message,
  MessagesPage,
  NewChatResult,
} from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { chatMessages, chats, itemAuthors, objects, users } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { BENCH_CHAT_AUTHOR, BENCH_CHAT_MESSAGES, NO_MESSAGES_DEMO_USER } from '../src/seed/chats.ts';
import { WORKSPACE_DEMO_EMAILS } from '../src/seed/workspaces.ts';
import { demoCaller, ok } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
const EN = { 'accept-language': 'en' };
const OPERATOR = DEMO_EMAILS.operator;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const { call, get, send } = demoCaller(
  () => app,
  () => database.db,
);

/** A demo chat on a network, the first by id. */
async function chatOn(provider: string, extra?: ReturnType<typeof eq>) {
  const [row] = await database.db
    .select({ chat: chats })
    .from(chats)
    .innerJoin(itemAuthors, eq(itemAuthors.id, chats.authorId))
    .where(and(eq(chats.provider, provider), extra))
    .orderBy(asc(chats.id))
    .limit(1);
  if (!row) throw new Error(`no ${provider} chat`);
  return row.chat;
}
const benchChat = async () => {
  const [row] = await database.db
    .select({ id: chats.id })
    .from(chats)
    .innerJoin(itemAuthors, eq(itemAuthors.id, chats.authorId))
    .where(eq(itemAuthors.name, BENCH_CHAT_AUTHOR));
  return row!.id;
};
/** The newest incoming message of a chat. */
async function incomingOf(chatId: number) {
  const [row] = await database.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.direction, 'in')))
    .orderBy(asc(chatMessages.id))
    .limit(1);
  return row!;
}

describe('chats list', () => {
  it('defaults to new and in-progress chats (and open where the company allows), newest activity first', async () => {
    const page = await ok(await get(OPERATOR, '/v1/chats?limit=100'), ChatsPage);
    expect(page.items.length).toBeGreaterThan(10);
    expect(page.items.every((c) => ['new', 'inprogress', 'open'].includes(c.status))).toBe(true);
    const times = page.items.map((c) => c.updated_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(page.items.every((c) => c.excerpt.length <= 800)).toBe(true);
    const providers = new Set(page.items.map((c) => c.provider));
    for (const p of ['telegram', 'whatsapp', 'vk', 'facebook', 'ok']) expect(providers.has(p as never), p).toBe(true);
  });

  it('pages follow one another without duplicates or gaps, and the tabs match their counts', async () => {
    const statuses =
      'status[]=new&status[]=inprogress&status[]=open&status[]=closed&status[]=deleted&status[]=delayed&status[]=waiting';
    const counts = await ok(await get(OPERATOR, `/v1/chats/counts?${statuses}`), ChatsCounts);
    for (const tab of ['all', 'mine', 'unassigned'] as const) {
      const seen: Chat[] = [];
      let cursor: string | null = null;
      do {
        const url = `/v1/chats?${statuses}&tab=${tab}&limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const page: ChatsPage = await ok(await get(OPERATOR, url), ChatsPage);
        seen.push(...page.items);
        cursor = page.next_cursor;
      } while (cursor);
      expect(new Set(seen.map((c) => c.id)).size, tab).toBe(seen.length);
      expect(seen.length, tab).toBe(counts[tab]);
    }
    expect(counts.mine + counts.unassigned).toBeLessThanOrEqual(counts.all);
    expect(counts.mine).toBeGreaterThan(0);
  });

  it("sorts by priority (highest first, then last activity) with keyset pages across the priorities' boundaries", async () => {
    const statuses =
      'status[]=new&status[]=inprogress&status[]=open&status[]=closed&status[]=deleted&status[]=delayed&status[]=waiting';
    const counts = await ok(await get(OPERATOR, `/v1/chats/counts?${statuses}`), ChatsCounts);
    const seen: Chat[] = [];
    let cursor: string | null = null;
    do {
      // 7 a page: the seeded high, normal and low chats change priority inside pages, not only between them.
      const url = `/v1/chats?${statuses}&sort=priority&limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page: ChatsPage = await ok(await get(OPERATOR, url), ChatsPage);
      seen.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor);
    expect(new Set(seen.map((c) => c.id)).size).toBe(seen.length);
    expect(seen.length).toBe(counts.all);
    const rank = { high: 2, normal: 1, low: 0 } as const;
    const key = (c: Chat) => [rank[c.priority], c.updated_at, c.id] as const;
    const expected = [...seen].sort((a, b) => {
      const [ra, ua, ia] = key(a);
      const [rb, ub, ib] = key(b);
      return rb - ra || ub - ua || ib - ia;
    });
    expect(seen.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    for (const priority of ['high', 'normal', 'low'] as const)
      expect(seen.filter((c) => c.priority === priority).length, priority).toBeGreaterThan(1);
    // A cursor of another sort is refused rather than misread.
    const other = (await ok(await get(OPERATOR, `/v1/chats?${statuses}&limit=3`), ChatsPage)).next_cursor!;
    expect((await get(OPERATOR, `/v1/chats?sort=priority&cursor=${encodeURIComponent(other)}`)).statusCode).toBe(400);
  });

  it('filters by provider[] and searches the author name and the message history', async () => {
    const page = await ok(await get(OPERATOR, '/v1/chats?provider[]=whatsapp&status[]=new&status[]=closed'), ChatsPage);
    expect(page.items.every((c) => c.provider === 'whatsapp')).toBe(true);
    const bench = await ok(await get(OPERATOR, `/v1/chats?q=${encodeURIComponent('История')}`), ChatsPage);
    expect(bench.items.map((c) => c.author.name)).toContain(BENCH_CHAT_AUTHOR);
    // Message 2,345 of the benchmark's history is neither the excerpt nor the name: only the history has it.
    const history = await ok(await get(OPERATOR, `/v1/chats?q=${encodeURIComponent('(#2345)')}`), ChatsPage);
    expect(history.items.map((c) => c.author.name)).toEqual([BENCH_CHAT_AUTHOR]);
    expect((await get(OPERATOR, '/v1/chats?cursor=bm9wZQ')).statusCode).toBe(400);
  });

  it('lists the authors who have chats (chats/authors), keyset-paginated', async () => {
    const first = await ok(await get(OPERATOR, '/v1/chats/authors?limit=10'), ChatAuthorsPage);
    expect(first.items.length).toBe(10);
    const second = await ok(
      await get(OPERATOR, `/v1/chats/authors?limit=10&cursor=${encodeURIComponent(first.next_cursor!)}`),
      ChatAuthorsPage,
    );
    const ids = [...first.items, ...second.items].map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    const chatAuthors = new Set((await database.db.select({ id: chats.authorId }).from(chats)).map((r) => r.id));
    expect(ids.every((id) => chatAuthors.has(id))).toBe(true);
    // Each author carries their chats' count, accounts and last time, as the chats table has them.
    const author = first.items[0]!;
    const theirs = await database.db.select().from(chats).where(eq(chats.authorId, author.id));
    expect(author.chats_count).toBe(theirs.length);
    expect(author.object_ids).toEqual([...new Set(theirs.map((chat) => chat.objectId))].sort((a, b) => a - b));
    expect(author.last_chat_at).toBe(Math.max(...theirs.map((chat) => Math.floor(chat.updatedAt.getTime() / 1000))));
  });
});

describe('chats access', () => {
  it('answers 403 on every chats endpoint to a user without the messages flag (spec §1, §6)', async () => {
    const chatId = await benchChat();
    const routes = app.routePolicies.filter(
      (r) => r.url.startsWith('/v1/chats') && r.method !== 'HEAD' && typeof r.policy === 'object',
    );
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const route of routes) {
      const url = route.url.replace(':id', String(chatId)).replace(':messageId', '1');
      const response = await call(NO_MESSAGES_DEMO_USER.email, {
        method: route.method as InjectOptions['method'],
        url,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it("answers 404 for another space's chat, for reading and writing", async () => {
    const chatId = await benchChat();
    const stranger = WORKSPACE_DEMO_EMAILS.soonAdmin;
    expect((await get(stranger, `/v1/chats/${chatId}`)).statusCode).toBe(404);
    expect((await get(stranger, `/v1/chats/${chatId}/messages`)).statusCode).toBe(404);
    expect((await send(stranger, 'POST', `/v1/chats/${chatId}/messages`, { text: 'hi' })).statusCode).toBe(404);
    expect((await send(stranger, 'PATCH', `/v1/chats/${chatId}`, { version: 1, status: 'closed' })).statusCode).toBe(404);
    const list = await ok(await get(stranger, '/v1/chats'), ChatsPage);
    expect(list.items.some((c) => c.id === chatId)).toBe(false);
  });

  it('lets readers read but not answer (spec §1)', async () => {
    const chatId = await benchChat();
    expect((await get(DEMO_EMAILS.reader, `/v1/chats/${chatId}/messages`)).statusCode).toBe(200);
    expect((await send(DEMO_EMAILS.reader, 'POST', `/v1/chats/${chatId}/messages`, { text: 'hi' })).statusCode).toBe(403);
    expect((await send(DEMO_EMAILS.moderator, 'POST', `/v1/chats/${chatId}/messages`, { text: 'hi' })).statusCode).toBe(403);
  });
});

describe('chat messages', () => {
  it('walks a 5,000-message history backwards and forwards without gaps or duplicates', async () => {
    const chatId = await benchChat();
    const back: Message[] = [];
    let page = await ok(await get(OPERATOR, `/v1/chats/${chatId}/messages?limit=100`), MessagesPage);
    expect(page.after_cursor).toBeNull();
    back.unshift(...page.items);
    while (page.before_cursor) {
      const url = `/v1/chats/${chatId}/messages?limit=100&direction=before&cursor=${page.before_cursor}`;
      page = await ok(await get(OPERATOR, url), MessagesPage);
      back.unshift(...page.items);
    }
    const ids = back.map((m) => m.id);
    expect(ids.length).toBeGreaterThanOrEqual(BENCH_CHAT_MESSAGES);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    // Forwards from the first page: the same messages in the same order.
    const forward: Message[] = [...page.items];
    let cursor = page.after_cursor;
    while (cursor) {
      const next = await ok(
        await get(OPERATOR, `/v1/chats/${chatId}/messages?limit=100&direction=after&cursor=${cursor}`),
        MessagesPage,
      );
      forward.push(...next.items);
      cursor = next.after_cursor;
    }
    expect(forward.map((m) => m.id)).toEqual(ids);
  });

  it('says since when the customer waits (@console/spec customerWait): their first message after our last reply', async () => {
    // The 5,000-message chat: the wait is read from our last reply on, not once per message (that took seconds).
    const id = await benchChat();
    const waiting = await get(OPERATOR, `/v1/chats/${id}`);
    expect((waiting.json() as { chat: Chat }).chat.waiting_since, 'the history ends with our reply').toBeNull();
    const [last] = await database.db
      .select({ at: chatMessages.createdAt })
      .from(chatMessages)
      .where(eq(chatMessages.chatId, id))
      .orderBy(desc(chatMessages.id))
      .limit(1);
    const first = new Date(last!.at.getTime() + 60_000);
    await database.db.insert(chatMessages).values([
      { chatId: id, direction: 'in', text: 'Вы тут?', createdAt: first },
      { chatId: id, direction: 'in', text: 'Ау', createdAt: new Date(first.getTime() + 300_000) },
    ]);
    const before = ((await get(OPERATOR, `/v1/chats/${id}`)).json() as { chat: Chat }).chat;
    expect(before.waiting_since).toBe(Math.floor(first.getTime() / 1000));
    await ok(await send(OPERATOR, 'POST', `/v1/chats/${id}/messages`, { text: 'Ответили' }), Message);
    const after = ((await get(OPERATOR, `/v1/chats/${id}`)).json() as { chat: Chat }).chat;
    expect(after.waiting_since).toBeNull();
  });

  it('sends once per Idempotency-Key, within the network limit, and the chat shows the excerpt', async () => {
    const chat = await chatOn('whatsapp');
    const url = `/v1/chats/${chat.id}/messages`;
    const key = { 'idempotency-key': 'chat-send-key-0001' };
    const first = await ok(await send(OPERATOR, 'POST', url, { text: 'Добрый день!' }, key), Message);
    const again = await ok(await send(OPERATOR, 'POST', url, { text: 'Добрый день!' }, key), Message);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ direction: 'out', delivery: 'pending', kind: 'message' });
    const [{ n } = { n: -1 }] = await database.db
      .select({ n: count() })
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chat.id), eq(chatMessages.text, 'Добрый день!')));
    expect(n).toBe(1);
    const detail = await get(OPERATOR, `/v1/chats/${chat.id}`);
    expect(detail.json().chat.excerpt).toBe('Добрый день!');
    // spec §9: WhatsApp messages 4096.
    const long = await send(OPERATOR, 'POST', url, { text: 'я'.repeat(4097) }, EN);
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('The message is longer than WhatsApp allows: 4097 of 4096');
    expect((await send(OPERATOR, 'POST', url, { text: '   ' })).statusCode).toBe(400);
    // spec §9: the excerpt keeps 800 characters, never half an emoji.
    const emoji = '😀'.repeat(1000);
    await ok(await send(OPERATOR, 'POST', url, { text: emoji }), Message);
    const excerpt = ((await get(OPERATOR, `/v1/chats/${chat.id}`)).json() as { chat: Chat }).chat.excerpt;
    expect(excerpt).toBe('😀'.repeat(400));
  });

  it('retries a failed message as the same message, without a duplicate', async () => {
    const chat = await chatOn('telegram');
    const sent = await ok(await send(OPERATOR, 'POST', `/v1/chats/${chat.id}/messages`, { text: 'Retry me' }), Message);
    await database.db.update(chatMessages).set({ delivery: 'failed', error: 'timeout' }).where(eq(chatMessages.id, sent.id));
    const retried = await ok(await send(OPERATOR, 'POST', `/v1/chats/${chat.id}/messages/${sent.id}/retry`), Message);
    expect(retried).toMatchObject({ id: sent.id, delivery: 'pending', error: null });
    const twice = await ok(await send(OPERATOR, 'POST', `/v1/chats/${chat.id}/messages/${sent.id}/retry`), Message);
    expect(twice.id).toBe(sent.id);
    const [{ n } = { n: -1 }] = await database.db
      .select({ n: count() })
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chat.id), eq(chatMessages.text, 'Retry me')));
    expect(n).toBe(1);
    await database.db.update(chatMessages).set({ delivery: 'read' }).where(eq(chatMessages.id, sent.id));
    expect((await send(OPERATOR, 'POST', `/v1/chats/${chat.id}/messages/${sent.id}/retry`)).statusCode).toBe(400);
  });

  it('takes only reactions of the network set: Telegram emoji, VK codes, none on Facebook', async () => {
    const telegram = await chatOn('telegram');
    const tMessage = await incomingOf(telegram.id);
    const tUrl = `/v1/chats/${telegram.id}/messages/${tMessage.id}/reaction`;
    const reacted = await ok(await send(OPERATOR, 'PUT', tUrl, { reaction: '🔥' }), Message);
    expect(reacted.reactions.filter((r) => r.from_us)).toEqual([{ value: '🔥', from_us: true }]);
    const replaced = await ok(await send(OPERATOR, 'PUT', tUrl, { reaction: '👍' }), Message);
    expect(replaced.reactions.filter((r) => r.from_us)).toEqual([{ value: '👍', from_us: true }]);
    expect((await send(OPERATOR, 'PUT', tUrl, { reaction: '🦆' }, EN)).json().error).toBe('Telegram has no such reaction');
    const removed = await ok(await send(OPERATOR, 'PUT', tUrl, { reaction: null }), Message);
    expect(removed.reactions.some((r) => r.from_us)).toBe(false);
    const vk = await chatOn('vk');
    const vUrl = `/v1/chats/${vk.id}/messages/${(await incomingOf(vk.id)).id}/reaction`;
    expect((await send(OPERATOR, 'PUT', vUrl, { reaction: 3 })).statusCode).toBe(200);
    expect((await send(OPERATOR, 'PUT', vUrl, { reaction: 99 })).statusCode).toBe(400);
    expect((await send(OPERATOR, 'PUT', vUrl, { reaction: '👍' })).statusCode).toBe(400);
    const whatsapp = await chatOn('whatsapp');
    const wUrl = `/v1/chats/${whatsapp.id}/messages/${(await incomingOf(whatsapp.id)).id}/reaction`;
    expect((await send(OPERATOR, 'PUT', wUrl, { reaction: '😂' })).statusCode).toBe(200);
    const facebook = await chatOn('facebook');
    const bUrl = `/v1/chats/${facebook.id}/messages/${(await incomingOf(facebook.id)).id}/reaction`;
    expect((await send(OPERATOR, 'PUT', bUrl, { reaction: '👍' }, EN)).json().error).toBe('Facebook has no reactions');
  });
});

describe('chat attachments', () => {
  const upload = (chatId: number, name: string, mime: string, data: Buffer) =>
    send(OPERATOR, 'POST', `/v1/chats/${chatId}/attachments`, { name, mime, data: data.toString('base64') }, EN);

  it('stores an allowed file and serves it as a nosniff download from a signed link; the message carries it', async () => {
    const chat = await chatOn('telegram');
    const file = await ok(await upload(chat.id, 'фото "1".png', 'image/png', PNG), Attachment);
    expect(file).toMatchObject({ kind: 'image', size: PNG.length, mime: 'image/png' });
    const download = await app.inject({ method: 'GET', url: `/${file.url}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-type']).toBe('image/png');
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // The console on the other port of the same host previews it with <img>.
    expect(download.headers['cross-origin-resource-policy']).toBe('same-site');
    const forged = file.url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await app.inject({ method: 'GET', url: `/${forged}` })).statusCode).toBe(404);
    const message = await ok(
      await send(OPERATOR, 'POST', `/v1/chats/${chat.id}/messages`, { text: 'Фото', attachment_ids: [file.id] }),
      Message,
    );
    expect(message.attachments.map((a) => a.id)).toEqual([file.id]);
    // A file goes with one message only.
    const reuse = await send(OPERATOR, 'POST', `/v1/chats/${chat.id}/messages`, { text: 'x', attachment_ids: [file.id] });
    expect(reuse.statusCode).toBe(400);
  });

  it('refuses HTML, SVG, a file that is not what it claims, and files over the network limit', async () => {
    const chat = await chatOn('telegram');
    expect((await upload(chat.id, 'x.html', 'text/html', Buffer.from('<script>1</script>'))).statusCode).toBe(400);
    expect((await upload(chat.id, 'x.svg', 'image/svg+xml', Buffer.from('<svg/>'))).statusCode).toBe(400);
    expect((await upload(chat.id, 'x.png', 'image/png', Buffer.from('<html>'))).statusCode).toBe(400);
    expect((await upload(chat.id, 'a.txt', 'text/plain', Buffer.from('hello'))).statusCode).toBe(200);
    const vk = await chatOn('vk');
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(vk.id, 'big.png', 'image/png', big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error).toMatch(/larger than the 10 MB VK allows/);
  });
});

describe('POST v1/chats', () => {
  const whatsapp = async () => {
    const [row] = await database.db.select().from(objects).where(eq(objects.provider, 'whatsapp')).orderBy(asc(objects.id));
    return row!.id;
  };

  it('checks the phone as spec §5 says and answers the texts in the request language', async () => {
    const object_id = await whatsapp();
    const cases: [string, string, string][] = [
      ['', 'Enter a phone number', 'Введите номер телефона'],
      [
        '+79991234567',
        'Phone number: digits only, starting with the country code',
        'Номер телефона: только цифры, начиная с кода страны',
      ],
      ['1234567890', 'The phone number must have 11 to 15 digits', 'Номер телефона должен содержать от 11 до 15 цифр'],
      ['7999123456789', 'A Russian number has 11 digits starting with 7', 'Российский номер: 11 цифр, начиная с 7'],
    ];
    for (const [phone, en, ru] of cases) {
      const english = await send(OPERATOR, 'POST', '/v1/chats', { object_id, phone }, EN);
      expect(english.statusCode, phone).toBe(400);
      expect(english.json().error).toBe(en);
      expect((await send(OPERATOR, 'POST', '/v1/chats', { object_id, phone })).json().error).toBe(ru);
    }
  });

  it('starts a chat by phone (trimmed), answers the same id again, and refuses a network without phones', async () => {
    const object_id = await whatsapp();
    const first = await ok(await send(OPERATOR, 'POST', '/v1/chats', { object_id, phone: ' 79990001122 ' }), NewChatResult);
    const again = await ok(await send(OPERATOR, 'POST', '/v1/chats', { object_id, phone: '79990001122' }), NewChatResult);
    expect(again.id).toBe(first.id);
    const chat = (await get(OPERATOR, `/v1/chats/${first.id}`)).json().chat as Chat;
    expect(chat).toMatchObject({ provider: 'whatsapp', status: 'inprogress' });
    expect(chat.assignee?.type).toBe('user');
    const [vk] = await database.db.select().from(objects).where(eq(objects.provider, 'vk'));
    const refused = await send(OPERATOR, 'POST', '/v1/chats', { object_id: vk!.id, phone: '79990001122' }, EN);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('VK does not allow starting a dialogue by phone number');
    expect(
      (await send(WORKSPACE_DEMO_EMAILS.soonAdmin, 'POST', '/v1/chats', { object_id, phone: '79990001122' })).statusCode,
    ).toBe(404);
  });
});

describe('PATCH v1/chats/{id}', () => {
  it('changes status and assignee at the version seen, with activity lines; an older version is a 409', async () => {
    const chat = await chatOn('ok');
    const detail = (await get(OPERATOR, `/v1/chats/${chat.id}`)).json().chat as Chat;
    // The admin: the seeded chat may already be the operator's.
    const [{ id: me } = { id: 0 }] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_EMAILS.admin));
    const changed = await ok(
      await send(OPERATOR, 'PATCH', `/v1/chats/${chat.id}`, {
        version: detail.version,
        status: detail.status === 'closed' ? 'open' : 'closed',
        assignee: { type: 'user', id: me },
      }),
      Chat,
    );
    expect(changed.version).toBe(detail.version + 1);
    expect(changed.assignee).toMatchObject({ type: 'user', id: me });
    const stale = await send(OPERATOR, 'PATCH', `/v1/chats/${chat.id}`, { version: detail.version, status: 'new' }, EN);
    expect(stale.statusCode).toBe(409);
    const conflict = ChatConflict.parse(stale.json());
    expect(conflict.chat.version).toBe(changed.version);
    expect(conflict.error).toMatch(/has already changed the dialogue/);
    const thread = await ok(await get(OPERATOR, `/v1/chats/${chat.id}/messages`), MessagesPage);
    expect(thread.items.filter((m) => m.kind === 'activity').map((m) => m.activity?.field)).toEqual(['status', 'assignee']);
    // A member of another space is no assignee (chatsAssign.test.ts: groups and departments).
    const stranger = await send(OPERATOR, 'PATCH', `/v1/chats/${chat.id}`, {
      version: changed.version,
      assignee: { type: 'user', id: 999_999 },
    });
    expect(stranger.statusCode).toBe(400);
  });

  it('changes the priority at the version seen, with an activity line; a moderator may not (spec §1, as comments)', async () => {
    const chat = await chatOn('vk');
    const detail = (await get(OPERATOR, `/v1/chats/${chat.id}`)).json().chat as Chat;
    const next = detail.priority === 'high' ? 'low' : 'high';
    const refused = await send(DEMO_EMAILS.moderator, 'PATCH', `/v1/chats/${chat.id}`, {
      version: detail.version,
      priority: next,
    });
    expect(refused.statusCode).toBe(403);
    const changed = await ok(
      await send(OPERATOR, 'PATCH', `/v1/chats/${chat.id}`, { version: detail.version, priority: next }),
      Chat,
    );
    expect(changed).toMatchObject({ priority: next, version: detail.version + 1 });
    const stale = await send(OPERATOR, 'PATCH', `/v1/chats/${chat.id}`, { version: detail.version, priority: 'normal' });
    expect(stale.statusCode).toBe(409);
    const thread = await ok(await get(OPERATOR, `/v1/chats/${chat.id}/messages`), MessagesPage);
    expect(thread.items.filter((m) => m.kind === 'activity').at(-1)?.activity).toMatchObject({
      field: 'priority',
      from: detail.priority,
      to: next,
    });
  });

  it('marks a chat read', async () => {
    const [row] = await database.db.select().from(chats).where(eq(chats.lastDirection, 'in')).orderBy(asc(chats.id)).limit(1);
    const read = await ok(await send(OPERATOR, 'POST', `/v1/chats/${row!.id}/read`), Chat);
    expect(read.unread_count).toBe(0);
  });
});
