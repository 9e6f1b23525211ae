import { http, HttpResponse, type HttpHandler } from 'msw';
import { SocialProvider } from '../contract/profile.ts';
import {
  ERROR_TYPE_NO_EMAIL,
  LINK_SOCIAL_PATH,
  LinkSocialRequest,
  ProviderSignupRequest,
  SIGNUP_PROVIDER_PATH,
} from '../contract/social.ts';
import { DELETE_REQUEST_PATH, OAUTH_AUTHORIZE_PATH, OAuthDecision, type DeleteRequest } from '../contract/publicPages.ts';
import { demoUserByEmail } from './fixtures.ts';
import { authenticate, errorAnswer } from './respond.ts';
import type { MockState } from './state.ts';
import { mockText } from './texts.ts';

// The sandbox provider's codes in the mock server (issue 5): what a code stands for is written in it.
export const MOCK_SOCIAL_CODES = {
  /** An identity linked to the administrator: signs in. */
  linked: 'mock-code-admin@demo.local',
  /** A provider that shares no email: error_type no_email with MOCK_PENDING_TOKEN. */
  noEmail: 'mock-no-email',
  /** Used, expired or unknown. */
  invalid: 'mock-invalid',
} as const;
export const MOCK_PENDING_TOKEN = 'mock-pending-signup';
const TAKEN_EMAIL = 'admin@demo.local';

// The reference server's seeds (apps/server/src/seed/social.ts).
export const MOCK_DELETE_REQUESTS: Readonly<Record<string, Omit<DeleteRequest, 'created_at' | 'completed_at'>>> = {
  'demo-deletion-done': { id: 'demo-deletion-done', provider: 'facebook', status: 'completed' },
  'demo-deletion-running': { id: 'demo-deletion-running', provider: 'facebook', status: 'in_progress' },
};
export const MOCK_OAUTH_CLIENT = {
  id: 'demo-partner',
  name: 'Demo Partner App',
  redirectUri: 'https://partner.example/oauth/callback',
};

const readJson = (request: Request): Promise<unknown> => request.json().catch(() => null);
const provider = { provider: 'VK' };

// POST v1/signup/provider and POST v1/me/social on one host.
export function socialHandlers(host: string, state: MockState): HttpHandler[] {
  const seconds = () => Math.floor(state.now / 1000);
  const knownClient = (clientId: string | null, redirectUri: string | null) =>
    clientId === MOCK_OAUTH_CLIENT.id && redirectUri === MOCK_OAUTH_CLIENT.redirectUri;
  return [
    http.get<{ id: string }>(`${host}${DELETE_REQUEST_PATH}/:id`, ({ request, params }) => {
      const found = MOCK_DELETE_REQUESTS[params.id];
      if (!found) return errorAnswer(request, 404, 'deleteRequestNotFound');
      const done = found.status === 'completed';
      return HttpResponse.json({
        ...found,
        created_at: seconds() - 3 * 86_400,
        completed_at: done ? seconds() - 2 * 86_400 : null,
      });
    }),
    http.get(`${host}${OAUTH_AUTHORIZE_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const query = new URL(request.url).searchParams;
      if (!knownClient(query.get('client_id'), query.get('redirect_uri')))
        return errorAnswer(request, 400, 'oauthClientUnknown', 'invalid_client');
      return HttpResponse.json({
        client: { id: MOCK_OAUTH_CLIENT.id, name: MOCK_OAUTH_CLIENT.name },
        redirect_uri: MOCK_OAUTH_CLIENT.redirectUri,
      });
    }),
    http.post(`${host}${OAUTH_AUTHORIZE_PATH}`, async ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const body = OAuthDecision.safeParse(await readJson(request));
      if (!body.success || !knownClient(body.data.client_id, body.data.redirect_uri)) {
        return errorAnswer(request, 400, 'oauthClientUnknown', 'invalid_client');
      }
      const target = new URL(body.data.redirect_uri);
      if (body.data.decision === 'approve') target.searchParams.set('code', 'mock-oauth-code');
      else target.searchParams.set('error', 'access_denied');
      if (body.data.state) target.searchParams.set('state', body.data.state);
      return HttpResponse.json({ redirect_to: target.toString() });
    }),
    http.post(`${host}${SIGNUP_PROVIDER_PATH}`, async ({ request }) => {
      const body = ProviderSignupRequest.safeParse(await readJson(request));
      if (!body.success) return errorAnswer(request, 400, 'invalidRequest');
      if ('code' in body.data) {
        const { code } = body.data;
        if (code === MOCK_SOCIAL_CODES.noEmail) {
          return HttpResponse.json(
            {
              error: mockText(request, 'socialNoEmail', provider),
              error_type: ERROR_TYPE_NO_EMAIL,
              access_token: MOCK_PENDING_TOKEN,
            },
            { status: 400 },
          );
        }
        const user = code.startsWith('mock-code-') ? demoUserByEmail(code.slice('mock-code-'.length)) : undefined;
        if (!user) return errorAnswer(request, 400, 'socialCodeInvalid', 'invalid_code', provider);
        return HttpResponse.json(state.issue(user.id));
      }
      if (body.data.access_token !== MOCK_PENDING_TOKEN)
        return errorAnswer(request, 400, 'socialCodeInvalid', 'expired', provider);
      if (body.data.email.trim().toLowerCase() === TAKEN_EMAIL) {
        return errorAnswer(request, 409, 'socialEmailTaken', 'email_taken', provider);
      }
      // A new account: the mock signs in the operator in its place.
      const user = demoUserByEmail('operator@demo.local');
      return user ? HttpResponse.json(state.issue(user.id)) : errorAnswer(request, 500, 'internal');
    }),
    http.post(`${host}${LINK_SOCIAL_PATH}`, async ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const body = LinkSocialRequest.safeParse(await readJson(request));
      if (!body.success || !SocialProvider.safeParse(body.data.provider).success)
        return errorAnswer(request, 400, 'invalidRequest');
      if (body.data.code === MOCK_SOCIAL_CODES.invalid)
        return errorAnswer(request, 400, 'socialCodeInvalid', 'invalid_code', provider);
      const items = state.profile.social.get(auth.user.id) ?? [];
      const next = [
        ...items.filter((item) => item.provider !== body.data.provider),
        { provider: body.data.provider, name: auth.user.name, linked_at: Math.floor(state.now / 1000) },
      ];
      state.profile.social.set(auth.user.id, next);
      return HttpResponse.json({ items: next });
    }),
  ];
}
