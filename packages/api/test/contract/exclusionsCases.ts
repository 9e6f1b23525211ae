import { expect, it } from 'vitest';
import { ExclusionsConflict } from '../../src/contract/exclusions.ts';
import { failure, type ContractContext } from './context.ts';
import { exclusionsResource } from '../../src/client/resources/exclusions.ts';
import { objectsResource } from '../../src/client/resources/objects.ts';

// accounts/{id}/exclude, exclude_messages and chats (spec §2.4; docs/exclusions.md): the rules are saved whole with the
// version seen; a save begun before another is a 409 with the rules as they are now; another account's post is a 400.
export function exclusionsCases({ signedIn }: ContractContext): void {
  it('exclusions: words saved with seen, a stale save refused with the current rules, a foreign post link refused', async () => {
    const admin = await signedIn('admin@demo.local');
    const rules = admin.client.resource(exclusionsResource);
    const accounts = (await admin.client.resource(objectsResource).list()).items;
    const vk = accounts.find((one) => one.provider === 'vk')!;
    const before = await rules.get(vk.id, 'comments');
    const saved = await rules.put(vk.id, 'comments', { words: ['контракт'], author_ids: [], posts: [], seen: before.version });
    expect(saved).toMatchObject({ words: ['контракт'], version: before.version + 1 });
    const stale = await failure(
      rules.put(vk.id, 'comments', { words: ['другое'], author_ids: [], posts: [], seen: before.version }),
    );
    expect(stale.status).toBe(409);
    expect(ExclusionsConflict.parse(stale.data).current.words).toEqual(['контракт']);
    const foreign = await failure(
      rules.put(vk.id, 'comments', { words: [], author_ids: [], posts: ['https://example.com/not-a-post'], seen: saved.version }),
    );
    expect(foreign.status).toBe(400);
    const messages = await rules.get(vk.id, 'messages');
    expect(messages.posts).toEqual([]);
    const chats = await rules.chatSettings(vk.id);
    expect(chats).toMatchObject({ new_chats: 'all', assignee: null });
    await rules.put(vk.id, 'comments', { words: [], author_ids: [], posts: [], seen: saved.version });
  });
}
