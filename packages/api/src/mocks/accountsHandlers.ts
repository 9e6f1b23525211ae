import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  ACCOUNT_PROVIDERS,
  ACCOUNT_PROVIDERS_PATH,
  accountAuthPath,
  AccountAuthRequest,
  TpulseCheckAuthRequest,
  type AccountAuthResponse,
  type AccountProvider,
  type AccountProvidersResponse,
} from '../contract/accounts.ts';
import { ERROR_TYPE_PROVIDER_ERROR } from '../contract/accounts.ts';
import type { ErrorBody } from '../contract/errors.ts';
import type { SocialObject } from '../contract/objects.ts';
import { authenticate, errorAnswer } from './respond.ts';
import type { MockState } from './state.ts';

/** A code the mock refuses as used or expired. */
export const MOCK_EXPIRED_ACCOUNT_CODE = 'expired';

const readJson = (request: Request): Promise<unknown> => request.json().catch(() => null);

// spec §7 POST v1/{provider}/auth and v1/tpulse/check_auth, GET v1/accounts/providers on one host: any code connects
// an account named after it into the requested company (or the first one).
export function accountsHandlers(host: string, state: MockState): HttpHandler[] {
  const connect = (provider: AccountProvider, code: string, companyId: number | undefined): AccountAuthResponse => {
    const id = Math.max(0, ...state.objects.map((o) => o.id)) + 1;
    const object: SocialObject = {
      id,
      name: code.startsWith('name:') ? code.slice('name:'.length) : `Sandbox ${provider} ${id}`,
      provider,
      provider_id: `sandbox-${id}`,
      screen_name: `sandbox_${id}`,
      domain: null,
      image: null,
      url: null,
      error: null,
      roles: { settings: true },
      company: companyId ?? state.companies[0]?.id ?? 1,
    };
    state.objects.push(object);
    return { object, created: true };
  };
  return [
    http.get<never, never, AccountProvidersResponse | ErrorBody>(`${host}${ACCOUNT_PROVIDERS_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      if (!auth.user.roles.settings) return errorAnswer(request, 403, 'forbidden');
      return HttpResponse.json({ items: ACCOUNT_PROVIDERS.map((id) => ({ id, authorize_url: `${host}sandbox/connect/${id}` })) });
    }),
    ...ACCOUNT_PROVIDERS.map((provider) =>
      http.post<never, never, AccountAuthResponse | ErrorBody>(`${host}${accountAuthPath(provider)}`, async ({ request }) => {
        const auth = authenticate(request, state);
        if ('answer' in auth) return auth.answer;
        // spec §1: the administrator manages accounts (the server: the administrator role).
        if (!auth.user.roles.settings) return errorAnswer(request, 403, 'forbidden');
        const json = await readJson(request);
        let code: string | undefined;
        let companyId: number | undefined;
        if (provider === 'tpulse') {
          const body = TpulseCheckAuthRequest.safeParse(json);
          if (!body.success) return errorAnswer(request, 400, 'accountCodeMissing');
          ({ check: code, company_id: companyId } = body.data);
        } else {
          const body = AccountAuthRequest.safeParse(json);
          if (!body.success) return errorAnswer(request, 400, 'badRequest');
          const { oauth_token: token, oauth_verifier: verifier } = body.data;
          code = provider === 'twitter' && token && verifier ? `${token}.${verifier}` : body.data.code;
          companyId = body.data.company_id;
          if (!code)
            return errorAnswer(request, 400, provider === 'twitter' ? 'accountTwitterParamsMissing' : 'accountCodeMissing');
        }
        if (code === MOCK_EXPIRED_ACCOUNT_CODE) return errorAnswer(request, 400, 'accountCodeInvalid', ERROR_TYPE_PROVIDER_ERROR);
        return HttpResponse.json(connect(provider, code, companyId));
      }),
    ),
  ];
}
