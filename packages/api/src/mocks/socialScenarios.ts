import { http } from 'msw';
import { DELETE_REQUEST_PATH, OAUTH_AUTHORIZE_PATH } from '../contract/publicPages.ts';
import { LINK_SOCIAL_PATH, SIGNUP_PROVIDER_PATH } from '../contract/social.ts';
import { errorAnswer } from './respond.ts';
import { any, failures } from './scenarioHelpers.ts';

// Named answers of the social sign-in endpoints for stories (scenarios.ts merges them).
export const socialScenarios = {
  signupProvider: {
    refused: [
      http.post(any(SIGNUP_PROVIDER_PATH), ({ request }) =>
        errorAnswer(request, 400, 'socialCodeInvalid', 'invalid_code', { provider: 'VK' }),
      ),
    ],
    ...failures('post', SIGNUP_PROVIDER_PATH),
  },
  linkSocial: {
    elsewhere: [
      http.post(any(LINK_SOCIAL_PATH), ({ request }) =>
        errorAnswer(request, 409, 'socialLinkedElsewhere', undefined, { provider: 'VK' }),
      ),
    ],
    ...failures('post', LINK_SOCIAL_PATH),
  },
  deleteRequest: failures('get', `${DELETE_REQUEST_PATH}/*`),
  oauthRequest: failures('get', OAUTH_AUTHORIZE_PATH),
  oauthDecision: failures('post', OAUTH_AUTHORIZE_PATH),
};
