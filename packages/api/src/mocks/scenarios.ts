import { http, HttpResponse, type HttpHandler } from 'msw';
import { REVOKE_PATH, TOKEN_PATH, TokenRequest, type TokenResponse } from '../contract/auth.ts';
import { CONFIG_PATH } from '../contract/config.ts';
import { ERROR_TYPE_CODE_REQUIRED } from '../contract/errors.ts';
import { ME_PATH } from '../contract/user.ts';
import { configFor, demoUserByRole, MOCK_OTP_CODE } from './fixtures.ts';
import { errorAnswer } from './respond.ts';
import { requestLocale } from './texts.ts';
import { any, failures } from './scenarioHelpers.ts';
import { workspaceScenarios } from './workspaceScenarios.ts';
import { objectsScenarios } from './objectsScenarios.ts';
import { itemsScenarios } from './itemsScenarios.ts';
import { chatsScenarios } from './chatsScenarios.ts';
import { workingHoursScenarios } from './workinghours.ts';
import { filtersScenarios } from './filtersScenarios.ts';
import { billingScenarios } from './billingScenarios.ts';
import { profileScenarios } from './profileScenarios.ts';
import { signupScenarioSet } from './signupHandlers.ts';
import { accountsScenarios } from './accountsScenarios.ts';
import { socialScenarios } from './socialScenarios.ts';

export const SCENARIO_TOKEN: TokenResponse = {
  access_token: 'mock-access-scenario',
  refresh_token: 'mock-refresh-scenario',
  expires_in: 3600,
  token_type: 'bearer',
};

const SIGNED_IN_USER = demoUserByRole('administrator');

// Named answers for stories and tests: each value is an array of handlers for `msw.use(...)`.
export const scenarios = {
  login: {
    success: [http.post(any(TOKEN_PATH), () => HttpResponse.json(SCENARIO_TOKEN))],
    // A first submit asks for the code; the code MOCK_OTP_CODE then signs in, any other is refused.
    codeRequired: [
      http.post(any(TOKEN_PATH), async ({ request }) => {
        const parsed = TokenRequest.safeParse(
          await request
            .clone()
            .json()
            .catch(() => null),
        );
        const code = parsed.success && parsed.data.grant_type === 'password' ? parsed.data.code : undefined;
        if (!code) return errorAnswer(request, 400, 'codeRequired', ERROR_TYPE_CODE_REQUIRED);
        return code === MOCK_OTP_CODE
          ? HttpResponse.json(SCENARIO_TOKEN)
          : errorAnswer(request, 400, 'invalidCode', ERROR_TYPE_CODE_REQUIRED);
      }),
    ],
    wrongPassword: [http.post(any(TOKEN_PATH), ({ request }) => errorAnswer(request, 400, 'wrongPassword'))],
    userNotFound: [http.post(any(TOKEN_PATH), ({ request }) => errorAnswer(request, 404, 'userNotFound'))],
    ...failures('post', TOKEN_PATH),
  },
  me: {
    ready: [http.get(any(ME_PATH), () => HttpResponse.json(SIGNED_IN_USER))],
    tokenExpired: [http.get(any(ME_PATH), ({ request }) => errorAnswer(request, 401, 'accessTokenExpired'))],
    ...failures('get', ME_PATH),
  },
  config: {
    ready: [
      http.get(any(CONFIG_PATH), ({ request }) =>
        HttpResponse.json(configFor(SIGNED_IN_USER, { locale: requestLocale(request) })),
      ),
    ],
    tokenExpired: [http.get(any(CONFIG_PATH), ({ request }) => errorAnswer(request, 401, 'accessTokenExpired'))],
    // spec §8 "Config load": a 404 logs the user out.
    notFound: [http.get(any(CONFIG_PATH), ({ request }) => errorAnswer(request, 404, 'userNotFound'))],
    ...failures('get', CONFIG_PATH),
  },
  // spec §4: an invalid refresh token (a 400 whose text contains 'token') ends the session.
  refresh: {
    invalid: [http.post(any(TOKEN_PATH), ({ request }) => errorAnswer(request, 400, 'invalidRefreshToken', 'invalid_grant'))],
  },
  revoke: {
    ok: [http.post(any(REVOKE_PATH), () => HttpResponse.json({}))],
    ...failures('post', REVOKE_PATH),
  },
  ...workspaceScenarios,
  ...objectsScenarios,
  ...itemsScenarios,
  ...chatsScenarios,
  workinghours: workingHoursScenarios,
  ...filtersScenarios,
  ...billingScenarios,
  ...profileScenarios,
  ...signupScenarioSet(() => SCENARIO_TOKEN),
  ...accountsScenarios,
  ...socialScenarios,
} satisfies Record<string, Record<string, HttpHandler[]>>;
