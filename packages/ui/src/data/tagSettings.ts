import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { tagSettingsResource } from '@console/api/client/tagSettings';
import {
  LABELS_MANAGE_PATH,
  LABELS_PATH,
  LabelConflict,
  TAGS_MANAGE_PATH,
  TagConflict,
  TagGroupConflict,
  labelAuthorsPath,
  type LabelAuthorsResponse,
  type LabelCreate,
  type LabelsManageResponse,
  type LabelUpdate,
  type ManagedLabel,
  type ManagedTag,
  type ManagedTagGroup,
  type TagCreate,
  type TagGroupCreate,
  type TagGroupUpdate,
  type TagsManageResponse,
  type TagUpdate,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { conflictCurrentOf } from './conflict.ts';
import { OBJECTS_WITH_TAGS_KEY } from './objects.ts';
import { TAGS_KEY } from './tags.ts';

// settings/tags, tag_groups and labels (spec §2.4): SWR keys named after the resource paths (docs/adding-a-screen.md §5).
const tagsKey = (spaceId: number) => `${TAGS_MANAGE_PATH}?space_id=${spaceId}`;
const labelsKey = (spaceId: number) => `${LABELS_MANAGE_PATH}?space_id=${spaceId}`;
// The inbox's pickers and filters read the tags, groups and labels from these: a write refreshes them too.
const isTagsKey = (key: unknown) =>
  typeof key === 'string' && (key.startsWith(TAGS_MANAGE_PATH) || key === TAGS_KEY || key === OBJECTS_WITH_TAGS_KEY);
const isLabelsKey = (key: unknown) => typeof key === 'string' && (key.startsWith(LABELS_PATH) || key === OBJECTS_WITH_TAGS_KEY);

export function useManagedTags(spaceId: number | null): SWRResponse<TagsManageResponse, ApiError> {
  const client = useApiClient();
  return useSWR<TagsManageResponse, ApiError>(spaceId === null ? null : tagsKey(spaceId), () =>
    client.resource(tagSettingsResource).tags(spaceId ?? 0),
  );
}

export function useManagedLabels(spaceId: number | null): SWRResponse<LabelsManageResponse, ApiError> {
  const client = useApiClient();
  return useSWR<LabelsManageResponse, ApiError>(spaceId === null ? null : labelsKey(spaceId), () =>
    client.resource(tagSettingsResource).labels(spaceId ?? 0),
  );
}

export function useLabelAuthors(id: number): SWRResponse<LabelAuthorsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<LabelAuthorsResponse, ApiError>(labelAuthorsPath(id), () =>
    client.resource(tagSettingsResource).labelAuthors(id),
  );
}

/** Every write refreshes the lists it may change (a space has tens of tags, not thousands). */
export function useTagSettingsActions() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const resource = () => client.resource(tagSettingsResource);
  const after =
    (keys: (key: unknown) => boolean) =>
    async <T>(write: Promise<T>): Promise<T> => {
      const answer = await write;
      await mutate(keys);
      return answer;
    };
  const tags = after(isTagsKey);
  const labels = after(isLabelsKey);
  return {
    createTag: (body: TagCreate) => tags(resource().createTag(body)),
    updateTag: (id: number, body: TagUpdate) => tags(resource().updateTag(id, body)),
    deleteTag: (id: number) => tags(resource().deleteTag(id)),
    mergeTag: (id: number, intoId: number) => tags(resource().mergeTag(id, intoId)),
    createGroup: (body: TagGroupCreate) => tags(resource().createGroup(body)),
    updateGroup: (id: number, body: TagGroupUpdate) => tags(resource().updateGroup(id, body)),
    deleteGroup: (id: number) => tags(resource().deleteGroup(id)),
    createLabel: (body: LabelCreate) => labels(resource().createLabel(body)),
    updateLabel: (id: number, body: LabelUpdate) => labels(resource().updateLabel(id, body)),
    deleteLabel: (id: number) => labels(resource().deleteLabel(id)),
    removeLabelAuthor: (id: number, authorId: number) => labels(resource().removeLabelAuthor(id, authorId)),
  };
}
export type TagSettingsActions = ReturnType<typeof useTagSettingsActions>;

/** The record as it is now, when a save of its form was refused as changed meanwhile (docs/error-types.md). */
export const conflictTagOf = (error: unknown): ManagedTag | null => conflictCurrentOf(error, TagConflict);
export const conflictTagGroupOf = (error: unknown): ManagedTagGroup | null => conflictCurrentOf(error, TagGroupConflict);
export const conflictLabelOf = (error: unknown): ManagedLabel | null => conflictCurrentOf(error, LabelConflict);
