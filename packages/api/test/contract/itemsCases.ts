import { expect, it } from 'vitest';
import { failure, type ContractContext } from './context.ts';
import { itemsResource } from '../../src/client/resources/items.ts';
import { ERROR_TYPE_CONFLICT, ItemConflict, type Item } from '../../src/contract/items.ts';

const newestFirst = (items: readonly Item[]) =>
  items.every((item, i) => i === 0 || [items[i - 1]!.created_at, items[i - 1]!.id] >= [item.created_at, item.id]);

// The comments inbox, the same on the MSW handlers and the reference server.
export function itemsCases({ session, signedIn }: ContractContext): void {
  it('items: without status[] the list holds new and in-progress top-level items, newest first', async () => {
    const s = await signedIn('reader@demo.local');
    const page = await s.client.resource(itemsResource).list({ limit: '30' });
    expect(page.items.length).toBe(30);
    expect(page.items.every((i) => (i.status === 'new' || i.status === 'inprogress') && i.parent_id === null)).toBe(true);
    expect(newestFirst(page.items)).toBe(true);
    expect(page.next_cursor).not.toBeNull();
  });

  it('items: keyset pages follow one another without duplicates; status[] and provider[] filter', async () => {
    const s = await signedIn('reader@demo.local');
    const items = s.client.resource(itemsResource);
    const first = await items.list({ limit: '5' });
    const second = await items.list({ limit: '5', cursor: first.next_cursor! });
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((i) => i.id)).size).toBe(10);
    expect(newestFirst(all)).toBe(true);
    const closed = await items.list({ 'status[]': ['closed'], limit: '20' });
    expect(closed.items.length).toBeGreaterThan(0);
    expect(closed.items.every((i) => i.status === 'closed')).toBe(true);
    const provider = first.items[0]!.provider;
    const one = await items.list({ 'provider[]': [provider], limit: '20' });
    expect(one.items.every((i) => i.provider === provider)).toBe(true);
  });

  it('items/{id}: the item, read now, with its thread under it; an unknown id is a 404', async () => {
    const s = await signedIn('operator@demo.local');
    const items = s.client.resource(itemsResource);
    const closed = await items.list({ 'status[]': ['closed'], limit: '20' });
    const target = closed.items[0]!;
    const detail = await items.get(target.id);
    expect(detail.item.id).toBe(target.id);
    expect(detail.item.unread).toBe(false);
    expect(detail.thread.every((i) => i.parent_id === target.id)).toBe(true);
    expect((await failure(items.get(987_654))).status).toBe(404);
  });

  it('items/{id} PATCH: the version goes up; a write at an older version is a 409 with the changes since', async () => {
    const s = await signedIn('operator@demo.local');
    const items = s.client.resource(itemsResource);
    const target = (await items.list({ 'status[]': ['new'], limit: '10' })).items[3]!;
    const changed = await items.update(target.id, {
      version: target.version,
      priority: target.priority === 'high' ? 'low' : 'high',
    });
    expect(changed.version).toBe(target.version + 1);
    const stale = await failure(items.update(target.id, { version: target.version, sentiment: 'positive' }));
    expect(stale.status).toBe(409);
    expect(stale.errorType).toBe(ERROR_TYPE_CONFLICT);
    const conflict = ItemConflict.parse(stale.data);
    expect(conflict.item.version).toBe(changed.version);
    expect(conflict.changes.map((c) => c.field)).toContain('priority');
    expect(conflict.error).toBeTruthy();
  });

  it('items/bulk: one change to each item; an unknown id is listed as failed', async () => {
    const s = await signedIn('operator@demo.local');
    const items = s.client.resource(itemsResource);
    const [a, b] = (await items.list({ 'status[]': ['new'], limit: '10' })).items.slice(6, 8);
    const result = await items.bulk({ ids: [a!.id, b!.id, 987_654], status: 'open' });
    expect(result.items.map((i) => i.id).sort()).toEqual([a!.id, b!.id].sort());
    expect(result.items.every((i) => i.status === 'open')).toBe(true);
    expect(result.failed.map((f) => f.id)).toEqual([987_654]);
  });

  it('items without a token are 401s', async () => {
    const items = session().client.resource(itemsResource);
    expect((await failure(items.list())).status).toBe(401);
    expect((await failure(items.get(1))).status).toBe(401);
  });
}
