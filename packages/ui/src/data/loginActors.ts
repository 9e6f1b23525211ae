import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '@console/api/client';
import type { StoredToken, TokenResponse } from '@console/api/contract';
import { loginMachine, type RequestTokenInput } from '@console/machines/loginMachine';
import { useApiClient } from './ApiProvider.tsx';
import { tokenStore, type TokenStore } from './tokenStore.ts';

// The login machine's network and storage, for `loginMachine.provide(loginActors(client))`.
export function loginActors(client: ApiClient, store: TokenStore = tokenStore) {
  return {
    actors: {
      // spec §7: POST v1/oauth2/token, password grant with the optional code.
      requestToken: fromPromise<TokenResponse, RequestTokenInput>(({ input }) => client.auth.passwordGrant(input)),
    },
    actions: {
      // spec §3: the token, with expires_at, under the id_token entry.
      storeToken: (_: unknown, params: { token: StoredToken }) => store.write(params.token),
    },
  };
}

/** The /login screen's machine, bound to the app's client (architecture.md "How a screen gets its data"). */
export function useLoginMachine() {
  const client = useApiClient();
  return useMemo(() => loginMachine.provide(loginActors(client)), [client]);
}
