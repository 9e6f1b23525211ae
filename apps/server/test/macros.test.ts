// settings/macros on the server (spec §2.4, docs/macros.md): a macro's shortcut is a modifier chord no other macro of
// the space has; a run applies the actions as one change with one history entry (and the status line) and one 409 check; a template's other
// actions go with the reply; a save begun before another administrator's is refused; another workspace's ids answer 404.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  DeletedResponse,
  ErrorBody,
  Item,
  ItemConflict,
  ItemDetail,
  ItemsBulkResult,
  Macro,
  MacroConflict,
  MacrosResponse,
} from '@console/api/contract';
import { items, macros, spaces, tags, templates } from '../src/db/schema.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { createSpace } from './billingSupport.ts';
import { demoApp, demoCaller, ok } from './helpers.ts';
import { vkItem } from './itemsPolicySamples.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

const opened = demoApp();
const db = () => opened.database.db;
const { get, send } = demoCaller(() => opened.app, db);
const admin = DEMO_EMAILS.admin;
const operator = DEMO_EMAILS.operator;
const en = { 'accept-language': 'en' };

async function demoTag(): Promise<number> {
  const [row] = await db()
    .select({ id: tags.id })
    .from(tags)
    .innerJoin(spaces, eq(spaces.id, tags.spaceId))
    .where(eq(spaces.name, DEMO_SPACE_NAME))
    .limit(1);
  return row!.id;
}

async function newMacro(body: object): Promise<Macro> {
  const space_id = await demoSpaceId(db());
  return ok(await send(admin, 'POST', '/v1/macros', { space_id, shortcut: null, ...body }), Macro);
}

