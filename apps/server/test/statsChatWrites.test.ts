// A chat's figures kept by its writes (stats/rollups.ts keepingChatStats, docs/stats.md): a message sent or received
// and a close add only their own events, so a chat of hundreds of messages is written as a new one is; a change of
// what the chat counts under (a reassignment, by PATCH, by a macro's message, by its member's removal) moves its whole
// share. After each, the kept rollups, reply times and event lines equal a recount.
import { describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { Chat, DeletedResponse, Macro, Message } from '@console/api/contract';
import { chatMessages, chats, itemAuthors, users } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { createChatSource } from '../src/chats/sandboxSource.ts';
import type { Publisher } from '../src/realtime/publisher.ts';
import { BUCKET_S, recountSpace } from '../src/stats/rollups.ts';
import { telegramChat } from './chatsPolicySamples.ts';
import { demoApp, demoCaller, ok } from './helpers.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

const opened = demoApp();
const db = () => opened.database.db;
const { send } = demoCaller(() => opened.app, db);
const admin = DEMO_EMAILS.admin;
const SILENT: Publisher = { toUser() {}, toSpace() {}, closeUser() {}, restartUser() {} };
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/** The kept tables of a space (the chats' lines of its chats), row for row. */
async function kept(spaceId: number) {
  const ordered = (table: string) =>
    db().execute(
      sql`select * from ${sql.raw(table)} where space_id = ${spaceId} order by ${sql.raw(
        'bucket, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment',
      )}${sql.raw(table === 'stats_reply_times' ? ', bin' : '')}`,
    );
  const ofChats = (table: string) =>
    db().execute(sql`select * from ${sql.raw(table)} where chat_id in (select id from chats where space_id = ${spaceId})
      order by 1, 2, 3, 4`);
  return Promise.all([
    ordered('stats_rollups').then(rowsOf),
    ordered('stats_reply_times').then(rowsOf),
    ofChats('stats_chat_lines').then(rowsOf),
    ofChats('stats_chat_spans').then(rowsOf),
  ]);
}

/** The kept tables equal what a recount makes of the raw rows. */
async function expectRecounted(spaceId: number) {
  const before = await kept(spaceId);
  await recountSpace(db(), spaceId);
  expect(await kept(spaceId)).toEqual(before);
}

/** The write (transaction) that last wrote each of the space's chats rollup rows before `bucket`. */
const writtenBefore = async (spaceId: number, bucket: number) =>
  rowsOf(
    await db().execute(sql`select bucket, operator_id, assignee_user_id, xmin::text as written from stats_rollups
      where space_id = ${spaceId} and channel = 'chats' and bucket < ${bucket} order by 1, 2, 3, 4`),
  );

/** Gives the chat `count` messages over the days before now: the person's, ours every third, a close every 50th. */
async function lengthen(chatId: number, count: number, operatorId: number) {
  const start = Math.floor(Date.now() / 1000) - 86_400 - count * 600;
  await db().execute(sql`insert into chat_messages (chat_id, kind, direction, text, operator_id, activity, created_at)
    select ${chatId}, case when g % 50 = 0 then 'activity' else 'message' end,
      case when g % 3 = 0 or g % 50 = 0 then 'out' else 'in' end, 'Earlier',
      case when g % 3 = 0 or g % 50 = 0 then ${operatorId}::integer end,
      case when g % 50 = 0 then '{"field":"status","from":"inprogress","to":"closed"}'::jsonb end,
      to_timestamp(${start}::double precision + g * 600)
    from generate_series(1, ${count}) g`);
}

const userId = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const versionOf = async (chatId: number) => (await db().select().from(chats).where(eq(chats.id, chatId)))[0]!.version;

describe("a chat's figures kept by its writes", () => {
  it('a message sent, one received and a close write only their own events, and equal a recount', async () => {
    const spaceId = await demoSpaceId(db());
    const chat = await telegramChat(db());
    await lengthen(chat.id, 600, await userId(admin));
    await recountSpace(db(), spaceId);
    // The generated messages end a day ago: their buckets are the "earlier" ones.
    const earlier = Math.floor((Date.now() / 1000 - 3600) / BUCKET_S) * BUCKET_S;
    const unwritten = await writtenBefore(spaceId, earlier);
    expect(unwritten.length).toBeGreaterThan(100);

    ok(await send(admin, 'POST', `/v1/chats/${chat.id}/messages`, { text: 'Answered' }), Message);
    const [author] = await db().select().from(itemAuthors).where(eq(itemAuthors.id, chat.authorId));
    const source = createChatSource({ db: db(), publisher: SILENT, now: Date.now, chatsPerMinute: 0 });
    await source.message(chat.objectId, 'One more question', author!.providerId);
    const [last] = await db()
      .select({ text: chatMessages.text })
      .from(chatMessages)
      .where(eq(chatMessages.chatId, chat.id))
      .orderBy(desc(chatMessages.id))
      .limit(1);
    expect(last?.text).toBe('One more question');
    ok(await send(admin, 'PATCH', `/v1/chats/${chat.id}`, { version: await versionOf(chat.id), status: 'closed' }), Chat);

    expect(await writtenBefore(spaceId, earlier)).toEqual(unwritten);
    await expectRecounted(spaceId);
  });

  it('a reassignment (by PATCH, by a macro with a message, by the member leaving) moves the whole share', async () => {
    const spaceId = await demoSpaceId(db());
    const chat = await telegramChat(db());
    const leaving = await userId('nomessages@demo.local');
    const colleague = await userId(DEMO_EMAILS.operator);
    await lengthen(chat.id, 200, colleague);
    await recountSpace(db(), spaceId);

    ok(
      await send(admin, 'PATCH', `/v1/chats/${chat.id}`, {
        version: await versionOf(chat.id),
        assignee: { type: 'user', id: colleague },
      }),
      Chat,
    );
    await expectRecounted(spaceId);
    const macro = ok(
      await send(admin, 'POST', '/v1/macros', {
        space_id: spaceId,
        name: 'Hand to the leaver',
        shortcut: null,
        actions: [{ type: 'assign', assignee_id: leaving }],
      }),
      Macro,
    );
    ok(await send(admin, 'POST', `/v1/chats/${chat.id}/messages`, { text: 'Passing it on', macro_id: macro.id }), Message);
    expect((await db().select().from(chats).where(eq(chats.id, chat.id)))[0]).toMatchObject({ assigneeId: leaving });
    await expectRecounted(spaceId);
    ok(await send(admin, 'DELETE', `/v1/members/${leaving}?space_id=${spaceId}&hand_over_to=${colleague}`), DeletedResponse);
    expect((await db().select().from(chats).where(eq(chats.id, chat.id)))[0]).toMatchObject({ assigneeId: colleague });
    await expectRecounted(spaceId);
  });
});
