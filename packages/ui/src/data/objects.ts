import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { companiesResource, objectsResource } from '@console/api/client/objects';
import {
  CompanyConflict,
  type Company,
  type CompanyCreate,
  type CompanyUpdate,
  type ObjectsResponse,
  type ObjectsWithTagsResponse,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { conflictCurrentOf } from './conflict.ts';

// SWR keys are named after the resource (architecture.md).
export const OBJECTS_KEY = 'v1/objects';

/** GET v1/objects: the connected accounts and companies of the user's spaces (spec §7). */
export function useObjects(enabled = true): SWRResponse<ObjectsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ObjectsResponse, ApiError>(enabled ? OBJECTS_KEY : null, () => client.resource(objectsResource).list());
}

export const OBJECTS_WITH_TAGS_KEY = 'v1/objects?tags=true';

/** GET v1/objects?tags=true: the accounts and companies with the tags (and the other records loaded with them). */
export function useObjectsWithTags(enabled = true): SWRResponse<ObjectsWithTagsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ObjectsWithTagsResponse, ApiError>(enabled ? OBJECTS_WITH_TAGS_KEY : null, () =>
    client.resource(objectsResource).listWithTags(),
  );
}

const isObjectsKey = (key: unknown) => typeof key === 'string' && key.startsWith(OBJECTS_KEY);

/**
 * The companies' writes (spec §1, §3; contract/companies.ts): each refreshes the objects lists, whose companies the
 * accounts page, the chats' default filter (status_open) and the tag pickers (tags_mode) read.
 */
export function useCompanyActions() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const resource = () => client.resource(companiesResource);
  const after = async <T>(write: Promise<T>): Promise<T> => {
    const answer = await write;
    await mutate(isObjectsKey);
    return answer;
  };
  return {
    create: (body: CompanyCreate) => after(resource().create(body)),
    update: (id: number, body: CompanyUpdate) => after(resource().update(id, body)),
    remove: (id: number) => after(resource().remove(id)),
  };
}
export type CompanyActions = ReturnType<typeof useCompanyActions>;

/** The company as it is now, when a save of its form was refused as changed meanwhile (docs/error-types.md). */
export const conflictCompanyOf = (error: unknown): Company | null => conflictCurrentOf(error, CompanyConflict);
