import { http, HttpResponse } from 'msw';
import { CONFIRM_EMAIL_PATH } from '../contract/email.ts';
import { RECOVERY_PATH, RESET_PASSWORD_CHECK_PATH, RESET_PASSWORD_PATH, SIGNUP_PATH } from '../contract/signup.ts';
import { errorAnswer } from './respond.ts';
import { any, failures } from './scenarioHelpers.ts';
import { mockText } from './texts.ts';

// Named answers of the signed-out flows (scenarios.ts merges them): the states the recording server cannot show
// (loading, 500, no answer; a refused captcha, which it does not check; a sign-up that signs nobody in, which it always
// does). What the server answers is recorded (the signup, passwordReset, confirmEmail and recovery recordings).
export const signupScenarios = {
  signup: {
    ...failures('post', SIGNUP_PATH),
    captcha: [http.post(any(SIGNUP_PATH), ({ request }) => errorAnswer(request, 400, 'captchaFailed', 'captcha'))],
    noToken: [
      http.post(any(SIGNUP_PATH), ({ request }) =>
        HttpResponse.json({ message: mockText(request, 'signupConfirmationSent', { email: 'new@example.com' }) }),
      ),
    ],
  },
  invitation: failures('get', `${SIGNUP_PATH}/:hash`),
  recovery: {
    ...failures('post', RECOVERY_PATH),
    serverText: [http.post(any(RECOVERY_PATH), ({ request }) => errorAnswer(request, 400, 'badRequest'))],
  },
  reset: { ...failures('post', RESET_PASSWORD_PATH), checkSlow: failures('post', RESET_PASSWORD_CHECK_PATH).slow },
  confirmEmail: failures('post', CONFIRM_EMAIL_PATH),
};
