// Macros on a chat (docs/macros.md "On a chat"): the actions a chat has (status, close, priority, assign; tags are
// skipped, a chat has none) as one change with one activity line and one 409 check; a template macro's other actions
// go with the message; another workspace's chat or macro answers 404.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Chat, ChatConflict, ErrorBody, Macro, Message, MessagesPage, type MacroAction } from '@console/api/contract';
import { chats, macros, templates, users } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { WORKSPACE_DEMO_EMAILS } from '../src/seed/workspaces.ts';
import { createSpace } from './billingSupport.ts';
import { telegramChat } from './chatsPolicySamples.ts';
import { demoApp, demoCaller, ok } from './helpers.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

const opened = demoApp();
const db = () => opened.database.db;
const { get, send } = demoCaller(() => opened.app, db);
const admin = DEMO_EMAILS.admin;
const operator = DEMO_EMAILS.operator;
const en = { 'accept-language': 'en' };

async function newMacro(name: string, actions: MacroAction[]): Promise<Macro> {
  const space_id = await demoSpaceId(db());
  return ok(await send(admin, 'POST', '/v1/macros', { space_id, name, shortcut: null, actions }), Macro);
}

const chatNow = async (id: number) => (await db().select().from(chats).where(eq(chats.id, id)))[0]!;
async function activityOf(id: number) {
  const page = ok(await get(operator, `/v1/chats/${id}/messages?limit=100`), MessagesPage);
  return page.items.filter((message) => message.kind === 'activity');
}

describe('macros on a chat', () => {
  it('runs the actions a chat has as one change: one version, one activity line; tags are skipped', async () => {
    const [me] = await db().select({ id: users.id }).from(users).where(eq(users.email, operator));
    const macro = await newMacro('Chat triage', [
      { type: 'add_tags', tag_ids: [1] },
      { type: 'status', status: 'inprogress' },
      { type: 'priority', priority: 'high' },
      { type: 'assign', assignee_id: me!.id },
    ]);
    const chat = await telegramChat(db());
    await db().update(chats).set({ priority: 'low', status: 'new' }).where(eq(chats.id, chat.id));
    const before = await activityOf(chat.id);
    const version = (await chatNow(chat.id)).version;
    const ran = ok(await send(operator, 'POST', `/v1/chats/${chat.id}/macro`, { macro_id: macro.id, version }), Chat);
    expect(ran).toMatchObject({ status: 'inprogress', priority: 'high', version: version + 1 });
    expect(ran.assignee).toMatchObject({ type: 'user', id: me!.id });
    const added = (await activityOf(chat.id)).filter((line) => !before.some((was) => was.id === line.id));
    // The macro's line, and the status it set (every status change leaves its line: the statistics count by it).
    expect(added.map((line) => line.activity)).toEqual([
      { field: 'macro', from: null, to: 'Chat triage', user: expect.objectContaining({ id: me!.id }) },
      { field: 'status', from: 'new', to: 'inprogress', user: expect.objectContaining({ id: me!.id }) },
    ]);
    // Nothing to change: nothing written.
    ok(await send(operator, 'POST', `/v1/chats/${chat.id}/macro`, { macro_id: macro.id, version: version + 1 }), Chat);
    expect((await chatNow(chat.id)).version).toBe(version + 1);
  });

  it('answers 409 with the chat as it is when it changed since, and writes nothing', async () => {
    const macro = await newMacro('Chat stale', [{ type: 'priority', priority: 'low' }]);
    const chat = await telegramChat(db());
    await db().update(chats).set({ priority: 'normal' }).where(eq(chats.id, chat.id));
    const seen = (await chatNow(chat.id)).version;
    ok(await send(admin, 'PATCH', `/v1/chats/${chat.id}`, { version: seen, priority: 'high' }), Chat);
    const stale = await send(operator, 'POST', `/v1/chats/${chat.id}/macro`, { macro_id: macro.id, version: seen }, en);
    expect(stale.statusCode).toBe(409);
    const body = ChatConflict.parse(stale.json());
    expect(body.chat.priority).toBe('high');
    expect(body.error).toContain('has already changed the dialogue');
    expect((await chatNow(chat.id)).priority).toBe('high');
  });

  it('refuses a template macro alone and applies its other actions with the message, one activity line', async () => {
    const [template] = await db()
      .select({ id: templates.id })
      .from(templates)
      .where(eq(templates.spaceId, await demoSpaceId(db())))
      .limit(1);
    const macro = await newMacro('Chat thank and close', [
      { type: 'template', template_id: template!.id },
      { type: 'priority', priority: 'low' },
      { type: 'close' },
    ]);
    const chat = await telegramChat(db());
    const version = (await chatNow(chat.id)).version;
    const alone = await send(operator, 'POST', `/v1/chats/${chat.id}/macro`, { macro_id: macro.id, version });
    expect(alone.statusCode).toBe(400);
    const before = await activityOf(chat.id);
    const key = { 'idempotency-key': 'chat-macro-key-0001' };
    const url = `/v1/chats/${chat.id}/messages`;
    ok(await send(operator, 'POST', url, { text: 'Thank you!', macro_id: macro.id }, key), Message);
    expect(await chatNow(chat.id)).toMatchObject({ status: 'closed', priority: 'low', version: version + 1 });
    const added = (await activityOf(chat.id)).filter((line) => !before.some((was) => was.id === line.id));
    expect(added.map((line) => [line.activity?.field, line.activity?.to])).toEqual([
      ['macro', 'Chat thank and close'],
      ['status', 'closed'],
    ]);
  });

  it('refuses a moderator a macro that sets a status other than closed (spec §1: process)', async () => {
    const macro = await newMacro('Chat reopen', [{ type: 'status', status: 'inprogress' }]);
    const chat = await telegramChat(db());
    const version = (await chatNow(chat.id)).version;
    const refused = await send(DEMO_EMAILS.moderator, 'POST', `/v1/chats/${chat.id}/macro`, { macro_id: macro.id, version });
    expect(refused.statusCode).toBe(403);
    ErrorBody.parse(refused.json());
  });

  it("answers 404 for another workspace's chat and for another workspace's macro", async () => {
    const macro = await newMacro('Chat close', [{ type: 'close' }]);
    const chat = await telegramChat(db());
    const version = (await chatNow(chat.id)).version;
    const stranger = WORKSPACE_DEMO_EMAILS.soonAdmin;
    const run = { macro_id: macro.id, version };
    expect((await send(stranger, 'POST', `/v1/chats/${chat.id}/macro`, run)).statusCode).toBe(404);
    const other = await createSpace(db(), { name: 'Other chat macros workspace', expiresAt: Date.now() + 86_400_000 });
    const [foreign] = await db()
      .insert(macros)
      .values({ spaceId: other.id, name: 'Foreign', actions: [{ type: 'close' }] })
      .returning();
    const refused = await send(operator, 'POST', `/v1/chats/${chat.id}/macro`, { macro_id: foreign!.id, version });
    expect(refused.statusCode).toBe(404);
    expect(
      (
        await db()
          .select()
          .from(chats)
          .where(and(eq(chats.id, chat.id)))
      )[0]!.version,
    ).toBe(version);
  });
});
