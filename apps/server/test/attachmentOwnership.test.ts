// A message or a reply carries only its sender's own uploads (chats/attachments.ts): attachment ids are sequential,
// so another member's file, uploaded for the same chat or item and not sent yet, must not go out under my name.
import { describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { Attachment, Item, Message } from '@console/api/contract';
import { chats, items, spaces } from '../src/db/schema.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { PNG_BASE64 } from './chatsPolicySamples.ts';
import { demoApp, demoCaller, ok } from './helpers.ts';

const EN = { 'accept-language': 'en' };
const { operator: OPERATOR, admin: ADMIN } = DEMO_EMAILS;
const NOT_YOURS = 'Only files you uploaded yourself can be attached';

const demo = demoApp();
const { send } = demoCaller(
  () => demo.app,
  () => demo.database.db,
);

async function demoRecordOn(table: typeof chats | typeof items, provider: string): Promise<number> {
  const where =
    table === items
      ? and(eq(spaces.name, DEMO_SPACE_NAME), eq(items.provider, provider), eq(items.fromUs, false), isNull(items.parentId))
      : and(eq(spaces.name, DEMO_SPACE_NAME), eq(chats.provider, provider));
  const [row] = await demo.database.db
    .select({ id: table.id })
    .from(table)
    .innerJoin(spaces, eq(spaces.id, table.spaceId))
    .where(where)
    .orderBy(asc(table.id))
    .limit(1);
  if (!row) throw new Error(`no ${provider} record`);
  return row.id;
}

const png = { name: 'a.png', mime: 'image/png', data: PNG_BASE64 };

describe("another member's upload", () => {
  it('cannot go with my chat message: 400 with the reason, and the file stays theirs to send', async () => {
    const chat = await demoRecordOn(chats, 'telegram');
    const theirs = await ok(await send(OPERATOR, 'POST', `/v1/chats/${chat}/attachments`, png, EN), Attachment);
    const mine = await send(ADMIN, 'POST', `/v1/chats/${chat}/messages`, { text: 'x', attachment_ids: [theirs.id] }, EN);
    expect(mine.statusCode).toBe(400);
    expect(mine.json()).toEqual({ error: NOT_YOURS });
    const own = await send(OPERATOR, 'POST', `/v1/chats/${chat}/messages`, { text: 'x', attachment_ids: [theirs.id] }, EN);
    expect(ok(own, Message).attachments.map((a) => a.id)).toEqual([theirs.id]);
  });

  it('cannot go with my reply to an item: 400 with the reason, and the file stays theirs to send', async () => {
    const item = await demoRecordOn(items, 'vk');
    const theirs = await ok(await send(OPERATOR, 'POST', `/v1/items/${item}/attachments`, png, EN), Attachment);
    const mine = await send(ADMIN, 'POST', `/v1/items/${item}/reply`, { text: 'x', attachment_ids: [theirs.id] }, EN);
    expect(mine.statusCode).toBe(400);
    expect(mine.json()).toEqual({ error: NOT_YOURS });
    const own = await send(OPERATOR, 'POST', `/v1/items/${item}/reply`, { text: 'x', attachment_ids: [theirs.id] }, EN);
    expect(ok(own, Item).attachments?.map((a) => a.id)).toEqual([theirs.id]);
  });
});
