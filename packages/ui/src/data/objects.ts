import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { objectsResource } from '@console/api/client/objects';
import type { ObjectsResponse, ObjectsWithTagsResponse } from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';

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
