// Item replies carry files the way chat messages do: POST v1/items/{id}/attachments stores one file within
// the network's comment limits (spec §9: quota, 5 MB images, 10 MB where a source allows, allowed types; the chats'
// texts), POST v1/items/{id}/reply names them, the thread shows them, and a file goes with one reply only.
import { describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { Attachment, Item, ItemDetail } from '@console/api/contract';
import { chatAttachments, items, spaces } from '../src/db/schema.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { PNG_BASE64 } from './chatsPolicySamples.ts';
import { demoApp, demoCaller, ok } from './helpers.ts';

const EN = { 'accept-language': 'en' };
const OPERATOR = DEMO_EMAILS.operator;
const PNG = Buffer.from(PNG_BASE64, 'base64');

const demo = demoApp();

const { get, send } = demoCaller(
  () => demo.app,
  () => demo.database.db,
);

/** Top-level comments of the demo space on a network, not ours and not deleted (those take no reply), oldest first. */
async function itemsOn(provider: string) {
  return demo.database.db
    .select({ id: items.id })
    .from(items)
    .innerJoin(spaces, eq(spaces.id, items.spaceId))
    .where(
      and(
        eq(spaces.name, DEMO_SPACE_NAME),
        eq(items.provider, provider),
        eq(items.fromUs, false),
        eq(items.deleted, false),
        isNull(items.parentId),
      ),
    )
    .orderBy(asc(items.id));
}
async function itemOn(provider: string, index = 0): Promise<number> {
  const row = (await itemsOn(provider))[index];
  if (!row) throw new Error(`no ${provider} demo item`);
  return row.id;
}

const upload = (itemId: number, name: string, mime: string, data: Buffer, email: string = OPERATOR) =>
  send(email, 'POST', `/v1/items/${itemId}/attachments`, { name, mime, data: data.toString('base64') }, EN);
const reply = (itemId: number, body: object) => send(OPERATOR, 'POST', `/v1/items/${itemId}/reply`, body, EN);

describe('item reply attachments', () => {
  it('a reply carries its uploaded files: answered, in the thread, downloadable; a file goes with one reply only', async () => {
    const id = await itemOn('vk');
    const file = await ok(await upload(id, 'чек.png', 'image/png', PNG), Attachment);
    expect(file).toMatchObject({ name: 'чек.png', kind: 'image', size: PNG.length, mime: 'image/png' });
    const sent = await ok(await reply(id, { text: 'Чек во вложении', attachment_ids: [file.id] }), Item);
    expect(sent.attachments?.map((a) => a.id)).toEqual([file.id]);
    const detail = await ok(await get(OPERATOR, `/v1/items/${id}`), ItemDetail);
    const inThread = detail.thread.find((row) => row.id === sent.id);
    expect(inThread?.attachments?.map((a) => a.name)).toEqual(['чек.png']);
    // Replies without files keep the shape they had: no `attachments` key.
    expect(detail.thread.filter((row) => row.id !== sent.id).every((row) => row.attachments === undefined)).toBe(true);
    const download = await demo.app.inject({ method: 'GET', url: `/${inThread!.attachments![0]!.url}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PNG)).toBe(true);
    const again = await reply(id, { text: 'Ещё раз', attachment_ids: [file.id] });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('The file is not found or already sent');
  });

  it("a file uploaded for one item cannot go with another item's reply", async () => {
    const [first, second] = [await itemOn('vk', 1), await itemOn('vk', 2)];
    const file = await ok(await upload(first, 'a.png', 'image/png', PNG), Attachment);
    const elsewhere = await reply(second, { text: 'Не тот', attachment_ids: [file.id] });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error).toBe('The file is not found or already sent');
  });

  it("keeps the network's quota per reply and refuses files where its comments take none (spec §9)", async () => {
    const id = await itemOn('vk', 3);
    const files = [];
    for (const n of [1, 2, 3]) files.push(await ok(await upload(id, `${n}.png`, 'image/png', PNG), Attachment));
    const tooMany = await reply(id, { text: 'Три', attachment_ids: files.map((f) => f.id) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('VK allows at most 2 files per reply');
    const youtube = await upload(await itemOn('youtube'), 'a.png', 'image/png', PNG);
    expect(youtube.statusCode).toBe(400);
    expect(youtube.json().error).toBe('YouTube takes no files in replies to comments');
    expect((await reply(await itemOn('youtube', 1), { text: 'x', attachment_ids: [files[0]!.id] })).json().error).toBe(
      'YouTube takes no files in replies to comments',
    );
  });

  it('checks types and sizes with the chats texts: no SVG or HTML, images only without large uploads, 5 or 10 MB', async () => {
    const vk = await itemOn('vk', 4);
    const svg = await upload(vk, 'x.svg', 'image/svg+xml', Buffer.from('<svg/>'));
    expect(svg.statusCode).toBe(400);
    expect(svg.json().error).toBe('This file type cannot be sent: image/svg+xml');
    expect((await upload(vk, 'x.html', 'text/html', Buffer.from('<script>1</script>'))).statusCode).toBe(400);
    expect((await upload(vk, 'x.png', 'image/png', Buffer.from('<html>'))).json().error).toBe('The file is damaged');
    // VK allows 10 MB and documents; Facebook images only, 5 MB.
    expect((await upload(vk, 'a.txt', 'text/plain', Buffer.from('hello'))).statusCode).toBe(200);
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(vk, 'big.png', 'image/png', big)).json().error).toBe('The file is larger than the 10 MB VK allows');
    const facebook = await itemOn('facebook');
    const pdf = await upload(facebook, 'a.pdf', 'application/pdf', Buffer.from('%PDF-1.4'));
    expect(pdf.json().error).toBe('This file type cannot be sent: application/pdf');
    const six = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    expect((await upload(facebook, 'six.png', 'image/png', six)).json().error).toBe(
      'The file is larger than the 5 MB Facebook allows',
    );
  });

  it('under files the text is a caption: Telegram takes 1024 of its 4096 (spec §9)', async () => {
    const id = await itemOn('telegram');
    const file = await ok(await upload(id, 'a.png', 'image/png', PNG), Attachment);
    const long = await reply(id, { text: 'я'.repeat(1100), attachment_ids: [file.id] });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('The reply is longer than Telegram allows: 1100 of 1024');
    // The refused reply left the file unsent: a caption within the limit takes it.
    expect((await reply(id, { text: 'я'.repeat(1024), attachment_ids: [file.id] })).statusCode).toBe(200);
    expect((await reply(await itemOn('telegram', 1), { text: 'я'.repeat(1100) })).statusCode).toBe(200);
  });

  it('a bulk reply sends a file once: the server copies it for each other item, each copy goes with its own reply', async () => {
    const [first, second, third] = [await itemOn('vk', 6), await itemOn('vk', 7), await itemOn('vk', 8)];
    const file = await ok(await upload(first, 'меню.png', 'image/png', PNG), Attachment);
    const copy = await ok(await send(OPERATOR, 'POST', `/v1/items/${second}/attachments`, { copy_of: file.id }, EN), Attachment);
    expect(copy).toMatchObject({ name: 'меню.png', mime: 'image/png', size: PNG.length, kind: 'image' });
    expect(copy.id).not.toBe(file.id);
    await ok(await reply(first, { text: 'Меню', attachment_ids: [file.id] }), Item);
    const sent = await ok(await reply(second, { text: 'Меню', attachment_ids: [copy.id] }), Item);
    const download = await demo.app.inject({ method: 'GET', url: `/${sent.attachments![0]!.url}` });
    expect(download.rawPayload.equals(PNG)).toBe(true);
    // A sent file can still be copied (the first reply may go before the others); the copy belongs to its item only.
    const again = await ok(await send(OPERATOR, 'POST', `/v1/items/${third}/attachments`, { copy_of: file.id }, EN), Attachment);
    expect((await reply(second, { text: 'Не тот', attachment_ids: [again.id] })).json().error).toBe(
      'The file is not found or already sent',
    );
  });

  it("copies only the user's own item files, within the target network's limits", async () => {
    const vk = await itemOn('vk', 9);
    const pdf = await ok(await upload(vk, 'a.pdf', 'application/pdf', Buffer.from('%PDF-1.4')), Attachment);
    const toFacebook = await send(
      OPERATOR,
      'POST',
      `/v1/items/${await itemOn('facebook', 1)}/attachments`,
      { copy_of: pdf.id },
      EN,
    );
    expect(toFacebook.json().error).toBe('This file type cannot be sent: application/pdf');
    const byAdmin = await send(
      DEMO_EMAILS.admin,
      'POST',
      `/v1/items/${await itemOn('vk', 10)}/attachments`,
      { copy_of: pdf.id },
      EN,
    );
    expect(byAdmin.statusCode).toBe(400);
    expect(byAdmin.json().error).toBe('The file is not found or already sent');
    const missing = await send(OPERATOR, 'POST', `/v1/items/${vk}/attachments`, { copy_of: 999_999 }, EN);
    expect(missing.json().error).toBe('The file is not found or already sent');
    const both = await send(OPERATOR, 'POST', `/v1/items/${vk}/attachments`, { copy_of: 'x' }, EN);
    expect(both.statusCode).toBe(400);
  });

  it("drops the user's files no reply took within a day when they upload again; sent files stay", async () => {
    const id = await itemOn('vk', 11);
    const abandoned = await ok(await upload(id, 'черновик.png', 'image/png', PNG), Attachment);
    const sentFile = await ok(await upload(id, 'отправлен.png', 'image/png', PNG), Attachment);
    const sent = await ok(await reply(id, { text: 'С файлом', attachment_ids: [sentFile.id] }), Item);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await demo.database.db
      .update(chatAttachments)
      .set({ createdAt: dayAgo })
      .where(inArray(chatAttachments.id, [abandoned.id, sentFile.id]));
    await ok(await upload(id, 'новый.png', 'image/png', PNG), Attachment);
    expect((await reply(id, { text: 'Старый файл', attachment_ids: [abandoned.id] })).json().error).toBe(
      'The file is not found or already sent',
    );
    const download = await demo.app.inject({ method: 'GET', url: `/${sent.attachments![0]!.url}` });
    expect(download.statusCode).toBe(200);
  });

  it('uploading is for those who may reply: a moderator may not', async () => {
    const moderator = await upload(await itemOn('vk', 5), 'a.png', 'image/png', PNG, DEMO_EMAILS.moderator);
    expect(moderator.statusCode).toBe(403);
  });
});
