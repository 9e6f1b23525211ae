// Running a macro (docs/macros.md): its actions, in order, as ONE change of the comment: one transaction, one version,
// one history entry (field 'macro', to: the macro's name) and one 409 check against the version the user saw. A macro
// with a template never runs alone: the template goes to the composer and the other actions go with the reply
// (replies.ts, `macro_id`).
import { eq, inArray } from 'drizzle-orm';
import {
  macroTemplateId,
  type Item,
  type ItemConflict,
  type ItemMacroRun,
  type ItemsBulkMacroRun,
  type Macro,
  type MacroAction,
} from '@console/api/contract';
import { items, spaces } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { translate, type Language } from '../messages.ts';
import { itemOfUser, requirePaidSpace, type ItemRow, type LimitedBy, type UserRow } from '../items/access.ts';
import { loadHistory, loadItem, loadItems } from '../items/load.ts';
import {
  checkUpdate,
  commitChange,
  conflictOf,
  fieldsOf,
  groupBefore,
  lockRow,
  publishChanged,
  tagsOf,
  threadRoot,
  type Change,
  type FieldChange,
  type WriteDeps,
} from '../items/writes.ts';
import { isSectionOn } from '../workspace/sections.ts';
import type { Db } from '../db/database.ts';
import { memberMacro } from './macros.ts';
import { keepingThreadStats } from '../stats/rollups.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The field change the actions make, in order (a later status or close wins), from the comment's tags now. */
export function changeOfActions(actions: readonly MacroAction[], tags: readonly number[]): FieldChange {
  const change: FieldChange = {};
  const tagSet = new Set(tags);
  let tagsTouched = false;
  for (const action of actions) {
    if (action.type === 'status') change.status = action.status;
    else if (action.type === 'close') change.status = 'closed';
    else if (action.type === 'priority') change.priority = action.priority;
    else if (action.type === 'assign') change.assignee_id = action.assignee_id;
    else if (action.type === 'add_tags' || action.type === 'remove_tags') {
      tagsTouched = true;
      for (const id of action.tag_ids) {
        if (action.type === 'add_tags') tagSet.add(id);
        else tagSet.delete(id);
      }
    }
  }
  if (tagsTouched) change.tags = [...tagSet];
  return change;
}

/** The one history row a run writes. */
export const macroEntry = (macro: Macro): Change => ({ field: 'macro', from: null, to: macro.name });

/**
 * The macro the user may run on a comment of `spaceId`: of the same space, with the space's macros on, with the
 * permissions its actions need (tags: 'tag', close: 'close', the rest 'process').
 */
export async function runnableMacro(db: Db, user: UserRow, macroId: number, spaceId: number): Promise<Macro> {
  const macro = await macroOfSpace(db, user, macroId, spaceId);
  checkUpdate(user, spaceId, changeOfActions(macro.actions, []));
  return macro;
}

/** The user's macro when it is `spaceId`'s (400 otherwise) and the space has its macros on (403). */
export async function macroOfSpace(db: Db, user: UserRow, macroId: number, spaceId: number): Promise<Macro> {
  const macro = await memberMacro(db, user.id, macroId);
  if (macro.space_id !== spaceId) throw new ApiFailure(400, 'macroOtherSpace');
  const [space] = await db.select({ settings: spaces.settings }).from(spaces).where(eq(spaces.id, spaceId));
  if (!space || !isSectionOn(space.settings, 'macros')) throw new ApiFailure(403, 'sectionOff', { errorType: 'section_off' });
  return macro;
}

/** What the macro sets on a locked row (its tags written) and the field changes it makes. */
export const macroFields = async (tx: Tx, row: ItemRow, user: UserRow, macro: Macro) =>
  fieldsOf(tx, row, user, changeOfActions(macro.actions, await tagsOf(tx, row.id)));

/** Applies the macro to a locked row: one version, one history row; nothing changed: nothing written. */
export async function applyMacro(tx: Tx, row: ItemRow, user: UserRow, now: number, macro: Macro): Promise<number> {
  const { set, changes } = await macroFields(tx, row, user, macro);
  return commitChange(tx, row, user.id, now, set, changes.length > 0 ? [macroEntry(macro)] : []);
}

export type MacroRunOutcome = { kind: 'ok'; item: Item } | { kind: 'conflict'; body: ItemConflict };

/** POST v1/items/{id}/macro. */
export async function runMacro(
  deps: WriteDeps,
  user: UserRow,
  id: number,
  run: ItemMacroRun,
  language: Language,
): Promise<MacroRunOutcome> {
  const { db } = deps;
  const now = deps.now();
  const target = await itemOfUser(db, user, id);
  const macro = await runnableMacro(db, user, run.macro_id, target.spaceId);
  if (macroTemplateId(macro) !== null) throw new ApiFailure(400, 'macroNeedsReply');
  await requirePaidSpace(db, target.spaceId, now);
  const outcome = await db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    if (row.version !== run.version) return 'conflict' as const;
    await keepingThreadStats(tx, [threadRoot(row)], () => applyMacro(tx, row, user, now, macro));
    return new Map(groupBefore(row));
  });
  const item = (await loadItem(db, id, user.id, now))!;
  if (outcome === 'conflict')
    return { kind: 'conflict', body: conflictOf(item, await loadHistory(db, id, run.version), language) };
  await publishChanged(deps, target.spaceId, [id], user.id, outcome);
  return { kind: 'ok', item };
}

/** POST v1/items/bulk/macro: each comment the user may change gets the macro as one change; the rest are listed. */
export async function runMacroBulk(deps: WriteDeps, user: UserRow, run: ItemsBulkMacroRun, language: Language) {
  const { db } = deps;
  const now = deps.now();
  const macro = await memberMacro(db, user.id, run.macro_id);
  if (macroTemplateId(macro) !== null) throw new ApiFailure(400, 'macroNeedsReply');
  const done: number[] = [];
  const failed: Array<{ id: number; error: string }> = [];
  const bySpace = new Map<number, number[]>();
  const before = new Map<number, LimitedBy>();
  for (const id of [...new Set(run.ids)]) {
    try {
      const target = await itemOfUser(db, user, id);
      await runnableMacro(db, user, macro.id, target.spaceId);
      await requirePaidSpace(db, target.spaceId, now);
      await db.transaction(async (tx) => {
        const row = await lockRow(tx, id);
        await keepingThreadStats(tx, [threadRoot(row)], () => applyMacro(tx, row, user, now, macro));
        for (const [rootId, was] of groupBefore(row)) before.set(rootId, was);
      });
      done.push(id);
      bySpace.set(target.spaceId, [...(bySpace.get(target.spaceId) ?? []), id]);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      failed.push({ id, error: translate(error.key, language, error.params) });
    }
  }
  for (const [spaceId, ids] of bySpace) await publishChanged(deps, spaceId, ids, user.id, before);
  const rows = await loadItems(db, { userId: user.id, now, where: inArray(items.id, done.length ? done : [0]) });
  return { items: rows, failed };
}
