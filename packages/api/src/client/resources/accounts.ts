import { ACCOUNT_CONNECT_PATH, type AccountConnectRequest } from '../../contract/connections.ts';
import {
  ACCOUNT_PROVIDERS_PATH,
  accountAuthPath,
  AccountAuthResponse,
  AccountProvidersResponse,
  type AccountAuthRequest,
  type AccountProvider,
  type TpulseCheckAuthRequest,
} from '../../contract/accounts.ts';
import { defineResource } from '../resource.ts';

export interface AccountsResource {
  /** Each provider's authorization page. */
  providers(): Promise<AccountProvidersResponse>;
  /** spec §7: POST v1/{provider}/auth: exchanges the provider's code for a connected account. */
  auth(provider: Exclude<AccountProvider, 'tpulse'>, body: AccountAuthRequest): Promise<AccountAuthResponse>;
  /** spec §7: POST v1/tpulse/check_auth. */
  checkTpulse(body: TpulseCheckAuthRequest): Promise<AccountAuthResponse>;
  /** POST v1/accounts/connect: a network without a popup, by its token or keys (docs/token-networks.md). */
  connect(body: AccountConnectRequest): Promise<AccountAuthResponse>;
}

export const accountsResource = defineResource<AccountsResource>(({ http }) => ({
  providers: () => http.request({ method: 'GET', path: ACCOUNT_PROVIDERS_PATH, schema: AccountProvidersResponse }),
  auth: (provider, body) => http.request({ method: 'POST', path: accountAuthPath(provider), body, schema: AccountAuthResponse }),
  checkTpulse: (body) => http.request({ method: 'POST', path: accountAuthPath('tpulse'), body, schema: AccountAuthResponse }),
  connect: (body) => http.request({ method: 'POST', path: ACCOUNT_CONNECT_PATH, body, schema: AccountAuthResponse }),
}));
