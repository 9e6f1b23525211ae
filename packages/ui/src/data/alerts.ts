// settings/integrations and settings/subscriptions (spec §2.4): the space's channels and the user's alerts on their
// saved filters. Each write puts the server's answer into its key without a refetch.
import { useMemo } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { integrationsResource } from '@console/api/client/integrations';
import { subscriptionsResource } from '@console/api/client/subscriptions';
import type {
  Integration,
  IntegrationKind,
  IntegrationsResponse,
  SubscriptionCreate,
  SubscriptionsResponse,
  SubscriptionUpdate,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';

// SWR keys named after the resource (architecture.md).
export const INTEGRATIONS_KEY = 'v1/integrations';
export const SUBSCRIPTIONS_KEY = 'v1/subscriptions';

/** GET v1/integrations?space_id; null asks for nothing. */
export function useIntegrations(spaceId: number | null): SWRResponse<IntegrationsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<IntegrationsResponse, ApiError>(spaceId === null ? null : [INTEGRATIONS_KEY, spaceId], () =>
    client.resource(integrationsResource).list(spaceId!),
  );
}

export interface IntegrationActions {
  connect(kind: IntegrationKind, token: string, target: string): Promise<void>;
  test(kind: IntegrationKind): Promise<void>;
  disconnect(kind: IntegrationKind): Promise<void>;
}

/** The space's channel writes; each rejects with the ApiError (the screen shows the server's text). */
export function useIntegrationActions(spaceId: number | null): IntegrationActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const take = (one: Integration) =>
      mutate<IntegrationsResponse>(
        [INTEGRATIONS_KEY, spaceId],
        (list) => list && { items: list.items.map((item) => (item.kind === one.kind ? one : item)) },
        { revalidate: false },
      );
    const resource = client.resource(integrationsResource);
    return {
      connect: async (kind, token, target) =>
        void (await take(await resource.connect(kind, { space_id: spaceId!, token, target }))),
      test: async (kind) => void (await resource.test(kind, spaceId!)),
      disconnect: async (kind) => void (await take(await resource.disconnect(kind, spaceId!))),
    };
  }, [client, mutate, spaceId]);
}

/** GET v1/subscriptions. */
export function useSubscriptions(): SWRResponse<SubscriptionsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<SubscriptionsResponse, ApiError>(SUBSCRIPTIONS_KEY, () => client.resource(subscriptionsResource).list());
}

export interface SubscriptionActions {
  create(body: SubscriptionCreate): Promise<void>;
  update(id: number, body: SubscriptionUpdate): Promise<void>;
  remove(id: number): Promise<void>;
}

/** The user's alert writes; each rejects with the ApiError (a 409 names the filter's alert by that channel). */
export function useSubscriptionActions(): SubscriptionActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const resource = client.resource(subscriptionsResource);
    const put = (list: SubscriptionsResponse) => mutate(SUBSCRIPTIONS_KEY, list, { revalidate: false });
    return {
      create: async (body) => {
        const one = await resource.create(body);
        await mutate<SubscriptionsResponse>(SUBSCRIPTIONS_KEY, (list) => ({ items: [...(list?.items ?? []), one] }), {
          revalidate: false,
        });
      },
      update: async (id, body) => {
        const one = await resource.update(id, body);
        await mutate<SubscriptionsResponse>(
          SUBSCRIPTIONS_KEY,
          (list) => list && { items: list.items.map((item) => (item.id === id ? one : item)) },
          { revalidate: false },
        );
      },
      remove: async (id) => void (await put(await resource.remove(id))),
    };
  }, [client, mutate]);
}
