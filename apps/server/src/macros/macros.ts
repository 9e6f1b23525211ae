// settings/macros (spec §2.4): a space's macros. Every id a macro names (tags, the assignee, a template) is the space's
// own; a shortcut is a modifier chord no other macro of the space has (contract/macroShortcut.ts). Records of another
// workspace answer 404, as missing ones do (docs/adding-a-screen.md "Records of a space").
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  normalizeShortcut,
  shortcutProblem,
  type Macro,
  type MacroAction,
  type MacroCreate,
  type MacroUpdate,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { macros, spaceMembers, templates } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { requireAssignee, requireSpaceTags } from '../items/targets.ts';
import { assertOwnSpace } from '../members/access.ts';
import { recordAction } from '../members/actionLog.ts';
import { editRecord, removeRecord } from '../members/recordEdits.ts';
import type { MessageKey } from '../messages.ts';

type MacroRow = typeof macros.$inferSelect;
type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export const toMacro = (row: MacroRow): Macro => ({
  id: row.id,
  space_id: row.spaceId,
  name: row.name,
  shortcut: row.shortcut,
  actions: row.actions,
});

/** The macros of the caller's spaces (every member runs them), or of one of them. */
export async function listMacros(db: Db, callerId: number, spaceId: number | undefined): Promise<Macro[]> {
  const member = await db.select({ id: spaceMembers.spaceId }).from(spaceMembers).where(eq(spaceMembers.userId, callerId));
  const ids = member.map((row) => row.id).filter((id) => spaceId === undefined || id === spaceId);
  if (spaceId !== undefined && ids.length === 0) throw new ApiFailure(404, 'notFound');
  if (ids.length === 0) return [];
  const rows = await db.select().from(macros).where(inArray(macros.spaceId, ids)).orderBy(asc(macros.name), asc(macros.id));
  return rows.map(toMacro);
}

/** A macro of a space the caller is a member of (running it), else 404. */
export async function memberMacro(db: Tx, callerId: number, id: number): Promise<Macro> {
  const [row] = await db
    .select({ macro: macros })
    .from(macros)
    .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, macros.spaceId), eq(spaceMembers.userId, callerId)))
    .where(eq(macros.id, id));
  if (!row) throw new ApiFailure(404, 'notFound');
  return toMacro(row.macro);
}

async function adminMacro(db: Tx, callerId: number, id: number): Promise<Macro> {
  const [row] = await db.select().from(macros).where(eq(macros.id, id));
  if (!row) throw new ApiFailure(404, 'notFound');
  await assertOwnSpace(db, callerId, row.spaceId);
  return toMacro(row);
}

const SHORTCUT_KEYS: Record<NonNullable<ReturnType<typeof shortcutProblem>>, MessageKey> = {
  invalid: 'macroShortcutInvalid',
  reserved: 'macroShortcutReserved',
  taken: 'macroShortcutTaken',
};

/** The fields as stored: the shortcut written the one way; every id the space's own, else 400. */
async function checkedFields(
  db: Tx,
  spaceId: number,
  ownId: number | null,
  fields: { name: string; shortcut: string | null; actions: MacroAction[] },
): Promise<{ name: string; shortcut: string | null; actions: MacroAction[] }> {
  let shortcut: string | null = null;
  if (fields.shortcut !== null && fields.shortcut.trim() !== '') {
    const others = await db.select({ id: macros.id, shortcut: macros.shortcut }).from(macros).where(eq(macros.spaceId, spaceId));
    const problem = shortcutProblem(fields.shortcut, others, ownId);
    if (problem) throw new ApiFailure(400, SHORTCUT_KEYS[problem]);
    shortcut = normalizeShortcut(fields.shortcut);
  }
  if (fields.actions.filter((action) => action.type === 'template').length > 1) throw new ApiFailure(400, 'macroOneTemplate');
  for (const action of fields.actions) {
    if (action.type === 'add_tags' || action.type === 'remove_tags') await requireSpaceTags(db, spaceId, action.tag_ids);
    if (action.type === 'assign') await requireAssignee(db, spaceId, action.assignee_id);
    if (action.type === 'template') {
      const [template] = await db
        .select({ id: templates.id })
        .from(templates)
        .where(and(eq(templates.id, action.template_id), eq(templates.spaceId, spaceId)));
      if (!template) throw new ApiFailure(400, 'macroTemplateUnknown');
    }
  }
  return { name: fields.name, shortcut, actions: fields.actions };
}

export async function createMacro(db: Db, input: { callerId: number; now: number; create: MacroCreate }): Promise<Macro> {
  const { callerId, now, create } = input;
  await assertOwnSpace(db, callerId, create.space_id);
  const fields = await checkedFields(db, create.space_id, null, create);
  const [row] = await db
    .insert(macros)
    .values({ spaceId: create.space_id, ...fields })
    .returning();
  const after = toMacro(row!);
  await recordAction(db, {
    spaceId: create.space_id,
    userId: callerId,
    action: 'macro.create',
    target: { type: 'macro', id: after.id },
    before: null,
    after,
    now,
  });
  return after;
}

export type MacroOutcome = { kind: 'ok'; macro: Macro } | { kind: 'conflict'; current: Macro };

const sameAs = (row: MacroRow, seen: NonNullable<MacroUpdate['seen']>) =>
  row.name === seen.name && row.shortcut === seen.shortcut && JSON.stringify(row.actions) === JSON.stringify(seen.actions);

// Two administrators on one macro (docs/error-types.md conflict): a save whose `seen` is no longer current is refused
// with the macro as it is now; the row is locked for the read and the write.
export async function updateMacro(
  db: Db,
  input: { callerId: number; now: number; id: number; update: MacroUpdate },
): Promise<MacroOutcome> {
  const { callerId, now, id, update } = input;
  const outcome = await editRecord(db, {
    type: 'macro',
    id,
    userId: callerId,
    now,
    read: () => adminMacro(db, callerId, id),
    apply: async (tx) => {
      const [row] = await tx.select().from(macros).where(eq(macros.id, id)).for('update');
      if (update.seen && !sameAs(row!, update.seen)) return 'stale';
      await tx
        .update(macros)
        .set(await checkedFields(tx, row!.spaceId, id, update))
        .where(eq(macros.id, id));
      return 'applied';
    },
  });
  return outcome.kind === 'ok' ? { kind: 'ok', macro: outcome.record } : outcome;
}

export async function deleteMacro(db: Db, input: { callerId: number; now: number; id: number }): Promise<void> {
  await removeRecord(db, {
    type: 'macro',
    id: input.id,
    userId: input.callerId,
    now: input.now,
    read: () => adminMacro(db, input.callerId, input.id),
    remove: async (tx) => void (await tx.delete(macros).where(eq(macros.id, input.id))),
  });
}
