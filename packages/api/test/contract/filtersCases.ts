import { expect, it } from 'vitest';
import { RECENT_EMOJI_LIMIT } from '@console/spec';
import { SAVED_FILTER_NAME_MAX, type SavedFilterCreate } from '../../src/contract/filters.ts';
import { failure, type ContractContext } from './context.ts';
import { emojiResource } from '../../src/client/resources/emoji.ts';
import { filtersResource } from '../../src/client/resources/filters.ts';

const EIGHTEEN = ['😀', '😁', '😂', '🤣', '😃', '😄', '😅', '😆', '😉', '😊', '😋', '😎', '😍', '😘', '🥰', '😗', '😙', '🙂'];

// Saved filters (spec §3, §5, §7 POST/DELETE v1/me/filters) and recent emoji (§7 PUT v1/me/emoji, §9).
export function filtersCases({ session, signedIn }: ContractContext): void {
  it('filters: POST answers the updated list with the new filter (name trimmed), GET v1/config lists it, DELETE removes it', async () => {
    const s = await signedIn('operator@demo.local');
    const before = (await s.client.config.get()).filters;
    const name = `Мои новые ${Date.now()}`;
    const saved = await s.client.resource(filtersResource).create({
      name: `  ${name}  `,
      query: { status: ['new', 'open'], q: 'доставка' },
      route: 'items',
    });
    expect(saved.slice(0, before.length)).toEqual(before);
    const added = saved.at(-1)!;
    expect(added).toEqual({ id: added.id, name, query: { status: ['new', 'open'], q: 'доставка' }, route: 'items' });
    expect((await s.client.config.get()).filters).toEqual(saved);
    const after = await s.client.resource(filtersResource).remove(added.id);
    expect(after).toEqual(before);
    expect((await s.client.config.get()).filters).toEqual(before);
  });

  it('filters: a statistics filter has no route (spec §3, §7: route omitted for statistics)', async () => {
    const s = await signedIn('analyst@demo.local');
    const saved = await s.client.resource(filtersResource).create({ name: 'Неделя', query: { period: '7d' } });
    const added = saved.at(-1)!;
    expect(added).toEqual({ id: added.id, name: 'Неделя', query: { period: '7d' } });
    expect('route' in added).toBe(false);
    await s.client.resource(filtersResource).remove(added.id);
  });

  it('filters: a blank or too long name, an unknown route, an empty or malformed query are 400s with the server text', async () => {
    const s = await signedIn('operator@demo.local');
    const before = (await s.client.config.get()).filters;
    const valid: SavedFilterCreate = { name: 'Фильтр', query: { status: 'new' }, route: 'chats' };
    const invalid: unknown[] = [
      { ...valid, name: '   ' },
      { ...valid, name: 'я'.repeat(SAVED_FILTER_NAME_MAX + 1) },
      { ...valid, route: 'stats' },
      { ...valid, route: 'nowhere' },
      { ...valid, query: {} },
      { ...valid, query: { 'status[]': 'new' } },
      { ...valid, query: { status: '' } },
      { ...valid, query: { status: [] } },
      { ...valid, query: { q: 'x'.repeat(201) } },
      { ...valid, query: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, 'v'])) },
      { name: 'Без запроса' },
    ];
    for (const body of invalid) {
      const error = await failure(s.client.resource(filtersResource).create(body as SavedFilterCreate));
      expect(error.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(error.serverText).toBeTruthy();
    }
    expect((await s.client.config.get()).filters).toEqual(before);
    // The longest name is fine.
    const longest = await s.client.resource(filtersResource).create({ ...valid, name: 'я'.repeat(SAVED_FILTER_NAME_MAX) });
    await s.client.resource(filtersResource).remove(longest.at(-1)!.id);
  });

  it("filters: a user sees and deletes only their own; someone else's id or a missing one is a 404", async () => {
    const owner = await signedIn('moderator@demo.local');
    const other = await signedIn('reader@demo.local');
    const mine = (
      await owner.client.resource(filtersResource).create({ name: 'Чужой', query: { priority: ['high'] }, route: 'issues' })
    ).at(-1)!;
    expect((await other.client.config.get()).filters.map((f) => f.id)).not.toContain(mine.id);
    const refused = await failure(other.client.resource(filtersResource).remove(mine.id));
    expect(refused.status).toBe(404);
    expect(refused.serverText).toBeTruthy();
    expect((await owner.client.config.get()).filters).toContainEqual(mine);
    await owner.client.resource(filtersResource).remove(mine.id);
    expect((await failure(owner.client.resource(filtersResource).remove(mine.id))).status).toBe(404);
  });

  it('filters and emoji without a token are 401s', async () => {
    const s = session();
    expect((await failure(s.client.resource(filtersResource).create({ name: 'x', query: { a: 'b' } }))).status).toBe(401);
    expect((await failure(s.client.resource(filtersResource).remove(1))).status).toBe(401);
    expect((await failure(s.client.resource(emojiResource).put({ vk: ['👍'] }))).status).toBe(401);
  });

  it('emoji: PUT replaces the named networks, keeps the others, answers the whole map; GET v1/config carries it', async () => {
    const s = await signedIn('operator@demo.local');
    expect(await s.client.resource(emojiResource).put({ vk: ['👍', '🔥'] })).toMatchObject({ vk: ['👍', '🔥'] });
    const both = await s.client.resource(emojiResource).put({ telegram: EIGHTEEN });
    expect(both).toMatchObject({ vk: ['👍', '🔥'], telegram: EIGHTEEN });
    expect((await s.client.config.get()).emoji).toEqual(both);
    expect(await s.client.resource(emojiResource).put({ vk: ['🎉', '👍', '🔥'] })).toEqual({ ...both, vk: ['🎉', '👍', '🔥'] });
    // Another user's emoji are their own.
    const other = await signedIn('admin@demo.local');
    expect((await other.client.config.get()).emoji['telegram']).toBeUndefined();
  });

  it('emoji: more than 18, a repeated or too long emoji, an unknown network are 400s and change nothing', async () => {
    const s = await signedIn('reader@demo.local');
    const before = (await s.client.config.get()).emoji;
    const invalid: unknown[] = [
      { vk: [...EIGHTEEN, '🙃'] },
      { vk: ['👍', '👍'] },
      { vk: ['👍'.repeat(17)] },
      { vk: [''] },
      { vk: ['a b'] },
      { myspace: ['👍'] },
      { vk: '👍' },
    ];
    expect(EIGHTEEN).toHaveLength(RECENT_EMOJI_LIMIT);
    for (const body of invalid) {
      const error = await failure(s.client.resource(emojiResource).put(body as Record<string, string[]>));
      expect(error.status, JSON.stringify(body)).toBe(400);
      expect(error.serverText).toBeTruthy();
    }
    expect((await s.client.config.get()).emoji).toEqual(before);
  });
}
