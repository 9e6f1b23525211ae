import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { EMAIL_PATH, SEND_CONFIRM_EMAIL_PATH } from '../contract/email.ts';
import { NOTIFICATIONS_PATH } from '../contract/notifications.ts';
import { PASSWORD_PATH, SOCIAL_PATH } from '../contract/profile.ts';
import { OTP_CONFIRM_PATH, OTP_PATH, OTP_SETUP_PATH } from '../contract/twoFactor.ts';
import { ME_PATH } from '../contract/user.ts';
import { USER_SETTINGS_PATH } from '../contract/userSettings.ts';
import { errorAnswer } from './respond.ts';
import { any, failures } from './scenarioHelpers.ts';
import { mockText } from './texts.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const failing = (method: Method, path: string) => ({
  networkError: [http[method](any(path), () => HttpResponse.error())],
  slow: [
    http[method](any(path), async () => {
      await delay('infinite');
      return HttpResponse.error();
    }),
  ],
  serverError500: [http[method](any(path), ({ request }) => errorAnswer(request, 500, 'internal'))],
});

// Named answers of the profile slice's endpoints for stories (scenarios.ts merges them).
export const profileScenarios = {
  email: {
    taken: [http.put(any(EMAIL_PATH), ({ request }) => errorAnswer(request, 409, 'emailTaken'))],
    changeFailed: failing('put', EMAIL_PATH).serverError500,
    changeSlow: failing('put', EMAIL_PATH).slow,
    resendTooSoon: [
      http.post(any(SEND_CONFIRM_EMAIL_PATH), ({ request }) =>
        HttpResponse.json(
          { error: mockText(request, 'confirmationTooSoon', { seconds: 42 }), error_type: 'too_soon' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    ],
    resendFailed: failing('post', SEND_CONFIRM_EMAIL_PATH).networkError,
  },
  profile: {
    saveFailed: failing('patch', ME_PATH).serverError500,
    passwordSlow: failing('put', PASSWORD_PATH).slow,
  },
  social: { ...failures('get', SOCIAL_PATH), unlinkFailed: failing('delete', `${SOCIAL_PATH}/:provider`).serverError500 },
  twoFactor: {
    ...failures('get', OTP_PATH),
    setupFailed: failing('post', OTP_SETUP_PATH).serverError500,
    confirmSlow: failing('post', OTP_CONFIRM_PATH).slow,
  },
  userSettings: {
    saveFailed: failing('put', USER_SETTINGS_PATH).serverError500,
    saveSlow: failing('put', USER_SETTINGS_PATH).slow,
  },
  notifications: {
    ...failures(['get', 'put'], NOTIFICATIONS_PATH),
    saveFailed: failing('put', NOTIFICATIONS_PATH).serverError500,
  },
} satisfies Record<string, Record<string, HttpHandler[]>>;
