// settings/integrations and settings/subscriptions (spec §2.4): the space's channels and the user's alerts on their
// saved filters. Each write puts the server's answer into its key without a refetch.
import { useMemo } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { integrationsResource } from '@console/api/client/integrations';
import { subscriptionsResource } from '@console/api/client/subscriptions';
import {
  IntegrationConflict,
  SubscriptionConflict,
  type Integration,
  type IntegrationKind,
  type IntegrationSeen,
  type Subscription,
  type SubscriptionCreate,
  type SubscriptionsResponse,
  type SubscriptionUpdate,
  type IntegrationsResponse,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { conflictCurrentOf } from './conflict.ts';

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

/** The channel as it is now, when a connect was refused as changed meanwhile (docs/error-types.md conflict). */
export const conflictIntegrationOf = (error: unknown): Integration | null => conflictCurrentOf(error, IntegrationConflict);

/** What a connection form began from, sent as `seen`: the channel as the page showed it; null: not connected. */
export const integrationSeenOf = (integration: Integration): IntegrationSeen =>
  integration.connected && integration.target !== null && integration.account !== null && integration.connected_at !== null
    ? { target: integration.target, account: integration.account, connected_at: integration.connected_at }
    : null;

export interface IntegrationActions {
  connect(kind: IntegrationKind, token: string, target: string, seen?: IntegrationSeen): Promise<void>;
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
      connect: async (kind, token, target, seen) =>
        void (await take(
          await resource.connect(kind, { space_id: spaceId!, token, target, ...(seen === undefined ? {} : { seen }) }),
        )),
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

/** The alert as it is now, when a row's change was refused as changed meanwhile (docs/error-types.md conflict). */
export const conflictSubscriptionOf = (error: unknown): Subscription | null => conflictCurrentOf(error, SubscriptionConflict);

export interface SubscriptionActions {
  create(body: SubscriptionCreate): Promise<void>;
  update(id: number, body: SubscriptionUpdate): Promise<void>;
  remove(id: number): Promise<void>;
}

/** The user's alert writes; each rejects with the ApiError (a 409 names the filter's alert by that channel, or, changed
 * meanwhile, carries the alert as it is now: the list then shows it, docs/error-types.md conflict). */
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
        const take = (one: Subscription) =>
          mutate<SubscriptionsResponse>(
            SUBSCRIPTIONS_KEY,
            (list) => list && { items: list.items.map((item) => (item.id === id ? one : item)) },
            { revalidate: false },
          );
        try {
          await take(await resource.update(id, body));
        } catch (error) {
          const current = conflictSubscriptionOf(error);
          if (current) await take(current);
          throw error;
        }
      },
      remove: async (id) => void (await put(await resource.remove(id))),
    };
  }, [client, mutate]);
}
