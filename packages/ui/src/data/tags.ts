import { ERROR_TOAST_MS } from '@console/spec';
import { useEffect } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { tagsResource } from '@console/api/client/usergroups';
import type { TagsResponse } from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { useApiClient } from './ApiProvider.tsx';
import { showErrorToast } from './useConfigErrors.ts';

// SWR keys are named after the resource (architecture.md).
export const TAGS_KEY = 'v1/tags';

// One toast per failure: SWR's error retries would raise it again and again.
const TAGS_SWR_OPTIONS = { shouldRetryOnError: false } as const;

/** spec §7 GET v1/tags: the tags a tag picker offers. */
export function useTags(enabled = true): SWRResponse<TagsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<TagsResponse, ApiError>(enabled ? TAGS_KEY : null, () => client.resource(tagsResource).list(), TAGS_SWR_OPTIONS);
}

/**
 * spec §8 "Tag load failure": 'Error on load tags', then ': ' and the server's error when there is one, then
 * '. Try again later.', for 30 s (§9), closable. `text` builds it from the detail (': …' or '').
 */
export function useTagsErrors(error: ApiError | undefined, text: (detail: string) => string): void {
  useEffect(() => {
    if (!error) return undefined;
    const serverText = serverTextOf(error);
    return showErrorToast(text(serverText ? `: ${serverText}` : ''), ERROR_TOAST_MS);
  }, [error, text]);
}
