// settings/accounts/{id}/stickers on the server (docs/accounts.md "Stickers"): the sandbox's Telegram and VK sets with
// their switches, saved with `seen` (409 with the sets as they are now), a set of another network refused, another
// workspace's account 404; a sticker is sent in a chat as its image, only from the sets the account still offers.
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  AccountStickers,
  AccountStickersConflict,
  ErrorBody,
  Message,
  enabledStickerSets,
  stickerSetsOf,
} from '@console/api/contract';
import { chats, companies, objects } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { createSpace } from './billingSupport.ts';
import { demoApp, demoCaller, ok } from './helpers.ts';
import { demoAccountId } from './workspacePolicySamples.ts';

const opened = demoApp();
const { get, send } = demoCaller(
  () => opened.app,
  () => opened.database.db,
);
const admin = DEMO_EMAILS.admin;
const operator = DEMO_EMAILS.operator;
const en = { 'accept-language': 'en' };

const account = (provider: string): Promise<number> => demoAccountId(opened.database.db, provider);

describe('the account sticker sets', () => {
  it('lists the provider sets, all on at first; none for a network without stickers', async () => {
    const telegram = ok(await get(admin, `/v1/objects/${await account('telegram')}/stickers`), AccountStickers);
    expect(telegram.sets.map((s) => s.id)).toEqual(stickerSetsOf('telegram').map((s) => s.id));
    expect(telegram.sets.every((s) => s.enabled && s.stickers.length >= 4)).toBe(true);
    expect(telegram.sets[0]!.stickers[0]!.url).toBe('v1/stickers/tg-sunny-1.svg');
    const vk = ok(await get(admin, `/v1/objects/${await account('vk')}/stickers`), AccountStickers);
    expect(vk.sets.length).toBeGreaterThanOrEqual(2);
    const instagram = ok(await get(admin, `/v1/objects/${await account('instagram')}/stickers`), AccountStickers);
    expect(instagram.sets).toEqual([]);
  });

  it('saves the enabled sets, refuses a stale save with the sets as they are now, and a set of another network', async () => {
    const id = await account('vk');
    const before = ok(await get(admin, `/v1/objects/${id}/stickers`), AccountStickers);
    const seen = enabledStickerSets(before);
    const saved = ok(await send(admin, 'PATCH', `/v1/objects/${id}/stickers`, { enabled: ['vk-plum'], seen }), AccountStickers);
    expect(enabledStickerSets(saved)).toEqual(['vk-plum']);
    const stale = await send(admin, 'PATCH', `/v1/objects/${id}/stickers`, { enabled: [], seen }, en);
    expect(stale.statusCode).toBe(409);
    expect(enabledStickerSets(AccountStickersConflict.parse(stale.json()).current)).toEqual(['vk-plum']);
    const foreign = await send(admin, 'PATCH', `/v1/objects/${id}/stickers`, { enabled: ['tg-mint'] }, en);
    expect(foreign.statusCode).toBe(400);
    expect(ErrorBody.parse(foreign.json()).error).toBe('This network has no such sticker set.');
    // Everything on again: the account keeps no list (absent reads as all).
    ok(await send(admin, 'PATCH', `/v1/objects/${id}/stickers`, { enabled: ['vk-sky', 'vk-plum'] }), AccountStickers);
    const [row] = await opened.database.db.select().from(objects).where(eq(objects.id, id));
    expect(row!.settings.stickers).toBeUndefined();
  });

  it("answers 404 for another workspace's account", async () => {
    const { db } = opened.database;
    const other = await createSpace(db, { name: 'Other stickers workspace', expiresAt: Date.now() + 86_400_000 });
    const [company] = await db
      .insert(companies)
      .values({ spaceId: other.id, name: 'Чужая', settings: {} as never })
      .returning();
    const [foreign] = await db
      .insert(objects)
      .values({ companyId: company!.id, name: 'Чужой', provider: 'telegram', providerId: 'other-stickers' })
      .returning();
    expect((await get(admin, `/v1/objects/${foreign!.id}/stickers`)).statusCode).toBe(404);
    expect((await send(admin, 'PATCH', `/v1/objects/${foreign!.id}/stickers`, { enabled: [] })).statusCode).toBe(404);
  });

  it('serves a sticker picture as SVG without a bearer; an unknown one is 404', async () => {
    const picture = await opened.app.inject({ method: 'GET', url: '/v1/stickers/tg-mint-2.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toMatch(/^<svg /);
    expect((await opened.app.inject({ method: 'GET', url: '/v1/stickers/nope.svg' })).statusCode).toBe(404);
  });
});

describe('sending a sticker', () => {
  it('sends it as an image of the message; a set turned off or with text is refused', async () => {
    const { db } = opened.database;
    const id = await account('telegram');
    const [chat] = await db.select().from(chats).where(eq(chats.objectId, id)).orderBy(asc(chats.id)).limit(1);
    const url = `/v1/chats/${chat!.id}/messages`;
    const sent = ok(await send(operator, 'POST', url, { text: '', sticker: 'tg-mint-1' }), Message);
    expect(sent.attachments).toEqual([
      expect.objectContaining({ kind: 'image', mime: 'image/svg+xml', url: 'v1/stickers/tg-mint-1.svg', name: 'Mint: smile' }),
    ]);
    const withText = await send(operator, 'POST', url, { text: 'hi', sticker: 'tg-mint-1' }, en);
    expect(withText.statusCode).toBe(400);
    ok(await send(admin, 'PATCH', `/v1/objects/${id}/stickers`, { enabled: ['tg-sunny'] }), AccountStickers);
    const off = await send(operator, 'POST', url, { text: '', sticker: 'tg-mint-1' }, en);
    expect(off.statusCode).toBe(400);
    expect(ErrorBody.parse(off.json()).error).toBe('This sticker is not offered for this account.');
    const vkSticker = await send(operator, 'POST', url, { text: '', sticker: 'vk-sky-1' }, en);
    expect(vkSticker.statusCode).toBe(400);
  });
});
