import { DeletedResponse } from '../../contract/members.ts';
import { Item, ItemsBulkResult } from '../../contract/items.ts';
import {
  ITEMS_BULK_MACRO_PATH,
  itemMacroPath,
  Macro,
  macroPath,
  MACROS_PATH,
  MacrosResponse,
  type ItemMacroRun,
  type ItemsBulkMacroRun,
  type MacroCreate,
  type MacroUpdate,
} from '../../contract/macros.ts';
import { defineResource } from '../resource.ts';

export interface MacrosResource {
  /** The macros of one space, or of every space of the user (the run menus). */
  list(spaceId: number | null): Promise<MacrosResponse>;
  create(body: MacroCreate): Promise<Macro>;
  update(id: number, body: MacroUpdate): Promise<Macro>;
  remove(id: number): Promise<DeletedResponse>;
  run(itemId: number, body: ItemMacroRun): Promise<Item>;
  runBulk(body: ItemsBulkMacroRun): Promise<ItemsBulkResult>;
}

// settings/macros and the macro runs (contract/macros.ts, docs/macros.md).
export const macrosResource = defineResource<MacrosResource>(({ http }) => ({
  list: (spaceId) =>
    http.request({
      method: 'GET',
      path: spaceId === null ? MACROS_PATH : `${MACROS_PATH}?space_id=${spaceId}`,
      schema: MacrosResponse,
    }),
  create: (body) => http.request({ method: 'POST', path: MACROS_PATH, body, schema: Macro }),
  update: (id, body) => http.request({ method: 'PATCH', path: macroPath(id), body, schema: Macro }),
  remove: (id) => http.request({ method: 'DELETE', path: macroPath(id), schema: DeletedResponse }),
  run: (itemId, body) => http.request({ method: 'POST', path: itemMacroPath(itemId), body, schema: Item }),
  runBulk: (body) => http.request({ method: 'POST', path: ITEMS_BULK_MACRO_PATH, body, schema: ItemsBulkResult }),
}));
