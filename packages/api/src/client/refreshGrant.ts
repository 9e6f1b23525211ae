import { TOKEN_PATH, TokenResponse, type RefreshGrantRequest } from '../contract/auth.ts';
import type { ClientOptions } from './options.ts';
import type { RequestSpec } from './transport.ts';

// spec §7: POST v1/oauth2/token (refresh): client_id, client_secret, grant_type=refresh_token, refresh_token.
export function refreshGrantSpec(options: ClientOptions, refreshToken: string): RequestSpec<typeof TokenResponse> {
  const body: RefreshGrantRequest = {
    client_id: options.clientId,
    client_secret: options.clientSecret,
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  };
  // The token grant is sent without a bearer header and never waits for a refresh.
  return { method: 'POST', path: TOKEN_PATH, body, auth: false, schema: TokenResponse };
}
