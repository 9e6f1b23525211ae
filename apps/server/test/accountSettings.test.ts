// settings/accounts/{id} on the server (spec §2.4 account-edit, reactions): the account's settings with what removing
// it takes away counted; a rename, a move to another company of the space (its items and chats follow), flag settings,
// disconnect and the reactions offered; a save begun before another administrator's is refused with the account as it
// is now; removing deletes its items and chats; another workspace's accounts answer 404.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  AccountConflict,
  AccountSettings,
  DeletedResponse,
  ErrorBody,
  ObjectsResponse,
  seenOfAccount,
  TELEGRAM_REACTIONS,
  VK_REACTIONS,
} from '@console/api/contract';
import { chatMessages, chats, companies, items, objects } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { createSpace } from './billingSupport.ts';
import { demoApp, demoCaller, ok } from './helpers.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

const opened = demoApp();
const { get, send } = demoCaller(
  () => opened.app,
  () => opened.database.db,
);
const admin = DEMO_EMAILS.admin;
const en = { 'accept-language': 'en' };

async function demoAccount(provider: string) {
  const { db } = opened.database;
  const [row] = await db
    .select({ id: objects.id, companyId: objects.companyId })
    .from(objects)
    .innerJoin(companies, eq(companies.id, objects.companyId))
    .where(and(eq(companies.spaceId, await demoSpaceId(db)), eq(objects.provider, provider)));
  return row!;
}

