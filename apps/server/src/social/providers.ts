// One identity provider per social provider: the real OAuth 2 adapter when the deployment configured the provider
// (SOCIAL_<PROVIDER>_CLIENT_ID and _CLIENT_SECRET), the sandbox otherwise.
import { SOCIAL_PROVIDERS } from '@console/api/contract';
import type { OneUseCodes } from '../auth/oneUseCodes.ts';
import type { Db } from '../db/database.ts';
import type { AddressOptions } from '../http/addresses.ts';
import { createOAuth2IdentityProvider } from './oauth2.ts';
import type { IdentityProviders } from './provider.ts';
import { createSandboxIdentityProvider } from './sandbox.ts';

export function createIdentityProviders(deps: {
  db: Db;
  now: () => number;
  addresses: AddressOptions;
  codes: OneUseCodes;
  env?: Readonly<Record<string, string | undefined>>;
}): IdentityProviders {
  const env = deps.env ?? {};
  const entries = SOCIAL_PROVIDERS.map((provider) => {
    const clientId = env[`SOCIAL_${provider.toUpperCase()}_CLIENT_ID`];
    const clientSecret = env[`SOCIAL_${provider.toUpperCase()}_CLIENT_SECRET`];
    const adapter =
      clientId && clientSecret
        ? createOAuth2IdentityProvider(provider, { clientId, clientSecret })
        : createSandboxIdentityProvider(provider, deps);
    return [provider, adapter] as const;
  });
  return Object.fromEntries(entries) as IdentityProviders;
}
