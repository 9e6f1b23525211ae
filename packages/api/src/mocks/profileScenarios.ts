import { http, HttpResponse, type HttpHandler } from 'msw';
import { EMAIL_PATH, SEND_CONFIRM_EMAIL_PATH } from '../contract/email.ts';
import { NOTIFICATIONS_PATH } from '../contract/notifications.ts';
import { USER_SETTINGS_PATH } from '../contract/userSettings.ts';
import { any, failures } from './scenarioHelpers.ts';
import { mockText } from './texts.ts';

// Named answers of the profile's endpoints for the states the test seed cannot be made to answer (docs/mocks.md);
// what the server answers is recorded (profile, emailDialog, mySettings).
export const profileScenarios = {
  email: {
    changeSlow: failures('put', EMAIL_PATH).slow,
    // A fixed wait, so the screenshot does not move with the clock.
    resendTooSoon: [
      http.post(any(SEND_CONFIRM_EMAIL_PATH), ({ request }) =>
        HttpResponse.json(
          { error: mockText(request, 'confirmationTooSoon', { seconds: 42 }), error_type: 'too_soon' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    ],
  },
  userSettings: { saveFailed: failures('put', USER_SETTINGS_PATH).serverError500 },
  notifications: { ...failures('get', NOTIFICATIONS_PATH), saveFailed: failures('put', NOTIFICATIONS_PATH).serverError500 },
} satisfies Record<string, Record<string, HttpHandler[]>>;
