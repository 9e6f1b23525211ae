import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { accountSettingsResource } from '@console/api/client/accountSettings';
import {
  AccountConflict,
  accountSettingsPath,
  OBJECTS_PATH,
  type AccountSettings,
  type AccountUpdate,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { conflictCurrentOf } from './conflict.ts';

// settings/accounts/{id} and its sub-pages (spec §2.4): the SWR key is the resource path (docs/adding-a-screen.md §5).
export function useAccountSettings(id: number | null): SWRResponse<AccountSettings, ApiError> {
  const client = useApiClient();
  return useSWR<AccountSettings, ApiError>(id === null ? null : accountSettingsPath(id), () =>
    client.resource(accountSettingsResource).get(id ?? 0),
  );
}

// The accounts list, the chats' reaction pickers and every picker of accounts read v1/objects (with or without tags).
const isObjectsKey = (key: unknown) => typeof key === 'string' && key.startsWith(OBJECTS_PATH);

/** A write puts the answer into the page's key and refreshes every list of accounts. */
export function useAccountSettingsActions(id: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const resource = () => client.resource(accountSettingsResource);
  return {
    update: async (body: AccountUpdate) => {
      const answer = await resource().update(id, body);
      await mutate(accountSettingsPath(id), answer, { revalidate: false });
      await mutate((key) => isObjectsKey(key) && key !== accountSettingsPath(id));
      return answer;
    },
    remove: async () => {
      const answer = await resource().remove(id);
      await mutate((key) => isObjectsKey(key) && key !== accountSettingsPath(id));
      return answer;
    },
  };
}
export type AccountSettingsActions = ReturnType<typeof useAccountSettingsActions>;

/** The account as it is now, when a save was refused as changed meanwhile (docs/error-types.md). */
export const conflictAccountOf = (error: unknown): AccountSettings | null => conflictCurrentOf(error, AccountConflict);
