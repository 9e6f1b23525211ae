import { HttpResponse } from 'msw';
import type { PasswordGrantRequest, TokenResponse } from '../contract/auth.ts';
import { AnyTokenRequest, type AuthorizationCodeGrantRequest } from '../contract/publicPages.ts';
import { ERROR_TYPE_CODE_REQUIRED, type ErrorBody } from '../contract/errors.ts';
import { sha256Hex } from '../client/sign.ts';
import { errorAnswer } from './respond.ts';
import { MOCK_OAUTH_CLIENT } from './socialHandlers.ts';
import type { MockState } from './state.ts';

type Answer = HttpResponse<TokenResponse | ErrorBody>;

// The anti-bot token must be the hash of these credentials and its own time (spec §7). Mocks do not check
// freshness: their clock is the fixtures' fixed "now", not the caller's.
async function signMatches(grant: PasswordGrantRequest): Promise<boolean> {
  const [hash, time] = grant.sign.split('.');
  return hash === (await sha256Hex(grant.username + grant.password + time));
}

async function passwordGrant(request: Request, grant: PasswordGrantRequest, state: MockState): Promise<Answer> {
  if (!(await signMatches(grant))) return errorAnswer(request, 400, 'invalidSign');
  const user = state.users.find((u) => u.email === grant.username.trim().toLowerCase());
  if (!user) return errorAnswer(request, 404, 'userNotFound');
  if (grant.password !== state.profile.passwordOf(user.id)) return errorAnswer(request, 400, 'wrongPassword');
  if (user.otp_enabled) {
    // spec §8: 400 with error_type code_required asks for the one-time code.
    if (!grant.code?.trim()) return errorAnswer(request, 400, 'codeRequired', ERROR_TYPE_CODE_REQUIRED);
    // A wrong code asks again, with its own text (as the reference server does); a recovery code works once.
    if (!state.profile.acceptSecondFactor(user.id, grant.code)) {
      return errorAnswer(request, 400, 'invalidCode', ERROR_TYPE_CODE_REQUIRED);
    }
  }
  return HttpResponse.json(state.issue(user.id));
}

// The /oauth client redeems its code once, for its own redirect_uri (as apps/server/src/routes/publicPages.ts).
function authorizationCodeGrant(request: Request, grant: AuthorizationCodeGrantRequest, state: MockState): Answer {
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

// POST v1/oauth2/token: the password and refresh grants (spec §7) and the /oauth clients' authorization_code grant.
export async function tokenEndpoint(request: Request, state: MockState): Promise<Answer> {
  const parsed = AnyTokenRequest.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return errorAnswer(request, 400, 'badRequest');
  if (parsed.data.grant_type === 'password') return passwordGrant(request, parsed.data, state);
  if (parsed.data.grant_type === 'authorization_code') return authorizationCodeGrant(request, parsed.data, state);
  const refreshed = state.refresh(parsed.data.refresh_token);
  if (refreshed.ok) return HttpResponse.json(refreshed.token);
  return refreshed.reason === 'userNotFound'
    ? errorAnswer(request, 404, 'userNotFound', 'invalid_grant')
    : errorAnswer(request, 400, 'invalidRefreshToken', 'invalid_grant');
}
