import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { stickersResource } from '@console/api/client/stickers';
import {
  AccountStickersConflict,
  accountStickersPath,
  OBJECTS_PATH,
  type AccountStickers,
  type AccountStickersUpdate,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { conflictCurrentOf } from './conflict.ts';

// settings/accounts/{id}/stickers (spec §2.4): the SWR key is the resource path (docs/adding-a-screen.md §5).
export function useAccountStickers(id: number | null): SWRResponse<AccountStickers, ApiError> {
  const client = useApiClient();
  return useSWR<AccountStickers, ApiError>(id === null ? null : accountStickersPath(id), () =>
    client.resource(stickersResource).get(id ?? 0),
  );
}

const isObjectsKey = (key: unknown) => typeof key === 'string' && key.startsWith(OBJECTS_PATH);

/** A save puts the answer into the page's key and refreshes the lists of accounts (the composer reads their sets). */
export function useAccountStickersSave(id: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return async (body: AccountStickersUpdate) => {
    const answer = await client.resource(stickersResource).update(id, body);
    await mutate(accountStickersPath(id), answer, { revalidate: false });
    await mutate((key) => isObjectsKey(key) && key !== accountStickersPath(id));
    return answer;
  };
}

/** The sets as they are now, when a save was refused as changed meanwhile (docs/error-types.md). */
export const conflictStickersOf = (error: unknown): AccountStickers | null => conflictCurrentOf(error, AccountStickersConflict);
