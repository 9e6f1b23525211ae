import * as z from 'zod/mini';
import { REVOKE_PATH, TOKEN_PATH, TokenResponse } from '../../contract/auth.ts';
import type { PasswordGrantRequest } from '../../contract/auth.ts';
import type { Http } from '../http.ts';
import type { ClientOptions } from '../options.ts';
import { refreshGrantSpec } from '../refreshGrant.ts';
import { antiBotSign } from '../sign.ts';

export interface PasswordGrantInput {
  username: string;
  password: string;
  code?: string;
}

export interface AuthResource {
  passwordGrant(input: PasswordGrantInput): Promise<TokenResponse>;
  refresh(refreshToken: string): Promise<TokenResponse>;
  revoke(): Promise<void>;
}

// The revoke answer's body is not used (spec §7: errors ignored by the caller); any JSON or none is fine.
const RevokeAnswer = z.unknown();

export function authResource(http: Http, options: ClientOptions, now: () => number): AuthResource {
  return {
    async passwordGrant({ username, password, code }) {
      const sign = await antiBotSign(username, password, Math.floor(now() / 1000));
      const body: PasswordGrantRequest = {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        grant_type: 'password',
        username,
        password,
        sign,
        ...(code ? { code } : {}),
      };
      // The token grant is the one call without a bearer header.
      return http.request({ method: 'POST', path: TOKEN_PATH, body, auth: false, schema: TokenResponse });
    },
    // The bare grant; the session's own refreshes go through the queue (client.session.refresh).
    refresh: (refreshToken) => http.request(refreshGrantSpec(options, refreshToken)),
    async revoke() {
      // spec §7: empty body, bearer header with the stored access token. Logout never refreshes to revoke.
      await http.request({ method: 'POST', path: REVOKE_PATH, refresh: false, schema: RevokeAnswer });
    },
  };
}