describe('macros', () => {
  it('keeps a shortcut written one way and refuses single keys, the palette chord and another macro’s', async () => {
    const space_id = await demoSpaceId(db());
    const made = await newMacro({ name: 'Close', shortcut: 'alt+1', actions: [{ type: 'close' }] });
    expect(made.shortcut).toBe('Alt+1');
    for (const [shortcut, text] of [
      ['Alt+1', 'Another macro already has this shortcut'],
      ['e', "A macro's shortcut is a key with Ctrl (Cmd) or Alt, for example Alt+1 or Ctrl+Shift+M"],
      ['Shift+E', "A macro's shortcut is a key with Ctrl (Cmd) or Alt, for example Alt+1 or Ctrl+Shift+M"],
      ['Cmd+K', 'This shortcut is taken by the console'],
    ]) {
      const refused = await send(
        admin,
        'POST',
        '/v1/macros',
        { space_id, name: 'X', shortcut, actions: [{ type: 'close' }] },
        en,
      );
      expect(refused.statusCode).toBe(400);
      expect(ErrorBody.parse(refused.json()).error).toBe(text);
    }
    // Its own shortcut stays its own on a save.
    const saved = ok(
      await send(admin, 'PATCH', `/v1/macros/${made.id}`, { name: 'Close it', shortcut: 'Alt+1', actions: made.actions }),
      Macro,
    );
    expect(saved.shortcut).toBe('Alt+1');
    // Every member lists them (the run menus).
    const listed = ok(await get(operator, '/v1/macros'), MacrosResponse);
    expect(listed.items.map((one) => one.id)).toContain(made.id);
  });

  it('runs its actions as one change: one version, one history entry and the status line', async () => {
    const tagId = await demoTag();
    const macro = await newMacro({
      name: 'Triage',
      actions: [
        { type: 'status', status: 'inprogress' },
        { type: 'add_tags', tag_ids: [tagId] },
        { type: 'priority', priority: 'high' },
      ],
    });
    const item = await vkItem(db());
    const before = ok(await get(operator, `/v1/items/${item.id}`), ItemDetail);
    const run = ok(
      await send(operator, 'POST', `/v1/items/${item.id}/macro`, { macro_id: macro.id, version: item.version }),
      Item,
    );
    expect(run).toMatchObject({ status: 'inprogress', priority: 'high', version: item.version + 1 });
    expect(run.tags).toContain(tagId);
    const after = ok(await get(operator, `/v1/items/${item.id}`), ItemDetail);
    const added = after.history.filter((entry) => !before.history.some((was) => was.id === entry.id));
    // The macro's entry, and the status it set (every status change leaves its line: the statistics count by it).
    expect(added.map((entry) => [entry.field, entry.to]).sort()).toEqual([
      ['macro', 'Triage'],
      ['status', 'inprogress'],
    ]);
  });

  it('answers 409 with who changed what when the comment changed since the version the user saw, and writes nothing', async () => {
    const macro = await newMacro({ name: 'Stale', actions: [{ type: 'priority', priority: 'low' }] });
    const item = await vkItem(db());
    ok(await send(admin, 'PATCH', `/v1/items/${item.id}`, { version: item.version, priority: 'high' }), Item);
    const stale = await send(operator, 'POST', `/v1/items/${item.id}/macro`, { macro_id: macro.id, version: item.version }, en);
    expect(stale.statusCode).toBe(409);
    const body = ItemConflict.parse(stale.json());
    expect(body.item.priority).toBe('high');
    expect(body.changes.map((change) => change.field)).toEqual(['priority']);
  });

  it('runs on a selection, each comment one change; refuses a macro with a template there', async () => {
    const macro = await newMacro({ name: 'Bulk', actions: [{ type: 'priority', priority: 'low' }] });
    const item = await vkItem(db());
    const result = ok(
      await send(operator, 'POST', '/v1/items/bulk/macro', { ids: [item.id], macro_id: macro.id }),
      ItemsBulkResult,
    );
    expect(result.failed).toEqual([]);
    expect(result.items[0]).toMatchObject({ priority: 'low', version: item.version + 1 });
    const [template] = await db()
      .select({ id: templates.id })
      .from(templates)
      .where(eq(templates.spaceId, await demoSpaceId(db())))
      .limit(1);
    const withTemplate = await newMacro({ name: 'Answer', actions: [{ type: 'template', template_id: template!.id }] });
    const refused = await send(operator, 'POST', '/v1/items/bulk/macro', { ids: [item.id], macro_id: withTemplate.id });
    expect(refused.statusCode).toBe(400);
  });

  it('applies a template macro’s other actions with the reply, as one change', async () => {
    const [template] = await db()
      .select({ id: templates.id })
      .from(templates)
      .where(eq(templates.spaceId, await demoSpaceId(db())))
      .limit(1);
    const macro = await newMacro({
      name: 'Thank and close',
      actions: [{ type: 'template', template_id: template!.id }, { type: 'priority', priority: 'low' }, { type: 'close' }],
    });
    const item = await vkItem(db());
    const alone = await send(operator, 'POST', `/v1/items/${item.id}/macro`, { macro_id: macro.id, version: item.version });
    expect(alone.statusCode).toBe(400);
    const before = ok(await get(operator, `/v1/items/${item.id}`), ItemDetail);
    ok(await send(operator, 'POST', `/v1/items/${item.id}/reply`, { text: 'Thank you!', macro_id: macro.id }), Item);
    const [row] = await db()
      .select()
      .from(items)
      .where(and(eq(items.id, item.id)));
    expect(row).toMatchObject({ status: 'closed', priority: 'low', version: item.version + 1 });
    const after = ok(await get(operator, `/v1/items/${item.id}`), ItemDetail);
    const added = after.history.filter((entry) => !before.history.some((was) => was.id === entry.id));
    expect(added.map((entry) => entry.field).sort()).toEqual(['macro', 'reply', 'status']);
  });

  it('refuses a save begun before another administrator’s with the macro as it is now', async () => {
    const macro = await newMacro({ name: 'Seen', actions: [{ type: 'close' }] });
    const seen = { name: macro.name, shortcut: macro.shortcut, actions: macro.actions };
    ok(
      await send(admin, 'PATCH', `/v1/macros/${macro.id}`, { name: 'First', shortcut: null, actions: macro.actions, seen }),
      Macro,
    );
    const late = await send(admin, 'PATCH', `/v1/macros/${macro.id}`, {
      name: 'Second',
      shortcut: null,
      actions: macro.actions,
      seen,
    });
    expect(late.statusCode).toBe(409);
    expect(MacroConflict.parse(late.json()).current.name).toBe('First');
    ok(await send(admin, 'DELETE', `/v1/macros/${macro.id}`), DeletedResponse);
    expect((await send(admin, 'DELETE', `/v1/macros/${macro.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another workspace's macros and their space", async () => {
    const other = await createSpace(db(), { name: 'Other macros workspace', expiresAt: Date.now() + 86_400_000 });
    const [foreign] = await db()
      .insert(macros)
      .values({ spaceId: other.id, name: 'Foreign', actions: [{ type: 'close' }] })
      .returning();
    const item = await vkItem(db());
    expect((await get(admin, `/v1/macros?space_id=${other.id}`)).statusCode).toBe(404);
    expect(
      (await send(admin, 'POST', '/v1/macros', { space_id: other.id, name: 'X', shortcut: null, actions: [{ type: 'close' }] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send(admin, 'PATCH', `/v1/macros/${foreign!.id}`, { name: 'X', shortcut: null, actions: [{ type: 'close' }] }))
        .statusCode,
    ).toBe(404);
    expect((await send(admin, 'DELETE', `/v1/macros/${foreign!.id}`)).statusCode).toBe(404);
    expect(
      (await send(operator, 'POST', `/v1/items/${item.id}/macro`, { macro_id: foreign!.id, version: item.version })).statusCode,
    ).toBe(404);
    const listed = ok(await get(admin, '/v1/macros'), MacrosResponse);
    expect(listed.items.map((one) => one.id)).not.toContain(foreign!.id);
  });
});
