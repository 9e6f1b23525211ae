import * as z from 'zod/mini';
import { RequestId, RequestIdParam, RequestVersion } from './ids.ts';
import { ItemStatus } from './items.ts';
import { Priority } from './userSettings.ts';

// settings/macros, macros/new, macros/{id} (spec §2.4; screens.md "macros (ordered actions: status, tag, assign,
// template, priority, close)"). Not shown by the spec (architecture.md: designed in the style of the others); under
// v1/macros, so the space setting `macros` switched off refuses them (docs/sections.md). docs/macros.md says how a
// macro runs: one change, one history entry, one 409 check.
export const MACROS_PATH = 'v1/macros';
export const macroPath = (id: number): string => `${MACROS_PATH}/${id}`;
/** Runs a macro on one comment (POST): its actions as one change at the version the user saw. */
export const itemMacroPath = (itemId: number): string => `v1/items/${itemId}/macro`;
/** Runs a macro on a bulk selection (POST): each comment one change. */
export const ITEMS_BULK_MACRO_PATH = 'v1/items/bulk/macro';

export const MACRO_NAME_MAX = 60;
export const MACRO_ACTIONS_MAX = 20;
const MacroName = z.string().check(z.trim(), z.minLength(1), z.maxLength(MACRO_NAME_MAX));
const TagIds = z.array(RequestId).check(z.minLength(1), z.maxLength(50));

/** The kinds of action, in the order the form offers them. */
export const MACRO_ACTION_TYPES = ['status', 'add_tags', 'remove_tags', 'assign', 'priority', 'template', 'close'] as const;
export type MacroActionType = (typeof MACRO_ACTION_TYPES)[number];

// z.union, not z.discriminatedUnion: the latter's code would join the console's entry chunk (docs/budgets.md).
export const MacroAction = z.union([
  z.object({ type: z.literal('status'), status: ItemStatus }),
  z.object({ type: z.literal('add_tags'), tag_ids: TagIds }),
  z.object({ type: z.literal('remove_tags'), tag_ids: TagIds }),
  /** null: takes the assignment off. */
  z.object({ type: z.literal('assign'), assignee_id: z.nullable(RequestId) }),
  z.object({ type: z.literal('priority'), priority: Priority }),
  /** Puts the template in the composer; the other actions apply when the reply is sent (a macro never replies itself). */
  z.object({ type: z.literal('template'), template_id: RequestId }),
  z.object({ type: z.literal('close') }),
]);
export type MacroAction = z.infer<typeof MacroAction>;

export const Macro = z.object({
  id: z.int(),
  space_id: z.int(),
  name: z.string(),
  /** 'Alt+1', 'Ctrl+Shift+M' (macroShortcut.ts), or null. */
  shortcut: z.nullable(z.string()),
  actions: z.array(MacroAction),
});
export type Macro = z.infer<typeof Macro>;

export const MacrosQuery = z.object({ space_id: z.optional(RequestIdParam) });
export const MacrosResponse = z.object({ items: z.array(Macro) });
export type MacrosResponse = z.infer<typeof MacrosResponse>;

const MacroFields = {
  name: MacroName,
  shortcut: z.nullable(z.string().check(z.maxLength(40))),
  actions: z.array(MacroAction).check(z.minLength(1), z.maxLength(MACRO_ACTIONS_MAX)),
};
export const MacroCreate = z.object({ space_id: RequestId, ...MacroFields });
export type MacroCreate = z.infer<typeof MacroCreate>;
/** The macro as the form began from it (ours, docs/error-types.md `conflict`). */
export const MacroSeen = z.object({
  name: z.string().check(z.maxLength(MACRO_NAME_MAX * 4)),
  shortcut: z.nullable(z.string().check(z.maxLength(40))),
  actions: z.array(MacroAction).check(z.maxLength(MACRO_ACTIONS_MAX)),
});
export type MacroSeen = z.infer<typeof MacroSeen>;
export const MacroUpdate = z.object({ ...MacroFields, seen: z.optional(MacroSeen) });
export type MacroUpdate = z.infer<typeof MacroUpdate>;
export const MacroConflict = z.object({ error: z.string(), error_type: z.literal('conflict'), current: Macro });
export type MacroConflict = z.infer<typeof MacroConflict>;

/** POST v1/items/{id}/macro: the macro and the item's version the user saw (a change since answers 409 ItemConflict). */
export const ItemMacroRun = z.object({ macro_id: RequestId, version: RequestVersion });
export type ItemMacroRun = z.infer<typeof ItemMacroRun>;
/** POST v1/chats/{id}/macro: the same body, the chat's version (a change since answers 409 ChatConflict). No schema of its own: the entry chunk pays for every contract byte (docs/budgets.md). */
export type ChatMacroRun = ItemMacroRun;
/** POST v1/items/bulk/macro. */
export const ItemsBulkMacroRun = z.object({
  macro_id: RequestId,
  ids: z.array(RequestId).check(z.minLength(1), z.maxLength(500)),
});
export type ItemsBulkMacroRun = z.infer<typeof ItemsBulkMacroRun>;

/** A macro with a template goes through the composer: run alone or on a selection, it has no reply to wait for. */
export function macroTemplateId(macro: Pick<Macro, 'actions'>): number | null {
  for (const action of macro.actions) if (action.type === 'template') return action.template_id;
  return null;
}
