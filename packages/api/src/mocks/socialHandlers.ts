import { http, HttpResponse, type HttpHandler } from 'msw';
import { SocialProvider } from '../contract/profile.ts';
import {
  ERROR_TYPE_NO_EMAIL,
  LINK_SOCIAL_PATH,
  LinkSocialRequest,
  ProviderSignupRequest,
  SIGNUP_PROVIDER_PATH,
} from '../contract/social.ts';
import { OAUTH_AUTHORIZE_PATH, OAuthDecision } from '../contract/publicPages.ts';
import { demoUserByEmail } from './fixtures.ts';
import { authenticate, errorAnswer } from './respond.ts';
import type { MockState } from './state.ts';
import type { User } from '../contract/user.ts';
import { mockText } from './texts.ts';

// The sandbox provider's codes in the mock server: what a code stands for is written in it.
export const MOCK_SOCIAL_CODES = {
  /** An identity linked to the administrator: signs in. */
  linked: 'mock-code-admin@demo.local',
  /** A provider that shares no email: error_type no_email with MOCK_PENDING_TOKEN. */
  noEmail: 'mock-no-email',
  /** Used, expired or unknown. */
  invalid: 'mock-invalid',
} as const;
/** The code of the identity linked to a demo user (`mock-code-<email>`), or of a new one sharing an address. */
export const mockSocialCode = {
  linkedTo: (email: string): string => `mock-code-${email}`,
  fresh: (email: string): string => `mock-new-${email}`,
};
export const MOCK_PENDING_TOKEN = 'mock-pending-signup';

// The reference server's seed (apps/server/src/seed/social.ts).
export const MOCK_OAUTH_CLIENT = {
  id: 'demo-partner',
  secret: 'demo-partner-secret',
  name: 'Demo Partner App',
  redirectUri: 'https://partner.example/oauth/callback',
};

const readJson = (request: Request): Promise<unknown> => request.json().catch(() => null);
const provider = { provider: 'VK' };

type Identity = { kind: 'invalid' } | { kind: 'noEmail' } | { kind: 'linked'; owner: User } | { kind: 'fresh'; email: string };
// What a mock code stands for: a demo user's linked identity, a new one with an address, one without, or nothing.
function identityOf(code: string): Identity {
  if (code === MOCK_SOCIAL_CODES.noEmail) return { kind: 'noEmail' };
  const [prefix, email] = code.startsWith('mock-code-')
    ? ['linked', code.slice('mock-code-'.length)]
    : code.startsWith('mock-new-')
      ? ['fresh', code.slice('mock-new-'.length)]
      : ['invalid', ''];
  if (prefix === 'invalid' || email === '') return { kind: 'invalid' };
  const owner = prefix === 'linked' ? demoUserByEmail(email) : undefined;
  return owner ? { kind: 'linked', owner } : { kind: 'fresh', email };
}

// POST v1/signup/provider and POST v1/me/social on one host.
export function socialHandlers(host: string, state: MockState): HttpHandler[] {
  const taken = (email: string) => state.users.some((u) => u.email === email.trim().toLowerCase());
  // A new account is not kept: the mock signs in the operator in its place.
  const signUpNew = (request: Request) => {
    const user = demoUserByEmail('operator@demo.local');
    return user ? HttpResponse.json(state.issue(user.id)) : errorAnswer(request, 500, 'internal');
  };
  const knownClient = (clientId: string | null, redirectUri: string | null) =>
    clientId === MOCK_OAUTH_CLIENT.id && redirectUri === MOCK_OAUTH_CLIENT.redirectUri;
  return [
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
      if (body.data.decision === 'approve') {
        // One code per approval, redeemed once at POST v1/oauth2/token (tokenEndpoint.ts).
        const code = `mock-oauth-code-${state.oauthCodes.size + 1}`;
        state.oauthCodes.set(code, {
          userId: auth.user.id,
          clientId: body.data.client_id,
          redirectUri: body.data.redirect_uri,
          used: false,
        });
        target.searchParams.set('code', code);
      } else target.searchParams.set('error', 'access_denied');
      if (body.data.state) target.searchParams.set('state', body.data.state);
      return HttpResponse.json({ redirect_to: target.toString() });
    }),
    http.post(`${host}${SIGNUP_PROVIDER_PATH}`, async ({ request }) => {
      const body = ProviderSignupRequest.safeParse(await readJson(request));
      if (!body.success) return errorAnswer(request, 400, 'badRequest');
      if ('code' in body.data) {
        const identity = identityOf(body.data.code);
        if (identity.kind === 'invalid') return errorAnswer(request, 400, 'socialCodeInvalid', 'invalid_code', provider);
        if (identity.kind === 'noEmail') {
          return HttpResponse.json(
            {
              error: mockText(request, 'socialNoEmail', provider),
              error_type: ERROR_TYPE_NO_EMAIL,
              access_token: MOCK_PENDING_TOKEN,
            },
            { status: 400 },
          );
        }
        if (identity.kind === 'linked') return HttpResponse.json(state.issue(identity.owner.id));
        // As the reference server: never joined to an existing account by address alone.
        if (taken(identity.email)) return errorAnswer(request, 409, 'socialEmailTaken', 'email_taken', provider);
        return signUpNew(request);
      }
      if (body.data.access_token !== MOCK_PENDING_TOKEN)
        return errorAnswer(request, 400, 'socialSignupExpired', 'expired', provider);
      if (taken(body.data.email)) return errorAnswer(request, 409, 'socialEmailTaken', 'email_taken', provider);
      return signUpNew(request);
    }),
    http.post(`${host}${LINK_SOCIAL_PATH}`, async ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const body = LinkSocialRequest.safeParse(await readJson(request));
      if (!body.success || !SocialProvider.safeParse(body.data.provider).success) return errorAnswer(request, 400, 'badRequest');
      const identity = identityOf(body.data.code);
      if (identity.kind === 'invalid') return errorAnswer(request, 400, 'socialCodeInvalid', 'invalid_code', provider);
      const items = state.profile.social.get(auth.user.id) ?? [];
      if (identity.kind === 'linked') {
        // The same rules as the reference server: one identity per user, one account per provider and user.
        if (identity.owner.id !== auth.user.id) return errorAnswer(request, 409, 'socialLinkedElsewhere', undefined, provider);
        return HttpResponse.json({ items });
      }
      if (items.some((item) => item.provider === body.data.provider)) {
        return errorAnswer(request, 409, 'socialProviderLinked', undefined, provider);
      }
      const next = [...items, { provider: body.data.provider, name: auth.user.name, linked_at: Math.floor(state.now / 1000) }];
      state.profile.social.set(auth.user.id, next);
      return HttpResponse.json({ items: next });
    }),
  ];
}
