import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, toStoredToken } from '../src/client/index.ts';
import { itemsResource, toSearch } from '../src/client/resources/items.ts';
import { ItemConflict, type Item, type ItemsQuery } from '../src/contract/items.ts';
import {
  createHandlers,
  createItemsFixture,
  createMockState,
  DEMO_PASSWORD,
  HOSTILE_TEXTS,
  itemsStoreOf,
} from '../src/mocks/index.ts';
import { fakeFetch, json } from './fakeFetch.ts';
import { memorySession, sessionWithAccess } from './memorySession.ts';

const apiHosts = ['https://items-a.test/'];
const state = createMockState();
const server = setupServer(...createHandlers({ apiHosts, state }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function signedIn(email = 'operator@demo.local', locale: 'ru' | 'en' = 'ru') {
  const store = memorySession();
  const client = createClient({ apiHosts, clientId: 'c', clientSecret: 's', session: store, getLocale: () => locale });
  store.set(toStoredToken(await client.auth.passwordGrant({ username: email, password: DEMO_PASSWORD }), state.now));
  return client.resource(itemsResource);
}

describe('items resource requests', () => {
  it('sends a multi-valued filter as repeated parameters, and nothing for an empty query', () => {
    expect(toSearch({ 'status[]': ['new', 'closed'], q: 'кофе', reversed: undefined })).toBe(
      '?status%5B%5D=new&status%5B%5D=closed&q=%D0%BA%D0%BE%D1%84%D0%B5',
    );
    expect(toSearch({})).toBe('');
  });

  it('PATCHes with the version and POSTs replies and actions', async () => {
    const fake = fakeFetch(() => json({ items: [], failed: [] }));
    const client = createClient({
      apiHosts: ['https://a.test/'],
      clientId: 'c',
      clientSecret: 's',
      session: sessionWithAccess('stored'),
      getLocale: () => 'en',
      fetch: fake.fetch,
    });
    await client.resource(itemsResource).bulk({ ids: [1, 2], status: 'closed' });
    expect(fake.calls[0]).toMatchObject({ method: 'POST', url: 'https://a.test/v1/items/bulk' });
    expect(JSON.parse(fake.calls[0]!.body!)).toEqual({ ids: [1, 2], status: 'closed' });
  });
});

describe('the mock inbox', () => {
  it('lists new and in-progress items by default, newest first, only top-level comments', async () => {
    const page = await (await signedIn()).list();
    expect(page.items.length).toBe(50);
    expect(page.items.every((item) => ['new', 'inprogress'].includes(item.status) && item.parent_id === null)).toBe(true);
    const times = page.items.map((item) => item.created_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages with the cursor without a duplicate or a gap, oldest first when reversed', async () => {
    const items = await signedIn();
    const query: ItemsQuery = { 'status[]': ['new', 'inprogress', 'open', 'closed', 'delayed', 'waiting'], limit: '40' };
    for (const reversed of ['0', '1'] as const) {
      const seen: Item[] = [];
      let cursor: string | undefined;
      do {
        const page = await items.list({ ...query, reversed, ...(cursor ? { cursor } : {}) });
        seen.push(...page.items);
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
      const expected = itemsStoreOf(state).items.filter((item) => item.parent_id === null);
      expect(new Set(seen.map((item) => item.id)).size).toBe(expected.length);
      expect(seen.length).toBe(expected.length);
      if (reversed === '1') expect(seen[0]!.created_at).toBeLessThanOrEqual(seen.at(-1)!.created_at);
    }
  });

  it('filters by network, priority and text, and refuses a damaged cursor', async () => {
    const items = await signedIn();
    const vk = await items.list({ 'provider[]': 'vk', 'priority[]': ['high'] });
    expect(vk.items.length).toBeGreaterThan(0);
    expect(vk.items.every((item) => item.provider === 'vk' && item.priority === 'high')).toBe(true);
    const found = await items.list({ q: 'ЗАКАЗ', 'status[]': ['new', 'inprogress', 'open', 'closed', 'delayed', 'waiting'] });
    expect(found.items.every((item) => item.text.toLowerCase().includes('заказ'))).toBe(true);
    await expect(items.list({ cursor: '%%%' })).rejects.toMatchObject({ status: 400 });
  });

  it('answers a stale version with 409: who changed what, and the item as it is now', async () => {
    const operator = await signedIn();
    const moderator = await signedIn('moderator@demo.local');
    const [first] = (await operator.list()).items;
    const changed = await moderator.update(first!.id, { version: first!.version, status: 'closed' });
    expect(changed).toMatchObject({ status: 'closed', version: first!.version + 1 });
    const error = await operator.update(first!.id, { version: first!.version, priority: 'high' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, serverText: 'Мария Модератор уже изменил(а) комментарий: статус' });
    const conflict = ItemConflict.parse((error as { data: unknown }).data);
    expect(conflict.item.status).toBe('closed');
    expect(conflict.changes).toEqual([
      expect.objectContaining({ field: 'status', from: first!.status, to: 'closed', user: expect.objectContaining({ id: 3 }) }),
    ]);
  });

  it('refuses tags of another space with 400 naming them, in the request language, as the server does', async () => {
    const [first] = (await (await signedIn()).list()).items;
    const ru = await signedIn();
    const foreign = await ru.update(first!.id, { version: first!.version, tags: [11, 900, 901, 900] }).catch((e: unknown) => e);
    expect(foreign).toMatchObject({ status: 400, serverText: 'Теги 900, 901 не относятся к пространству комментария' });
    const en = await signedIn('operator@demo.local', 'en');
    const bulk = await en.bulk({ ids: [first!.id], add_tags: [902] }).catch((e: unknown) => e);
    expect(bulk).toMatchObject({ status: 400, serverText: "Tags 902 do not belong to the comment's space" });
    // Nothing changed; the space's own tag (INBOX_TAGS) is taken.
    expect(itemsStoreOf(state).items.find((item) => item.id === first!.id)).toMatchObject({ version: first!.version });
    expect(await ru.update(first!.id, { version: first!.version, tags: [11] })).toMatchObject({ tags: [11] });
  });

  it('opens an item with its post and thread, marking it read', async () => {
    const items = await signedIn();
    const withReply = itemsStoreOf(state).items.find((item) => item.from_us)!;
    const detail = await items.get(withReply.parent_id!);
    expect(detail.item.unread).toBe(false);
    expect(detail.post?.id).toBe(detail.item.post_id);
    expect(detail.thread.map((item) => item.id)).toContain(withReply.id);
    await expect(items.get(999_999)).rejects.toMatchObject({ status: 404 });
  });

  it('keeps hostile text byte for byte (the screens must show it as text)', () => {
    const texts = new Set(createItemsFixture().items.map((item) => item.text));
    for (const hostile of HOSTILE_TEXTS) expect(texts.has(hostile)).toBe(true);
    expect(createItemsFixture()).toEqual(createItemsFixture());
  });
});
