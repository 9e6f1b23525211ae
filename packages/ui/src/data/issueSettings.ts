import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type * as z from 'zod/mini';
import type { ApiError } from '@console/api/client';
import { issuesResource } from '@console/api/client/issues';
import {
  ISSUE_SETTINGS_PATH,
  type DepartmentRecord,
  type IssueSettings,
  type IssueSettingsList,
  type IssueSettingsUpdate,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { OBJECTS_WITH_TAGS_KEY } from './objects.ts';
import { CONFIG_KEY } from './resources.ts';

type SettingsList = z.infer<typeof IssueSettingsList>;

// settings/issues (docs/issues.md "Statuses", "Endpoints"): SWR keys named after the resource path.
export const issueSettingsKey = (spaceId: number): string => `${ISSUE_SETTINGS_PATH}?space_id=${spaceId}`;
const isSettingsKey = (key: unknown) => typeof key === 'string' && key.startsWith(ISSUE_SETTINGS_PATH);

/** GET v1/issues/settings?space_id: the space's statuses, closing ones, default assignee, deadlines and departments. */
export function useIssueSettings(spaceId: number | null): SWRResponse<SettingsList, ApiError> {
  const client = useApiClient();
  return useSWR<SettingsList, ApiError>(spaceId === null ? null : issueSettingsKey(spaceId), () =>
    client.resource(issuesResource).settings(spaceId),
  );
}

/** The space's one settings record of the list (the answer holds the space asked for). */
export const settingsOfSpace = (list: SettingsList, spaceId: number): IssueSettings | null =>
  list.items.find((one) => one.space_id === spaceId) ?? null;

/** GET v1/issues/settings: every space of the user's, its statuses and closing ones (the list's filter and bulk choices). */
export function useIssueSettingsOfEverySpace(): SWRResponse<SettingsList, ApiError> {
  const client = useApiClient();
  return useSWR<SettingsList, ApiError>(ISSUE_SETTINGS_PATH, () => client.resource(issuesResource).settings(null));
}

/**
 * One space's settings record (the issue page, the create dialog), read through useIssueSettings: one request and one
 * cache entry, of one shape, per space. A backend that ignores `space_id` and answers one record still works.
 */
export function useSpaceIssueSettings(spaceId: number | null): {
  data: IssueSettings | null | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
} {
  const list = useIssueSettings(spaceId);
  const record =
    list.data && spaceId !== null
      ? (settingsOfSpace(list.data, spaceId) ?? (list.data.items.length === 1 ? list.data.items[0]! : null))
      : undefined;
  return { data: record, error: list.error, isLoading: list.isLoading };
}

/** The department fields a dialog sends: its name and members. */
export type DepartmentInput = Pick<DepartmentRecord, 'name' | 'user_ids'>;

/**
 * The administrator's writes of settings/issues; each refetches the settings, and what else reads them: the config
 * (space settings issues.statuses gate the issues section, spec §2.5) and the objects' departments (spec §3).
 */
export function useIssueSettingsActions(spaceId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const resource = () => client.resource(issuesResource);
  const after = async <T>(write: Promise<T>, ...others: string[]): Promise<T> => {
    const answer = await write;
    await mutate(isSettingsKey);
    for (const key of others) void mutate(key);
    return answer;
  };
  return {
    save: (update: Omit<IssueSettingsUpdate, 'space_id'>) =>
      after(resource().updateSettings({ space_id: spaceId, ...update }), CONFIG_KEY),
    createDepartment: (input: DepartmentInput) =>
      after(resource().createDepartment({ space_id: spaceId, ...input }), OBJECTS_WITH_TAGS_KEY),
    updateDepartment: (id: number, input: DepartmentInput) =>
      after(resource().updateDepartment(id, input), OBJECTS_WITH_TAGS_KEY),
    removeDepartment: (id: number) => after(resource().removeDepartment(id), OBJECTS_WITH_TAGS_KEY),
  };
}
export type IssueSettingsActions = ReturnType<typeof useIssueSettingsActions>;
