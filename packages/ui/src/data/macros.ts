import { useState } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { isApiError, type ApiError } from '@console/api/client';
import { macrosResource } from '@console/api/client/macros';
import {
  ERROR_TYPE_CONFLICT,
  itemPath,
  MacroConflict,
  MACROS_PATH,
  type HistoryEntry,
  type ItemConflict,
  type ItemsBulkResult,
  type Macro,
  type MacroCreate,
  type MacrosResponse,
  type MacroUpdate,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { conflictCurrentOf } from './conflict.ts';

// The item page's SWR key is its path (data/item.ts itemKey; not imported, so this file stays out of the items chunk).
// settings/macros and the run menus (docs/macros.md): SWR keys named after the resource path (docs/adding-a-screen.md §5).
const macrosKey = (spaceId: number | null) => (spaceId === null ? MACROS_PATH : `${MACROS_PATH}?space_id=${spaceId}`);
const isMacrosKey = (key: unknown) => typeof key === 'string' && key.startsWith(MACROS_PATH);

/** GET v1/macros: one space's (settings), or every space's of the user (null: the run menus). */
export function useMacros(spaceId: number | null, enabled = true): SWRResponse<MacrosResponse, ApiError> {
  const client = useApiClient();
  return useSWR<MacrosResponse, ApiError>(enabled ? macrosKey(spaceId) : null, () =>
    client.resource(macrosResource).list(spaceId),
  );
}

/** Every write refreshes the lists (settings and the run menus). */
export function useMacroActions() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const resource = () => client.resource(macrosResource);
  const after = async <T>(write: Promise<T>): Promise<T> => {
    const answer = await write;
    await mutate(isMacrosKey);
    return answer;
  };
  return {
    create: (body: MacroCreate) => after(resource().create(body)),
    update: (id: number, body: MacroUpdate) => after(resource().update(id, body)),
    remove: (id: number) => after(resource().remove(id)),
  };
}

/** The macro as it is now, when a save of its form was refused as changed meanwhile (docs/error-types.md). */
export const conflictMacroOf = (error: unknown): Macro | null => conflictCurrentOf(error, MacroConflict);

export type MacroRunOutcome =
  { kind: 'done' } | { kind: 'conflict'; changes: readonly HistoryEntry[] } | { kind: 'failed'; text: string | null };
/** A run refused because the record changed first: who changed what (a chat's 409 names no fields: none). */
export type MacroRunConflict = { macro: Macro; changes: readonly HistoryEntry[] };
/** What a page runs macros with (the item page, the chat page: screens/inbox/usePageMacros.ts). */
export type MacroRunner = {
  run: (macro: Macro, version: number) => Promise<MacroRunOutcome>;
  conflict: MacroRunConflict | null;
  dismiss: () => void;
};

/**
 * A run at the version the user saw: one change; a 409 keeps the macro and who changed what, and the page refreshes
 * to the server's version (`refresh`), so running it again applies it on that.
 */
export function useRunAt(
  call: (macro: Macro, version: number) => Promise<unknown>,
  refresh: () => Promise<unknown>,
  changesOf: (body: unknown) => readonly HistoryEntry[],
): MacroRunner {
  const [conflict, setConflict] = useState<MacroRunConflict | null>(null);
  const run = async (macro: Macro, version: number): Promise<MacroRunOutcome> => {
    try {
      await call(macro, version);
      setConflict(null);
      await refresh();
      return { kind: 'done' };
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.errorType === ERROR_TYPE_CONFLICT) {
        const changes = changesOf(error.data);
        setConflict({ macro, changes });
        await refresh();
        return { kind: 'conflict', changes };
      }
      return { kind: 'failed', text: isApiError(error) ? (error.serverText ?? null) : null };
    }
  };
  return { run, conflict, dismiss: () => setConflict(null) };
}

/** Runs a macro on a comment (POST v1/items/{id}/macro); its 409 lists who changed what. */
export function useMacroRun(itemId: number): MacroRunner {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useRunAt(
    (macro, version) => client.resource(macrosResource).run(itemId, { macro_id: macro.id, version }),
    () => mutate(itemPath(itemId)),
    (body) => (body as ItemConflict).changes,
  );
}

/** POST v1/items/bulk/macro: each selected comment one change; those refused are listed with the server's text. */
export function useBulkMacroRun() {
  const client = useApiClient();
  return (macroId: number, ids: readonly number[]): Promise<ItemsBulkResult> =>
    client.resource(macrosResource).runBulk({ macro_id: macroId, ids: [...ids] });
}
