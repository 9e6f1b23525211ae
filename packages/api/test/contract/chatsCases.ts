import { expect, it } from 'vitest';
import { failure, type ContractContext } from './context.ts';
import { chatsResource } from '../../src/client/resources/chats.ts';
import { objectsResource } from '../../src/client/resources/objects.ts';
import { ChatConflict, chatPhoneProblem, type Chat, type ChatsPage, type Message } from '../../src/contract/chats.ts';
import { COMMENT_STATUSES, PRIORITIES } from '../../src/contract/userSettings.ts';

// Private messages on the reference server (the MSW mocks replay its recordings: docs/mocks.md).
export function chatsCases({ session, signedIn, target }: ContractContext): void {
  const skipWithoutChats = (ctx: { skip(): void }) => {
    if (!target().chats) ctx.skip();
  };

  it('chats: the phone rule of spec §5 (shared by the dialog and the server)', () => {
    expect(chatPhoneProblem('  ')).toBe('required');
    expect(chatPhoneProblem('+79991234567')).toBe('format');
    expect(chatPhoneProblem('0123456789012')).toBe('format');
    expect(chatPhoneProblem('4915123')).toBe('length');
    expect(chatPhoneProblem('7999123456789')).toBe('russia');
    expect(chatPhoneProblem(' 79991234567 ')).toBeNull();
    expect(chatPhoneProblem('491512345678')).toBeNull();
  });

  it('chats: keyset pages of the list follow one another; the tabs have counts', async (ctx) => {
    skipWithoutChats(ctx);
    const chats = (await signedIn('reader@demo.local')).client.resource(chatsResource);
    const first = await chats.list({ limit: '3' });
    expect(first.items.length).toBe(3);
    const second = await chats.list({ limit: '3', cursor: first.next_cursor! });
    const ids = [...first.items, ...second.items].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const counts = await chats.counts();
    expect(counts.all).toBeGreaterThanOrEqual(counts.mine + counts.unassigned);
    const mine = await chats.list({ tab: 'unassigned', limit: '100' });
    expect(mine.items.every((c) => c.assignee === null)).toBe(true);
  });

  it("chats: the 'priority' sort is highest first, then last activity, over keyset pages; PATCH sets a priority", async (ctx) => {
    skipWithoutChats(ctx);
    const chats = (await signedIn('operator@demo.local')).client.resource(chatsResource);
    const seen: Chat[] = [];
    let cursor: string | null = null;
    do {
      const page: ChatsPage = await chats.list({ sort: 'priority', limit: '4', ...(cursor ? { cursor } : {}) });
      seen.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor);
    expect(new Set(seen.map((c) => c.id)).size).toBe(seen.length);
    expect(seen.length).toBe((await chats.counts()).all);
    const rank = (c: Chat) => PRIORITIES.indexOf(c.priority);
    const sorted = [...seen].sort((a, b) => rank(b) - rank(a) || b.updated_at - a.updated_at || b.id - a.id);
    expect(seen.map((c) => c.id)).toEqual(sorted.map((c) => c.id));
    expect(new Set(seen.map((c) => c.priority)).size).toBe(3);
    const low = seen.at(-1)!;
    const changed = await chats.update(low.id, { version: (await chats.get(low.id)).chat.version, priority: 'high' });
    expect(changed.priority).toBe('high');
  });

  it('chats/authors: keyset pages of the people with chats, each with their chats count, accounts and last time', async (ctx) => {
    skipWithoutChats(ctx);
    const chats = (await signedIn('reader@demo.local')).client.resource(chatsResource);
    const first = await chats.authors({ limit: '3' });
    expect(first.items.length).toBe(3);
    const second = await chats.authors({ limit: '3', cursor: first.next_cursor! });
    const ids = [...first.items, ...second.items].map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    const author = first.items[0]!;
    const theirs = (await chats.list({ author_id: String(author.id), 'status[]': [...COMMENT_STATUSES], limit: '100' })).items;
    expect(author.chats_count).toBe(theirs.length);
    expect(author.object_ids).toEqual([...new Set(theirs.map((c) => c.object_id))].sort((a, b) => a - b));
    expect(author.last_chat_at).toBe(Math.max(...theirs.map((c) => c.updated_at)));
  });

  it('chats/{id}/messages: older pages before the newest, newer pages after, without overlap', async (ctx) => {
    skipWithoutChats(ctx);
    const chats = (await signedIn('reader@demo.local')).client.resource(chatsResource);
    const chat = (await chats.list({ limit: '1' })).items[0]!;
    const newest = await chats.messages(chat.id, { limit: '2' });
    expect(newest.after_cursor).toBeNull();
    if (newest.before_cursor === null) return;
    const older = await chats.messages(chat.id, { limit: '2', direction: 'before', cursor: newest.before_cursor });
    const back = await chats.messages(chat.id, { limit: '2', direction: 'after', cursor: older.after_cursor! });
    expect(older.items.at(-1)!.id).toBeLessThan(newest.items[0]!.id);
    expect(back.items.map((m: Message) => m.id)).toEqual(newest.items.map((m) => m.id));
  });

  it('chats: the search reads the message history, not only the excerpt and the name', async (ctx) => {
    skipWithoutChats(ctx);
    const chats = (await signedIn('reader@demo.local')).client.resource(chatsResource);
    // An older message of a chat with a few: its words are in no excerpt of the page, yet they find the chat.
    const page = await chats.list({ limit: '20' });
    for (const chat of page.items) {
      const oldest = (await chats.messages(chat.id, { limit: '100' })).items.find(
        (m) => m.text.length >= 12 && !chat.excerpt.includes(m.text) && !page.items.some((c) => c.excerpt.includes(m.text)),
      );
      if (!oldest) continue;
      const found = await chats.list({ q: oldest.text.slice(0, 40), limit: '100' });
      expect(found.items.map((c) => c.id)).toContain(chat.id);
      return;
    }
    throw new Error('no chat with an older message to search for');
  });

  it('chats: an operator sends once per idempotency key; a stale PATCH is a 409 with the chat', async (ctx) => {
    skipWithoutChats(ctx);
    const chats = (await signedIn('operator@demo.local')).client.resource(chatsResource);
    const chat = (await chats.list({ limit: '1', 'provider[]': 'telegram' })).items[0]!;
    const key = `contract-${Date.now()}`;
    const first = await chats.send(chat.id, { text: 'Contract hello' }, { idempotencyKey: key });
    const again = await chats.send(chat.id, { text: 'Contract hello' }, { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(first.delivery).toBe('pending');
    const current = (await chats.get(chat.id)).chat;
    await chats.update(chat.id, { version: current.version, status: current.status === 'open' ? 'inprogress' : 'open' });
    const stale = await failure(chats.update(chat.id, { version: current.version, status: 'closed' }));
    expect(stale.status).toBe(409);
    expect(ChatConflict.parse(stale.data).chat.id).toBe(chat.id);
  });

  it('chats: assigned to a user group or a department of the space, in the mine tab of its members; a stranger is a 400', async (ctx) => {
    skipWithoutChats(ctx);
    const s = await signedIn('admin@demo.local', 'en');
    const teams = await s.client.resource(objectsResource).listWithTags();
    const group = teams.usergroups?.[0];
    const department = teams.departments[0];
    expect(group && department).toBeTruthy();
    // Each record says whether the caller is a member: the console's 'mine' list places live chats by it.
    expect(teams.usergroups?.every((record) => record.member === true)).toBe(true);
    expect(teams.departments.every((record) => record.member === true)).toBe(true);
    const chats = s.client.resource(chatsResource);
    const [toGroup, toDepartment] = (await chats.list({ tab: 'unassigned', limit: '2' })).items;
    const assign = async (id: number, assignee: { type: 'usergroup' | 'department'; id: number }) =>
      chats.update(id, { version: (await chats.get(id)).chat.version, assignee });
    expect((await assign(toGroup!.id, { type: 'usergroup', id: group!.id })).assignee).toEqual({
      type: 'usergroup',
      id: group!.id,
      name: group!.name,
    });
    expect((await assign(toDepartment!.id, { type: 'department', id: department!.id })).assignee?.name).toBe(department!.name);
    // The administrator is in every demo group and department: both chats are theirs.
    const mine = (await chats.list({ tab: 'mine', limit: '100' })).items.map((chat) => chat.id);
    expect(mine).toEqual(expect.arrayContaining([toGroup!.id, toDepartment!.id]));
    const stranger = await failure(assign(toGroup!.id, { type: 'department', id: 987_654 }));
    expect(stranger.status).toBe(400);
    expect(stranger.serverText).toBe("Department 987654 is not in the dialogue's space");
  });

  it('POST v1/chats: a bad phone is a 400 with the server text; a good one answers an id', async (ctx) => {
    skipWithoutChats(ctx);
    const s = await signedIn('operator@demo.local', 'en');
    const objects = await s.client.resource(objectsResource).list();
    const whatsapp = objects.items.find((o) => o.provider === 'whatsapp')!;
    const chats = s.client.resource(chatsResource);
    const bad = await failure(chats.create({ object_id: whatsapp.id, phone: '12345' }));
    expect(bad.status).toBe(400);
    expect(bad.serverText).toBe('The phone number must have 11 to 15 digits');
    const made = await chats.create({ object_id: whatsapp.id, phone: '79990001234' });
    expect(made.id).toBeGreaterThan(0);
  });

  it('chats without a token are 401s', async (ctx) => {
    skipWithoutChats(ctx);
    const chats = session().client.resource(chatsResource);
    expect((await failure(chats.list())).status).toBe(401);
  });
}
