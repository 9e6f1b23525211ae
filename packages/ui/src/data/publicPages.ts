import { useCallback } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { publicPagesResource } from '@console/api/client/publicPages';
import type {
  DeleteRequest,
  OAuthDecision,
  OAuthDecisionResult,
  OAuthGrantQuery,
  OAuthGrantRequest,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';

// The public pages' data (spec §2.1 /deleterequest/{id}, §2.2 /oauth): asked once, never retried or revalidated.
const ONCE = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/** GET v1/deleterequest/{id}: a data deletion request's status. */
export function useDeleteRequest(id: string): SWRResponse<DeleteRequest, ApiError> {
  const client = useApiClient();
  return useSWR<DeleteRequest, ApiError>(
    ['v1/deleterequest', id],
    () => client.resource(publicPagesResource).deleteRequest(id),
    ONCE,
  );
}

/** GET v1/oauth2/authorize: what a client asks for; not asked while the query lacks client_id or redirect_uri. */
export function useOAuthGrantRequest(query: OAuthGrantQuery): SWRResponse<OAuthGrantRequest, ApiError> {
  const client = useApiClient();
  return useSWR<OAuthGrantRequest, ApiError>(
    query.client_id && query.redirect_uri ? ['v1/oauth2/authorize', query.client_id, query.redirect_uri] : null,
    () => client.resource(publicPagesResource).oauthRequest(query),
    ONCE,
  );
}

/** POST the user's decision on an OAuth grant; answers where the browser goes next. */
export function useOAuthDecide(): (request: OAuthDecision) => Promise<OAuthDecisionResult> {
  const client = useApiClient();
  return useCallback((request) => client.resource(publicPagesResource).oauthDecide(request), [client]);
}
