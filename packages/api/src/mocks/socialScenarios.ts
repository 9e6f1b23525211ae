import { DELETE_REQUEST_PATH, OAUTH_AUTHORIZE_PATH } from '../contract/publicPages.ts';
import { LINK_SOCIAL_PATH, SIGNUP_PROVIDER_PATH } from '../contract/social.ts';
import { failures } from './scenarioHelpers.ts';

// Named answers of the social sign-in and public pages' endpoints for stories (scenarios.ts merges them): loading, 500
// and no answer; what the server answers is recorded (the socialSignIn, oauthGrant and deleteRequest recordings).
export const socialScenarios = {
  signupProvider: failures('post', SIGNUP_PROVIDER_PATH),
  linkSocial: failures('post', LINK_SOCIAL_PATH),
  deleteRequest: failures('get', `${DELETE_REQUEST_PATH}/*`),
  oauthRequest: failures('get', OAUTH_AUTHORIZE_PATH),
  oauthDecision: failures('post', OAUTH_AUTHORIZE_PATH),
};
