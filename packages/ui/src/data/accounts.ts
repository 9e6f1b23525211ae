import { useMemo, useRef } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { fromPromise } from 'xstate';
import { isApiError, type ApiClient, type ApiError } from '@console/api/client';
import { accountsResource } from '@console/api/client/accounts';
import type {
  AccountAuthRequest,
  AccountAuthResponse,
  AccountConnectRequest,
  AccountProvidersResponse,
} from '@console/api/contract';
import { accountCallbackMachine, type AccountCallbackContext } from '@console/machines/accountCallbackMachine';
import type { CallbackCall } from '@console/machines/rules/accountCallback';
import { useApiClient } from './ApiProvider.tsx';

// SWR keys named after the resource (architecture.md).
export const ACCOUNT_PROVIDERS_KEY = 'v1/accounts/providers';

/** GET v1/accounts/providers: where each provider's authorization page is. */
export function useAccountProviders(): SWRResponse<AccountProvidersResponse, ApiError> {
  const client = useApiClient();
  return useSWR<AccountProvidersResponse, ApiError>(ACCOUNT_PROVIDERS_KEY, () => client.resource(accountsResource).providers());
}

// The popup machine's network, for `accountCallbackMachine.provide(accountCallbackActors(client))`.
export function accountCallbackActors(client: ApiClient) {
  return {
    actors: {
      connect: fromPromise<AccountAuthResponse, CallbackCall>(({ input }) =>
        input.provider === 'tpulse'
          ? client.resource(accountsResource).checkTpulse(input.body)
          : client.resource(accountsResource).auth(input.provider, input.body),
      ),
    },
  };
}

/** What the popup hands on about a refused auth call (spec §8 youtube: the server's error data): text and error_type. */
export function authFailureOf(
  error: unknown,
):
  | { kind: 'server'; text: string; errorType: string | null; data: Record<string, unknown> | null }
  | { kind: 'network' | 'other' } {
  if (!isApiError(error)) return { kind: 'other' };
  if (error.kind === 'network') return { kind: 'network' };
  const data =
    typeof error.data === 'object' && error.data !== null && !Array.isArray(error.data)
      ? (error.data as Record<string, unknown>)
      : null;
  return error.serverText ? { kind: 'server', text: error.serverText, errorType: error.errorType, data } : { kind: 'other' };
}

/** The popup's machine bound to the app's client; `deliver` and `close` are the latest the screen passed. */
export function useAccountCallbackMachine(deliver: (context: AccountCallbackContext) => void, close: () => void) {
  const client = useApiClient();
  const hooks = useRef({ deliver, close });
  hooks.current = { deliver, close };
  return useMemo(
    () =>
      accountCallbackMachine.provide({
        ...accountCallbackActors(client),
        actions: {
          deliver: ({ context }) => hooks.current.deliver(context),
          close: () => hooks.current.close(),
        },
      }),
    [client],
  );
}

/**
 * The add-account page's own calls: POST v1/accounts/connect (a network without a popup, by its keys) and
 * POST v1/tiktok/auth with the code /callback/tiktok handed over (spec §2.1, §7).
 */
export function useAccountConnect() {
  const client = useApiClient();
  return useMemo(
    () => ({
      connectKeys: (body: AccountConnectRequest) => client.resource(accountsResource).connect(body),
      tiktok: (body: AccountAuthRequest) => client.resource(accountsResource).auth('tiktok', body),
    }),
    [client],
  );
}
