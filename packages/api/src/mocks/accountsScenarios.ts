import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { ACCOUNT_PROVIDERS_PATH } from '../contract/accounts.ts';
import { ERROR_TYPE_ACCOUNTS_LIMIT_REACHED } from '../contract/billing.ts';
import { errorAnswer } from './respond.ts';
import { any, failures } from './scenarioHelpers.ts';

// Every auth endpoint of spec §7 (POST v1/{provider}/auth and v1/tpulse/check_auth) answered the same way.
const AUTH_PATHS = [any('v1/:provider/auth'), any('v1/tpulse/check_auth')];
const onAuth = (resolver: Parameters<typeof http.post>[1]): HttpHandler[] => AUTH_PATHS.map((path) => http.post(path, resolver));

// Scenarios of connecting accounts, merged into `scenarios` (scenarios.ts); what the server answers is recorded
// (the accountAdd script).
export const accountsScenarios = {
  accountAuth: {
    /** spec §8: the account limit of the current plan is reached. */
    limitReached: onAuth(({ request }) =>
      errorAnswer(request, 400, 'accountsLimitReached', ERROR_TYPE_ACCOUNTS_LIMIT_REACHED, { limit: 3 }),
    ),
    networkError: onAuth(() => HttpResponse.error()),
    slow: onAuth(async () => {
      await delay('infinite');
      return HttpResponse.error();
    }),
  },
  accountProviders: {
    ...failures('get', ACCOUNT_PROVIDERS_PATH),
  },
} satisfies Record<string, Record<string, HttpHandler[]>>;
