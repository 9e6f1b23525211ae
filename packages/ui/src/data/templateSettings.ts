import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { templatesResource } from '@console/api/client/templates';
import {
  TEMPLATES_MANAGE_PATH,
  TemplateConflict,
  type ManagedTemplate,
  type TemplateCreate,
  type TemplatesManageResponse,
  type TemplateUpdate,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { conflictCurrentOf } from './conflict.ts';
import { TEMPLATES_KEY } from './templates.ts';

// settings/templates (spec §2.4): SWR keys named after the resource paths (docs/adding-a-screen.md §5).
const manageKey = (spaceId: number) => `${TEMPLATES_MANAGE_PATH}?space_id=${spaceId}`;
// The settings list and the composer's lists (useTemplates: [TEMPLATES_KEY, params]) of this tab.
const isTemplatesKey = (key: unknown) =>
  (typeof key === 'string' && key.startsWith(TEMPLATES_MANAGE_PATH)) || (Array.isArray(key) && key[0] === TEMPLATES_KEY);

export function useManagedTemplates(spaceId: number | null): SWRResponse<TemplatesManageResponse, ApiError> {
  const client = useApiClient();
  return useSWR<TemplatesManageResponse, ApiError>(spaceId === null ? null : manageKey(spaceId), () =>
    client.resource(templatesResource).manage(spaceId ?? 0),
  );
}

/**
 * The writes: the resource drops this tab's 30-minute cache of GET v1/templates (docs/templates.md), and the lists
 * read from it here are refreshed, so the composer of this tab offers the change at once.
 */
export function useTemplateSettingsActions() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const resource = () => client.resource(templatesResource);
  const after = async <T>(write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } finally {
      await mutate(isTemplatesKey);
    }
  };
  return {
    create: (body: TemplateCreate) => after(resource().create(body)),
    update: (id: number, body: TemplateUpdate) => after(resource().update(id, body)),
    remove: (id: number) => after(resource().remove(id)),
  };
}
export type TemplateSettingsActions = ReturnType<typeof useTemplateSettingsActions>;

/** The template as it is now, when a save of its form was refused as changed meanwhile (docs/error-types.md). */
export const conflictTemplateOf = (error: unknown): ManagedTemplate | null => conflictCurrentOf(error, TemplateConflict);
