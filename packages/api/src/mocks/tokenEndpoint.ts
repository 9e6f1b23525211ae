import { HttpResponse } from 'msw';
import type { TokenResponse } from '../contract/auth.ts';
import { AnyTokenRequest } from '../contract/publicPages.ts';
import type { ErrorBody } from '../contract/errors.ts';
import { errorAnswer } from './respond.ts';
import { MOCK_OAUTH_CLIENT } from './socialHandlers.ts';
import type { MockState } from './state.ts';

type Answer = HttpResponse<TokenResponse | ErrorBody>;

// POST v1/oauth2/token for the /oauth clients' authorization_code grant: the client redeems its code once, for its own
// redirect_uri (as apps/server/src/routes/publicPages.ts). The password and refresh grants are recorded (`session`).
export async function tokenEndpoint(request: Request, state: MockState): Promise<Answer | undefined> {
  const parsed = AnyTokenRequest.safeParse(
    await request
      .clone()
      .json()
      .catch(() => null),
  );
  if (!parsed.success || parsed.data.grant_type !== 'authorization_code') return undefined;
  const grant = parsed.data;
  if (grant.client_id !== MOCK_OAUTH_CLIENT.id || grant.client_secret !== MOCK_OAUTH_CLIENT.secret) {
    return errorAnswer(request, 400, 'invalidClient', 'invalid_client');
  }
  const issued = state.oauthCodes.get(grant.code);
  if (!issued || issued.used || issued.clientId !== grant.client_id || issued.redirectUri !== grant.redirect_uri) {
    return errorAnswer(request, 400, 'oauthCodeInvalid', 'invalid_grant');
  }
  issued.used = true;
  return HttpResponse.json(state.issue(issued.userId));
}
