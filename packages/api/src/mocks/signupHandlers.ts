// The sign-up slice's endpoints on the mock server: sign-up, invitations and reset (recovery answers from its
// recording, docs/mocks.md). A new account
// is not kept: the answer's token signs in as the demo administrator, enough for the screens' auto sign-in.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { CONFIRM_EMAIL_PATH } from '../contract/email.ts';
import {
  InvitationSignupRequest,
  RECOVERY_PATH,
  RESET_PASSWORD_CHECK_PATH,
  RESET_PASSWORD_PATH,
  ResetCheckRequest,
  ResetPasswordRequest,
  SIGNUP_PATH,
  SignupRequest,
} from '../contract/signup.ts';
import { demoUserByRole } from './fixtures.ts';
import { errorAnswer } from './respond.ts';
import { any, failures } from './scenarioHelpers.ts';
import type { MockState } from './state.ts';
import { mockText } from './texts.ts';

/** The mock's invitation link /signup/{MOCK_INVITATION_HASH}, for MOCK_INVITED_EMAIL. */
export const MOCK_INVITATION_HASH = 'mock-invitation';
export const MOCK_INVITED_EMAIL = 'invited@demo.local';
/** The mock's usable reset link /reset_password/{MOCK_RESET_HASH}. */
export const MOCK_RESET_HASH = 'mock-reset';

const readJson = (request: Request): Promise<unknown> => request.json().catch(() => null);

export function signupHandlers(host: string, state: MockState): HttpHandler[] {
  const admin = demoUserByRole('administrator');
  const taken = (email: string) => state.users.some((u) => u.email === email.trim().toLowerCase());
  return [
    http.post(`${host}${SIGNUP_PATH}`, async ({ request }) => {
      const body = SignupRequest.safeParse(await readJson(request));
      if (!body.success) return errorAnswer(request, 400, 'badRequest');
      if (taken(body.data.email)) return errorAnswer(request, 409, 'emailTaken', 'email_taken');
      if (body.data.promocode?.toUpperCase() === 'EXPIRED15') return errorAnswer(request, 400, 'promocodeExpired');
      const email = body.data.email.trim().toLowerCase();
      return HttpResponse.json({ message: mockText(request, 'signupConfirmationSent', { email }), token: state.issue(admin.id) });
    }),
    http.get(`${host}${SIGNUP_PATH}/:hash`, ({ request, params }) =>
      params['hash'] === MOCK_INVITATION_HASH
        ? HttpResponse.json({ email: MOCK_INVITED_EMAIL })
        : errorAnswer(request, 409, 'invitationInvalid'),
    ),
    http.post(`${host}${SIGNUP_PATH}/:hash`, async ({ request, params }) => {
      const body = InvitationSignupRequest.safeParse(await readJson(request));
      if (!body.success) return errorAnswer(request, 400, 'badRequest');
      if (params['hash'] !== MOCK_INVITATION_HASH) return errorAnswer(request, 409, 'invitationInvalid');
      return HttpResponse.json({ message: mockText(request, 'signupRegistered'), token: state.issue(admin.id) });
    }),
    http.post(`${host}${RESET_PASSWORD_CHECK_PATH}`, async ({ request }) => {
      const body = ResetCheckRequest.safeParse(await readJson(request));
      if (!body.success || body.data.hash !== MOCK_RESET_HASH) return errorAnswer(request, 400, 'resetInvalid');
      return HttpResponse.json({ email: admin.email });
    }),
    http.post(`${host}${RESET_PASSWORD_PATH}`, async ({ request }) => {
      const body = ResetPasswordRequest.safeParse(await readJson(request));
      if (!body.success || body.data.hash !== MOCK_RESET_HASH) return errorAnswer(request, 400, 'resetInvalid');
      if (body.data.password !== body.data.password_confirm) return errorAnswer(request, 400, 'resetMismatch');
      return HttpResponse.json({ message: mockText(request, 'passwordReset'), token: state.issue(admin.id) });
    }),
  ];
}

/** Named answers for the sign-up slice's stories (scenarios.signup, .invitation, .recovery, .reset, .confirmEmail). */
export function signupScenarioSet(issue: () => ReturnType<MockState['issue']>) {
  return {
    signup: {
      ...failures('post', SIGNUP_PATH),
      captcha: [http.post(any(SIGNUP_PATH), ({ request }) => errorAnswer(request, 400, 'captchaFailed', 'captcha'))],
      emailTaken: [http.post(any(SIGNUP_PATH), ({ request }) => errorAnswer(request, 409, 'emailTaken', 'email_taken'))],
      noToken: [
        http.post(any(SIGNUP_PATH), ({ request }) =>
          HttpResponse.json({ message: mockText(request, 'signupConfirmationSent', { email: 'new@example.com' }) }),
        ),
      ],
      withToken: [
        http.post(any(SIGNUP_PATH), ({ request }) =>
          HttpResponse.json({
            message: mockText(request, 'signupConfirmationSent', { email: 'new@example.com' }),
            token: issue(),
          }),
        ),
      ],
    },
    invitation: {
      ...failures('get', `${SIGNUP_PATH}/:hash`),
      used: [http.get(any(`${SIGNUP_PATH}/:hash`), ({ request }) => errorAnswer(request, 409, 'invitationInvalid'))],
    },
    recovery: {
      ...failures('post', RECOVERY_PATH),
      serverText: [http.post(any(RECOVERY_PATH), ({ request }) => errorAnswer(request, 400, 'badRequest'))],
    },
    reset: {
      ...failures('post', RESET_PASSWORD_PATH),
      checkSlow: failures('post', RESET_PASSWORD_CHECK_PATH).slow,
      checkFailed: [http.post(any(RESET_PASSWORD_CHECK_PATH), ({ request }) => errorAnswer(request, 400, 'resetInvalid'))],
      noToken: [
        http.post(any(RESET_PASSWORD_PATH), ({ request }) => HttpResponse.json({ message: mockText(request, 'passwordReset') })),
      ],
    },
    confirmEmail: {
      ...failures('post', CONFIRM_EMAIL_PATH),
      withToken: [
        http.post(any(CONFIRM_EMAIL_PATH), ({ request }) =>
          HttpResponse.json({ message: mockText(request, 'emailConfirmed'), token: issue() }),
        ),
      ],
      noToken: [
        http.post(any(CONFIRM_EMAIL_PATH), ({ request }) => HttpResponse.json({ message: mockText(request, 'emailConfirmed') })),
      ],
      failed: [http.post(any(CONFIRM_EMAIL_PATH), ({ request }) => errorAnswer(request, 400, 'confirmationInvalid'))],
    },
  };
}
