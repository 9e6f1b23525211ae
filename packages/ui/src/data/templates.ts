import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { templatesResource } from '@console/api/client/templates';
import type { TemplatesQuery, TemplatesResponse } from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';

// SWR keys are named after the resource (architecture.md).
export const TEMPLATES_KEY = 'v1/templates';

// A failure waits for the user's retry (the composer offers one) rather than SWR's own retries.
const TEMPLATES_SWR_OPTIONS = { shouldRetryOnError: false } as const;

/** GET v1/templates; the client caches each identical params for 30 min (spec §7). */
export function useTemplates(params: TemplatesQuery | null): SWRResponse<TemplatesResponse, ApiError> {
  const client = useApiClient();
  return useSWR<TemplatesResponse, ApiError>(
    params ? [TEMPLATES_KEY, params] : null,
    () => client.resource(templatesResource).list(params!),
    TEMPLATES_SWR_OPTIONS,
  );
}
