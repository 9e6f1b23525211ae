import { expect, it } from 'vitest';
import { AccountStickersConflict, enabledStickerSets } from '../../src/contract/stickers.ts';
import { failure, type ContractContext } from './context.ts';
import { objectsResource } from '../../src/client/resources/objects.ts';
import { stickersResource } from '../../src/client/resources/stickers.ts';

// settings/accounts/{id}/stickers (spec §2.4; docs/accounts.md "Stickers"): the Telegram sets with their switches, saved
// with `seen`; a save begun before another is a 409 with the sets as they are now; all back on at the end.
export function stickersCases({ signedIn }: ContractContext): void {
  it('stickers: a set turned off with seen, a stale save refused with the current sets, put back', async () => {
    const admin = await signedIn('admin@demo.local');
    const stickers = admin.client.resource(stickersResource);
    const accounts = (await admin.client.resource(objectsResource).list()).items;
    const telegram = accounts.find((one) => one.provider === 'telegram')!;
    const before = await stickers.get(telegram.id);
    const all = enabledStickerSets(before);
    expect(all.length).toBeGreaterThanOrEqual(2);
    const saved = await stickers.update(telegram.id, { enabled: all.slice(1), seen: all });
    expect(enabledStickerSets(saved)).toEqual(all.slice(1));
    const stale = await failure(stickers.update(telegram.id, { enabled: [], seen: all }));
    expect(stale.status).toBe(409);
    expect(enabledStickerSets(AccountStickersConflict.parse(stale.data).current)).toEqual(all.slice(1));
    await stickers.update(telegram.id, { enabled: all });
  });
}
