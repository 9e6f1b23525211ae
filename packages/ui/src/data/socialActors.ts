import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '@console/api/client';
import { socialResource } from '@console/api/client/social';
import type { SocialLoginsResponse, StoredToken, TokenResponse } from '@console/api/contract';
import { socialLoginMachine, type SocialEmailRequest, type SocialRequest } from '@console/machines/socialLoginMachine';
import { useApiClient } from './ApiProvider.tsx';
import { tokenStore, type TokenStore } from './tokenStore.ts';

// The social sign-in machine's network and storage, for `socialLoginMachine.provide(socialLoginActors(client))`.
export function socialLoginActors(client: ApiClient, store: TokenStore = tokenStore) {
  const social = () => client.resource(socialResource);
  return {
    actors: {
      signupByCode: fromPromise<TokenResponse, SocialRequest>(({ input }) => social().signupByCode(input)),
      signupByEmail: fromPromise<TokenResponse, SocialEmailRequest>(({ input }) => social().signupByEmail(input)),
      linkSocial: fromPromise<SocialLoginsResponse, SocialRequest>(({ input }) => social().link(input)),
    },
    actions: {
      // spec §3: the token, with expires_at, under the id_token entry.
      storeToken: (_: unknown, params: { token: StoredToken }) => store.write(params.token),
    },
  };
}

/** The social sign-in machine bound to the app's client; `errorShownMs` is how long an error shows before login. */
export function useSocialLoginMachine(errorShownMs: number) {
  const client = useApiClient();
  return useMemo(
    () => socialLoginMachine.provide({ ...socialLoginActors(client), delays: { errorShown: errorShownMs } }),
    [client, errorShownMs],
  );
}
