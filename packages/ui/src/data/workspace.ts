import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { workspaceResource } from '@console/api/client/workspace';
import {
  spaceBusinessHoursPath,
  spaceEmailPath,
  spacePath,
  spaceStatusesPath,
  BusinessHoursConflict,
  MailSenderConflict,
  WorkspaceSettingsConflict,
  type BusinessHours,
  type WorkspaceSettings,
  type WorkspaceSettingsUpdate,
  type BusinessHoursUpdate,
  type MailSenderResponse,
  type MailSenderUpdate,
  type ManagedStatusesResponse,
  type StatusInput,
  type StatusEdit,
  StatusesConflict,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { conflictCurrentOf } from './conflict.ts';
import { CONFIG_KEY } from './resources.ts';

// SWR keys named after the resource path (architecture.md); null while no space is chosen.
export function useBusinessHours(spaceId: number | null): SWRResponse<BusinessHours, ApiError> {
  const client = useApiClient();
  return useSWR<BusinessHours, ApiError>(spaceId === null ? null : spaceBusinessHoursPath(spaceId), () =>
    client.resource(workspaceResource).businessHours(spaceId!),
  );
}

export function useManagedStatuses(spaceId: number | null): SWRResponse<ManagedStatusesResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ManagedStatusesResponse, ApiError>(spaceId === null ? null : spaceStatusesPath(spaceId), () =>
    client.resource(workspaceResource).statuses(spaceId!),
  );
}

/** The writes of settings/workinghours: each puts the server's answer in its key; a status change refetches the
 * config, whose user_statuses the status menu and the forced-status dialog read (spec §3, §4). */
export function useWorkingHoursActions(spaceId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const resource = client.resource(workspaceResource);
  const statuses = async (work: Promise<ManagedStatusesResponse>) => {
    const answer = await work;
    await mutate(spaceStatusesPath(spaceId), answer, { revalidate: false });
    void mutate(CONFIG_KEY);
    return answer;
  };
  return {
    saveBusinessHours: async (value: BusinessHoursUpdate) =>
      mutate(spaceBusinessHoursPath(spaceId), await resource.saveBusinessHours(spaceId, value), { revalidate: false }),
    createStatus: (input: StatusInput) => statuses(resource.createStatus(spaceId, input)),
    updateStatus: (statusId: number, input: StatusEdit) => statuses(resource.updateStatus(spaceId, statusId, input)),
    reorderStatuses: (ids: readonly number[], seen?: readonly number[]) => statuses(resource.reorderStatuses(spaceId, ids, seen)),
    deleteStatus: (statusId: number, replacementId?: number) => statuses(resource.deleteStatus(spaceId, statusId, replacementId)),
  };
}
export type WorkingHoursActions = ReturnType<typeof useWorkingHoursActions>;

/** settings/other: GET v1/spaces/:id. */
export function useWorkspaceSettings(spaceId: number | null): SWRResponse<WorkspaceSettings, ApiError> {
  const client = useApiClient();
  return useSWR<WorkspaceSettings, ApiError>(spaceId === null ? null : spacePath(spaceId), () =>
    client.resource(workspaceResource).settings(spaceId!),
  );
}

/** The settings as they are now, when a save of settings/other was refused as changed meanwhile (error-types.md). */
export const conflictSettingsOf = (error: unknown): WorkspaceSettings | null =>
  conflictCurrentOf(error, WorkspaceSettingsConflict);

/** The week and holidays as they are now, when a save of them was refused as changed meanwhile (error-types.md). */
export const conflictHoursOf = (error: unknown): BusinessHours | null => conflictCurrentOf(error, BusinessHoursConflict);

/** The sender as it is now, when a save of settings/email was refused as changed meanwhile (error-types.md). */
export const conflictSenderOf = (error: unknown): MailSenderResponse | null => conflictCurrentOf(error, MailSenderConflict);

/** Saves settings/other, then refetches the config: the menus and the time zone of dates read its spaces (spec §3). */
export function useSaveWorkspaceSettings(spaceId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return async (value: WorkspaceSettingsUpdate) => {
    const answer = await client.resource(workspaceResource).saveSettings(spaceId, value);
    await mutate(spacePath(spaceId), answer, { revalidate: false });
    await mutate(CONFIG_KEY);
    return answer;
  };
}

/** settings/email: GET v1/spaces/:id/email. */
export function useMailSender(spaceId: number | null): SWRResponse<MailSenderResponse, ApiError> {
  const client = useApiClient();
  return useSWR<MailSenderResponse, ApiError>(spaceId === null ? null : spaceEmailPath(spaceId), () =>
    client.resource(workspaceResource).sender(spaceId!),
  );
}

export function useSaveMailSender(spaceId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return async (value: MailSenderUpdate) =>
    mutate(spaceEmailPath(spaceId), await client.resource(workspaceResource).saveSender(spaceId, value), { revalidate: false });
}

/** The statuses as they are now, when an edit or reorder of them was refused as changed meanwhile (error-types.md). */
export const conflictStatusesOf = (error: unknown): ManagedStatusesResponse | null => conflictCurrentOf(error, StatusesConflict);
