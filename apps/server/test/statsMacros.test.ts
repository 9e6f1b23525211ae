// Closes made by a macro count in the statistics (docs/stats.md, docs/macros.md): a run that moves the status leaves
// the status line beside its own (items/writes.ts and chats/writes.ts `withStatusLine`), so the kept rollups and a
// recount see the close, with or without a reply, as they see a close by PATCH.
import { describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { Chat, Item, ItemDetail, ItemsBulkResult, Macro, StatsOverall, type MacroAction } from '@console/api/contract';
import { chats, itemHistory, items } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { recountSpace } from '../src/stats/rollups.ts';
import { telegramChat } from './chatsPolicySamples.ts';
import { demoApp, demoCaller, ok } from './helpers.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

const opened = demoApp();
const db = () => opened.database.db;
const { get, send } = demoCaller(() => opened.app, db);
const admin = DEMO_EMAILS.admin;
const operator = DEMO_EMAILS.operator;

async function newMacro(name: string, actions: MacroAction[]): Promise<Macro> {
  const space_id = await demoSpaceId(db());
  return ok(await send(admin, 'POST', '/v1/macros', { space_id, name, shortcut: null, actions }), Macro);
}

/** Two new top-level VK comments of the space that nobody has answered. */
async function unansweredComments(spaceId: number) {
  return db()
    .select({ id: items.id, version: items.version })
    .from(items)
    .where(
      and(
        eq(items.spaceId, spaceId),
        eq(items.provider, 'vk'),
        eq(items.status, 'new'),
        eq(items.excluded, false),
        eq(items.fromUs, false),
        isNull(items.parentId),
        notExists(
          db()
            .select({ id: itemHistory.id })
            .from(itemHistory)
            .where(and(eq(itemHistory.itemId, items.id), eq(itemHistory.field, 'reply'))),
        ),
      ),
    )
    .orderBy(asc(items.id))
    .limit(2);
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The space's rollups, row for row. */
const rollups = async (spaceId: number) =>
  (
    (await db().execute(
      sql`select * from stats_rollups where space_id = ${spaceId} order by bucket, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment`,
    )) as unknown as { rows: unknown[] }
  ).rows;

describe('closes made by a macro', () => {
  it('count with and without a reply, for comments and chats, and the recount agrees', async () => {
    const spaceId = await demoSpaceId(db());
    // Yesterday to tomorrow (UTC): the run's events whatever the time of day.
    const read = async () =>
      ok(await get(admin, `/v1/stats/overall?space_id=${spaceId}&from=${day(-1)}&to=${day(1)}&tz=UTC`), StatsOverall);
    const closing = await newMacro('Close it', [{ type: 'close' }]);
    const [replied, unreplied] = await unansweredComments(spaceId);
    expect(unreplied).toBeDefined();
    const chat = await telegramChat(db());
    await db().update(chats).set({ status: 'inprogress' }).where(eq(chats.id, chat.id));
    const before = await read();

    // One comment answered (not closed), then the macro closes both.
    ok(await send(operator, 'POST', `/v1/items/${replied!.id}/reply`, { text: 'Answered', close: false }), Item);
    const bulk = ok(
      await send(operator, 'POST', '/v1/items/bulk/macro', { ids: [replied!.id, unreplied!.id], macro_id: closing.id }),
      ItemsBulkResult,
    );
    expect(bulk.failed).toEqual([]);
    expect(bulk.items.map((item) => item.status)).toEqual(['closed', 'closed']);
    // The history names the macro and the status it set.
    const detail = ok(await get(operator, `/v1/items/${unreplied!.id}`), ItemDetail);
    expect(
      detail.history
        .slice(0, 2)
        .map((entry) => [entry.field, entry.to])
        .sort(),
    ).toEqual([
      ['macro', 'Close it'],
      ['status', 'closed'],
    ]);
    // A chat closed by a macro.
    const version = (await db().select().from(chats).where(eq(chats.id, chat.id)))[0]!.version;
    const ran = ok(await send(operator, 'POST', `/v1/chats/${chat.id}/macro`, { macro_id: closing.id, version }), Chat);
    expect(ran.status).toBe('closed');

    const after = await read();
    const moved = (key: 'closed_with_reply' | 'closed_without_reply', channel: 'comments' | 'chats') =>
      after.channels![channel]![key] - before.channels![channel]![key];
    expect(moved('closed_with_reply', 'comments')).toBe(1);
    expect(moved('closed_without_reply', 'comments')).toBe(1);
    expect(moved('closed_with_reply', 'chats') + moved('closed_without_reply', 'chats')).toBe(1);

    // The kept rollups equal a recount of the raw rows.
    const kept = await rollups(spaceId);
    await recountSpace(db(), spaceId);
    expect(await rollups(spaceId)).toEqual(kept);
  });
});
