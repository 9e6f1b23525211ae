import { HttpResponse } from 'msw';
import { TokenRequest, type PasswordGrantRequest, type TokenResponse } from '../contract/auth.ts';
import { ERROR_TYPE_CODE_REQUIRED, type ErrorBody } from '../contract/errors.ts';
import { sha256Hex } from '../client/sign.ts';
import { errorAnswer } from './respond.ts';
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

// POST v1/oauth2/token: the password grant and the refresh grant (spec §7).
export async function tokenEndpoint(request: Request, state: MockState): Promise<Answer> {
  const parsed = TokenRequest.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return errorAnswer(request, 400, 'invalidRequest');
  if (parsed.data.grant_type === 'password') return passwordGrant(request, parsed.data, state);
  const refreshed = state.refresh(parsed.data.refresh_token);
  if (refreshed.ok) return HttpResponse.json(refreshed.token);
  return refreshed.reason === 'userNotFound'
    ? errorAnswer(request, 404, 'userNotFound', 'invalid_grant')
    : errorAnswer(request, 400, 'invalidRefreshToken', 'invalid_grant');
}
