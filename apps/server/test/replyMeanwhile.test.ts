// Our extension to the reply calls (docs/error-types.md `changed_meanwhile`): a reply that carries what the user saw
// is stopped with a 409 when ANOTHER user replied to, closed or reassigned the comment or chat since; tags, priority
// and the user's own earlier reply never stop it, and a reply without the marker is sent as the spec says.
import { describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { ChangedMeanwhile, Item, ItemDetail, Message, MessagesPage } from '@console/api/contract';
import { chats, items, users } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { demoApp, demoCaller } from './helpers.ts';

const opened = demoApp();
const { get, send } = demoCaller(
  () => opened.app,
  () => opened.database.db,
);
const { operator: A, admin: B } = DEMO_EMAILS;
const EN = { 'accept-language': 'en' };

let nextItem = 0;
/** A fresh top-level VK comment of the demo space for each case. */
async function freshItem() {
  const rows = await opened.database.db
    .select()
    .from(items)
    .where(and(isNull(items.parentId), eq(items.fromUs, false), eq(items.provider, 'vk'), eq(items.status, 'new')))
    .orderBy(asc(items.id))
    .limit(nextItem + 1);
  const row = rows[nextItem++];
  if (!row) throw new Error('no demo item left');
  return row;
}
const detailOf = async (id: number) => ItemDetail.parse((await get(A, `/v1/items/${id}`)).json());
const userId = async (email: string) => (await opened.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

/** A opens the item (its version), then B does `meanwhile`, then A replies with the version seen. */
async function itemCase(meanwhile: (id: number, version: number) => Promise<unknown>, marker = true) {
  const row = await freshItem();
  const seen = (await detailOf(row.id)).item.version;
  await meanwhile(row.id, seen);
  const body = { text: 'Ответ A', ...(marker ? { seen_version: seen } : {}) };
  return { id: row.id, answer: await send(A, 'POST', `/v1/items/${row.id}/reply`, body, EN) };
}

const stopped = (answer: { statusCode: number; body: string; json(): unknown }) => {
  expect(answer.statusCode, answer.body).toBe(409);
  return ChangedMeanwhile.parse(answer.json());
};

describe('a reply to a comment', () => {
  it('is stopped when another user replied since, showing their reply; nothing is sent', async () => {
    const { id, answer } = await itemCase((item) => send(B, 'POST', `/v1/items/${item}/reply`, { text: 'Ответ B' }));
    const body = stopped(answer);
    expect(body.changes).toEqual([
      expect.objectContaining({ kind: 'reply', user: { id: await userId(B), name: expect.any(String) }, text: 'Ответ B' }),
    ]);
    expect(body.error).toMatch(/replied/i);
    const thread = (await detailOf(id)).thread.filter((one) => one.from_us).map((one) => one.text);
    expect(thread).toEqual(['Ответ B']);
    // Sent again with the marker the answer gives (the user chose "Send anyway"): it goes.
    const again = await send(A, 'POST', `/v1/items/${id}/reply`, { text: 'Ответ A', seen_version: body.seen });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('is stopped when another user closed it since', async () => {
    const { answer } = await itemCase((item, version) => send(B, 'PATCH', `/v1/items/${item}`, { version, status: 'closed' }));
    expect(stopped(answer).changes.map((change) => change.kind)).toEqual(['close']);
  });

  it('is stopped when another user reassigned it since, naming the new assignee', async () => {
    const admin = await userId(B);
    const { answer } = await itemCase((item, version) => send(B, 'PATCH', `/v1/items/${item}`, { version, assignee_id: admin }));
    expect(stopped(answer).changes).toEqual([expect.objectContaining({ kind: 'assign', text: expect.any(String) })]);
  });

  it('goes when another user only changed tags or priority', async () => {
    const { answer } = await itemCase((item, version) =>
      send(B, 'PATCH', `/v1/items/${item}`, { version, tags: [1], priority: 'high' }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    Item.parse(answer.json());
  });

  it("goes after the user's own earlier reply", async () => {
    const { answer } = await itemCase((item) => send(A, 'POST', `/v1/items/${item}/reply`, { text: 'Первый ответ A' }));
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('goes without the marker, as the spec says, whatever happened', async () => {
    const { answer } = await itemCase((item) => send(B, 'POST', `/v1/items/${item}/reply`, { text: 'Ответ B' }), false);
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

describe('a message in a chat', () => {
  let nextChat = 0;
  async function chatCase(meanwhile: (id: number, version: number) => Promise<unknown>) {
    const rows = await opened.database.db
      .select()
      .from(chats)
      .orderBy(asc(chats.id))
      .limit(nextChat + 1);
    const chat = rows[nextChat++]!;
    const page = MessagesPage.parse((await get(A, `/v1/chats/${chat.id}/messages`)).json());
    const seen = page.items.at(-1)?.id ?? 0;
    await meanwhile(chat.id, chat.version);
    const body = { text: 'Сообщение A', seen_message_id: seen };
    return { id: chat.id, answer: await send(A, 'POST', `/v1/chats/${chat.id}/messages`, body, EN) };
  }

  it('is stopped when another user wrote since, showing their message; sent with the new marker it goes', async () => {
    const { id, answer } = await chatCase((chat) => send(B, 'POST', `/v1/chats/${chat}/messages`, { text: 'Сообщение B' }));
    const body = stopped(answer);
    expect(body.changes).toEqual([expect.objectContaining({ kind: 'reply', text: 'Сообщение B' })]);
    const again = await send(A, 'POST', `/v1/chats/${id}/messages`, { text: 'Сообщение A', seen_message_id: body.seen });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('is stopped when another user closed or reassigned it since', async () => {
    const closed = await chatCase((chat, version) => send(B, 'PATCH', `/v1/chats/${chat}`, { version, status: 'closed' }));
    expect(stopped(closed.answer).changes.map((change) => change.kind)).toEqual(['close']);
    const admin = await userId(B);
    const assigned = await chatCase((chat, version) =>
      send(B, 'PATCH', `/v1/chats/${chat}`, { version, assignee: { type: 'user', id: admin } }),
    );
    expect(stopped(assigned.answer).changes.map((change) => change.kind)).toEqual(['assign']);
  });

  it("goes after a priority change or the user's own earlier message", async () => {
    const priority = await chatCase((chat, version) => send(B, 'PATCH', `/v1/chats/${chat}`, { version, priority: 'high' }));
    expect(priority.answer.statusCode, priority.answer.body).toBe(200);
    const own = await chatCase((chat) => send(A, 'POST', `/v1/chats/${chat}/messages`, { text: 'Первое A' }));
    expect(own.answer.statusCode, own.answer.body).toBe(200);
    Message.parse(own.answer.json());
  });
});
