// HelpDeskEddy (spec §2.4 hde/{id}; docs/hde.md): the space's desk of settings/hde/{id}, and an issue's ticket there.
// Each write puts the server's answer into its key without a refetch.
import { useMemo } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { hdeResource } from '@console/api/client/hde';
import type { HdeConnect, HdeDesk, IssueDesk } from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';

// SWR keys named after the resource (architecture.md).
export const HDE_KEY = 'v1/hde';
export const ISSUE_DESK_KEY = 'v1/issues/hde';
/** While a ticket is open on the desk, its status (and the issue's) is read again this often. */
export const ISSUE_DESK_REFRESH_MS = 60_000;

/** GET v1/hde/{space_id}; null asks for nothing. */
export function useHdeDesk(spaceId: number | null): SWRResponse<HdeDesk, ApiError> {
  const client = useApiClient();
  return useSWR<HdeDesk, ApiError>(spaceId === null ? null : [HDE_KEY, spaceId], () =>
    client.resource(hdeResource).get(spaceId!),
  );
}

export interface HdeActions {
  connect(body: HdeConnect): Promise<void>;
  disconnect(): Promise<void>;
}

/** The desk's writes; each rejects with the ApiError (the screen shows the server's text). */
export function useHdeActions(spaceId: number): HdeActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const resource = client.resource(hdeResource);
    const take = async (desk: HdeDesk) => void (await mutate([HDE_KEY, spaceId], desk, { revalidate: false }));
    return {
      connect: async (body) => take(await resource.connect(spaceId, body)),
      disconnect: async () => take(await resource.disconnect(spaceId)),
    };
  }, [client, mutate, spaceId]);
}

/** GET v1/issues/{id}/hde, read again every minute while the ticket is open on the desk. */
export function useIssueDesk(issueId: number): SWRResponse<IssueDesk, ApiError> {
  const client = useApiClient();
  return useSWR<IssueDesk, ApiError>([ISSUE_DESK_KEY, issueId], () => client.resource(hdeResource).issueDesk(issueId), {
    refreshInterval: (desk) => (desk?.ticket && desk.ticket.status !== 'closed' ? ISSUE_DESK_REFRESH_MS : 0),
  });
}

/** POST v1/issues/{id}/hde: the ticket goes into the issue's key. */
export function useSendIssueToDesk(issueId: number): () => Promise<void> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(
    () => async () => {
      const ticket = await client.resource(hdeResource).send(issueId);
      await mutate<IssueDesk>([ISSUE_DESK_KEY, issueId], (desk) => ({ connected: desk?.connected ?? true, ticket }), {
        revalidate: false,
      });
    },
    [client, mutate, issueId],
  );
}