describe('account settings', () => {
  it('answers the settings with the counts of items and chats, all reactions and every flag on', async () => {
    const { db } = opened.database;
    const vk = await demoAccount('vk');
    const settings = ok(await get(admin, `/v1/objects/${vk.id}/settings`), AccountSettings);
    expect(settings.object.id).toBe(vk.id);
    expect(settings.flags).toEqual({ comments: true, messages: true });
    expect(settings.disconnected).toBe(false);
    expect(settings.reactions).toEqual([...VK_REACTIONS]);
    expect(settings.counts.items).toBe(await db.$count(items, eq(items.objectId, vk.id)));
    expect(settings.counts.chats).toBe(await db.$count(chats, eq(chats.objectId, vk.id)));
  });

  it('renames, moves to another company with its items and chats, turns a flag off and limits the reactions', async () => {
    const { db } = opened.database;
    const vk = await demoAccount('vk');
    const [other] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.spaceId, await demoSpaceId(db))));
    const target = other!.id === vk.companyId ? (await demoAccount('gmaps')).companyId : other!.id;
    const before = ok(await get(admin, `/v1/objects/${vk.id}/settings`), AccountSettings);
    const saved = ok(
      await send(admin, 'PATCH', `/v1/objects/${vk.id}`, {
        name: 'Зерно VK',
        company: target,
        flags: { messages: false },
        reactions: [4, 1],
        seen: seenOfAccount(before),
      }),
      AccountSettings,
    );
    expect(saved.object).toMatchObject({ name: 'Зерно VK', company: target, reactions: [1, 4] });
    expect(saved.flags).toEqual({ comments: true, messages: false });
    expect(saved.reactions).toEqual([1, 4]);
    expect(await db.$count(items, and(eq(items.objectId, vk.id), eq(items.companyId, vk.companyId)))).toBe(0);
    expect(await db.$count(chats, and(eq(chats.objectId, vk.id), eq(chats.companyId, vk.companyId)))).toBe(0);
    // The list shows the new name; the chats read the reactions offered from it.
    const listed = ok(await get(DEMO_EMAILS.operator, '/v1/objects'), ObjectsResponse);
    expect(listed.items.find((one) => one.id === vk.id)).toMatchObject({ name: 'Зерно VK', reactions: [1, 4] });
    // All of them again: the account offers the provider's set, and says nothing of it.
    const all = ok(await send(admin, 'PATCH', `/v1/objects/${vk.id}`, { reactions: [...VK_REACTIONS] }), AccountSettings);
    expect(all.object.reactions).toBeUndefined();
    expect(all.reactions).toEqual([...VK_REACTIONS]);
  });

  it('refuses a reaction outside the provider set, a company of another space, and a stale save with the account now', async () => {
    const { db } = opened.database;
    const tg = await demoAccount('telegram');
    const refused = await send(admin, 'PATCH', `/v1/objects/${tg.id}`, { reactions: [1] }, en);
    expect(refused.statusCode).toBe(400);
    expect(ErrorBody.parse(refused.json()).error).toBe('Telegram does not offer this reaction.');
    const other = await createSpace(db, { name: 'Other accounts workspace', expiresAt: Date.now() + 86_400_000 });
    const [otherCompany] = await db
      .insert(companies)
      .values({ spaceId: other.id, name: 'Чужая', settings: { items_assigned_to: null, status_open: false, tags_mode: '' } })
      .returning();
    expect((await send(admin, 'PATCH', `/v1/objects/${tg.id}`, { company: otherCompany!.id })).statusCode).toBe(400);
    const first = ok(await get(admin, `/v1/objects/${tg.id}/settings`), AccountSettings);
    ok(await send(admin, 'PATCH', `/v1/objects/${tg.id}`, { disconnected: true, seen: seenOfAccount(first) }), AccountSettings);
    const stale = await send(admin, 'PATCH', `/v1/objects/${tg.id}`, { name: 'Late', seen: seenOfAccount(first) }, en);
    expect(stale.statusCode).toBe(409);
    const conflict = AccountConflict.parse(stale.json());
    expect(conflict.current.disconnected).toBe(true);
    expect(conflict.current.object.name).not.toBe('Late');
  });

  it('limits the reactions a chat of the account takes to those left on', async () => {
    const { db } = opened.database;
    const tg = await demoAccount('telegram');
    const [message] = await db
      .select({ id: chatMessages.id, chatId: chatMessages.chatId })
      .from(chatMessages)
      .innerJoin(chats, eq(chats.id, chatMessages.chatId))
      .where(and(eq(chats.objectId, tg.id), eq(chatMessages.direction, 'in'), eq(chatMessages.kind, 'message')))
      .limit(1);
    ok(await send(admin, 'PATCH', `/v1/objects/${tg.id}`, { reactions: ['👍'] }), AccountSettings);
    const url = `/v1/chats/${message!.chatId}/messages/${message!.id}/reaction`;
    expect((await send(DEMO_EMAILS.operator, 'PUT', url, { reaction: '🔥' }, en)).json()).toMatchObject({
      error: 'Telegram has no such reaction',
    });
    expect((await send(DEMO_EMAILS.operator, 'PUT', url, { reaction: '👍' })).statusCode).toBe(200);
    ok(await send(admin, 'PATCH', `/v1/objects/${tg.id}`, { reactions: [...TELEGRAM_REACTIONS] }), AccountSettings);
  });

  it('removes the account with its items and chats', async () => {
    const { db } = opened.database;
    const wa = await demoAccount('whatsapp');
    ok(await send(admin, 'DELETE', `/v1/objects/${wa.id}`), DeletedResponse);
    expect(await db.$count(objects, eq(objects.id, wa.id))).toBe(0);
    expect(await db.$count(chats, eq(chats.objectId, wa.id))).toBe(0);
    expect((await get(admin, `/v1/objects/${wa.id}/settings`)).statusCode).toBe(404);
  });
});

describe('another workspace', () => {
  it("answers 404 for another workspace's account", async () => {
    const { db } = opened.database;
    const other = await createSpace(db, { name: 'Other account workspace', expiresAt: Date.now() + 86_400_000 });
    const [company] = await db
      .insert(companies)
      .values({ spaceId: other.id, name: 'Чужая', settings: { items_assigned_to: null, status_open: false, tags_mode: '' } })
      .returning();
    const [account] = await db
      .insert(objects)
      .values({ companyId: company!.id, name: 'Чужой', provider: 'vk', providerId: 'other-1' })
      .returning();
    expect((await get(admin, `/v1/objects/${account!.id}/settings`)).statusCode).toBe(404);
    expect((await send(admin, 'PATCH', `/v1/objects/${account!.id}`, { name: 'X' })).statusCode).toBe(404);
    expect((await send(admin, 'DELETE', `/v1/objects/${account!.id}`)).statusCode).toBe(404);
  });
});
