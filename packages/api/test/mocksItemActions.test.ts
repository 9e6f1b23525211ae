import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, isApiError, toStoredToken } from '../src/client/index.ts';
import { itemsResource } from '../src/client/resources/items.ts';
import { BLOCKED_FOREVER } from '../src/contract/items.ts';
import { createHandlers, createMockState, DEMO_PASSWORD, itemsStoreOf } from '../src/mocks/index.ts';
import { memorySession } from './memorySession.ts';

const apiHosts = ['https://item-actions.test/'];
const state = createMockState();
const server = setupServer(...createHandlers({ apiHosts, state }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function signedIn(email: string) {
  const store = memorySession();
  const client = createClient({ apiHosts, clientId: 'c', clientSecret: 's', session: store, getLocale: () => 'ru' });
  store.set(toStoredToken(await client.auth.passwordGrant({ username: email, password: DEMO_PASSWORD }), state.now));
  return client.resource(itemsResource);
}

const statusOf = (error: unknown) => (isApiError(error) ? error.status : null);
const vkComment = () => itemsStoreOf(state).items.find((item) => item.provider === 'vk' && !item.from_us)!;

describe('the item page calls on the mock server', () => {
  it('runs an action the network and role allow, records it, and refuses a read-only user', async () => {
    const item = vkComment();
    const liked = await (await signedIn('operator@demo.local')).act(item.id, 'like');
    expect(liked).toMatchObject({ id: item.id, liked: true, version: item.version + 1 });
    expect((await (await signedIn('operator@demo.local')).get(item.id)).history[0]).toMatchObject({ field: 'like', to: 'like' });
    const reader = await signedIn('reader@demo.local');
    expect(await reader.act(item.id, 'hide').catch(statusOf)).toBe(403);
  });

  it('adds our reply to the thread and closes the item when asked; a moderator may not reply', async () => {
    const item = itemsStoreOf(state).items.find((row) => row.provider === 'vk' && !row.from_us && row.status === 'new')!;
    const operator = await signedIn('operator@demo.local');
    const ours = await operator.reply(item.id, { text: 'Ответ', close: true });
    expect(ours).toMatchObject({ parent_id: item.id, from_us: true, replied_by: { name: 'Oleg Operator' }, delivery: 'pending' });
    const detail = await operator.get(item.id);
    expect(detail.item.status).toBe('closed');
    expect(detail.thread.map((row) => row.id)).toContain(ours.id);
    expect(await (await signedIn('moderator@demo.local')).reply(item.id, { text: 'Нет' }).catch(statusOf)).toBe(403);
  });

  it('takes a replied item to inprogress, and refuses writes once the paid period is over (as the server)', async () => {
    const item = itemsStoreOf(state).items.find((row) => row.provider === 'vk' && !row.from_us && row.status === 'new')!;
    const operator = await signedIn('operator@demo.local');
    await operator.reply(item.id, { text: 'Ответ' });
    expect((await operator.get(item.id)).item.status).toBe('inprogress');
    const space = state.billing.spaces[0]!;
    const paidUntil = space.expires_at;
    space.expires_at = Math.floor(state.now / 1000) - 1;
    expect(await operator.reply(item.id, { text: 'Ещё' }).catch(statusOf)).toBe(403);
    space.expires_at = paidUntil;
  });

  it('edits our own VK comment inside the 43200 s window only', async () => {
    const operator = await signedIn('operator@demo.local');
    const ours = itemsStoreOf(state).items.find((item) => item.provider === 'vk' && item.from_us)!;
    const store = itemsStoreOf(state);
    store.items[store.items.indexOf(ours)] = { ...ours, created_at: Math.floor(state.now / 1000) - 100 };
    expect(await operator.edit(ours.id, { text: 'Исправлено' })).toMatchObject({ text: 'Исправлено' });
    const old = store.items.find((item) => item.id === ours.id)!;
    store.items[store.items.indexOf(old)] = { ...old, created_at: Math.floor(state.now / 1000) - 43_201 };
    expect(await operator.edit(ours.id, { text: 'Поздно' }).catch(statusOf)).toBe(403);
  });

  it('blocks an author for a week or forever, unblocks, sets labels and adds notes', async () => {
    const moderator = await signedIn('moderator@demo.local');
    const author = vkComment().author;
    await moderator.blockAuthor(author.id, { duration: '1w', reason: 'spam' });
    expect((await moderator.author(author.id)).author.blocked_until).toBe(Math.floor(state.now / 1000) + 7 * 86_400);
    await moderator.blockAuthor(author.id, { duration: 'forever', reason: 'other' });
    expect((await moderator.author(author.id)).author.blocked_until).toBe(BLOCKED_FOREVER);
    await moderator.unblockAuthor(author.id);
    expect((await moderator.setAuthorLabels(author.id, { labels: [1, 2] })).labels).toEqual([1, 2]);
    await moderator.addAuthorNote(author.id, { text: 'Первая' });
    await moderator.addAuthorNote(author.id, { text: 'Вторая' });
    const detail = await moderator.author(author.id);
    expect(detail.author).toMatchObject({ blocked_until: null, labels: [1, 2], notes_count: 2 });
    expect(detail.notes.map((note) => note.text)).toEqual(['Вторая', 'Первая']);
    expect(
      itemsStoreOf(state)
        .items.filter((item) => item.author.id === author.id)
        .every((item) => item.author.notes_count === 2),
    ).toBe(true);
    const analyst = await signedIn('analyst@demo.local');
    expect(await analyst.blockAuthor(author.id, { duration: '1h', reason: 'spam' }).catch(statusOf)).toBe(403);
  });
});
