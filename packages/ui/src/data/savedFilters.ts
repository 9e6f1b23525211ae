import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { isApiError } from '@console/api/client';
import { filtersResource } from '@console/api/client/filters';
import type { ConfigResponse, SavedFilter, SavedFilterCreate } from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { CONFIG_KEY } from './resources.ts';

export interface SavedFilterActions {
  /** spec §7 POST v1/me/filters; the config cache takes the answered list. Rejects with the ApiError. */
  save(filter: SavedFilterCreate): Promise<SavedFilter[]>;
  /** spec §7 DELETE v1/me/filters/{id}; the config cache takes the answered list. Rejects with the ApiError. */
  remove(id: number): Promise<SavedFilter[]>;
}

/** Saves and deletes saved filters; the list in the GET v1/config cache is replaced by each answer, with no refetch. */
export function useSavedFilterActions(): SavedFilterActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const take = useCallback(
    async (filters: SavedFilter[]) => {
      await mutate<ConfigResponse>(CONFIG_KEY, (config) => (config ? { ...config, filters } : config), { revalidate: false });
      return filters;
    },
    [mutate],
  );
  return useMemo(
    () => ({
      save: async (filter) => take(await client.resource(filtersResource).create(filter)),
      remove: async (id) => take(await client.resource(filtersResource).remove(id)),
    }),
    [client, take],
  );
}

/** The server's text of a refused save or delete (spec §8), or null (network, or no text): the screen's own text then. */
export const filterServerTextOf = (error: unknown): string | null =>
  isApiError(error) && error.kind === 'http' ? error.serverText : null;
