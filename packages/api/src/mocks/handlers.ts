import { http, HttpResponse, type HttpHandler } from 'msw';
import { REVOKE_PATH, TOKEN_PATH, type TokenRequest, type TokenResponse } from '../contract/auth.ts';
import { CONFIG_PATH, type ConfigResponse } from '../contract/config.ts';
import type { ErrorBody } from '../contract/errors.ts';
import { ME_PATH, type User } from '../contract/user.ts';
import { configFor } from './fixtures.ts';
import { authenticate, bearerToken, errorAnswer } from './respond.ts';
import { createMockState, type MockState } from './state.ts';
import { tokenEndpoint } from './tokenEndpoint.ts';
import { requestLocale } from './texts.ts';
import { workspaceHandlers } from './workspaceHandlers.ts';
import { objectsHandlers } from './objectsHandlers.ts';
import { workingHoursHandlers } from './workinghours.ts';
import { filtersHandlers } from './filtersHandlers.ts';
import { billingHandlers } from './billingHandlers.ts';
import { signupHandlers } from './signupHandlers.ts';
import { accountsHandlers } from './accountsHandlers.ts';
import { socialHandlers } from './socialHandlers.ts';
import { authorsHandlers } from './authorsHandlers.ts';
import { itemsHandlers } from './itemsHandlers.ts';
import { usergroupsHandlers } from './usergroupsHandlers.ts';
import { itemActionsHandlers } from './itemActionsHandlers.ts';
import { chatAuthorsHandlers } from './chatAuthorsHandlers.ts';
import { chatsHandlers } from './chatsHandlers.ts';

export interface CreateHandlersOptions {
  /** Base URLs ending with '/', as in config.json. */
  apiHosts: readonly string[];
  state?: MockState;
}

// The user as the server describes it now: with the status PUT v1/me/status last set.
const withStatus = (user: User, state: MockState): User => ({ ...user, status: state.statusOf(user.id).status });

// Every v1 endpoint of the contract, answered from in-memory fixtures, on each host.
export function createHandlers({ apiHosts, state = createMockState() }: CreateHandlersOptions): HttpHandler[] {
  return apiHosts.flatMap((host) => [
    http.post<never, TokenRequest, TokenResponse | ErrorBody>(`${host}${TOKEN_PATH}`, ({ request }) =>
      tokenEndpoint(request, state),
    ),
    http.post<never, never, Record<string, never> | ErrorBody>(`${host}${REVOKE_PATH}`, ({ request }) => {
      const token = bearerToken(request);
      if (token === null || !state.revoke(token)) return errorAnswer(request, 401, 'unauthorized');
      return HttpResponse.json({});
    }),
    http.get<never, never, User | ErrorBody>(`${host}${ME_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      return 'answer' in auth ? auth.answer : HttpResponse.json(withStatus(auth.user, state));
    }),
    http.get<never, never, ConfigResponse | ErrorBody>(`${host}${CONFIG_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      return 'answer' in auth
        ? auth.answer
        : HttpResponse.json(
            configFor(withStatus(auth.user, state), {
              loaded: state.now,
              locale: requestLocale(request),
              filters: state.savedFilters.of(auth.user.id),
              emoji: state.recentEmoji.of(auth.user.id),
            }),
          );
    }),
    ...workspaceHandlers(host, state),
    ...objectsHandlers(host, state),
    ...workingHoursHandlers(host, state),
    ...filtersHandlers(host, state),
    ...authorsHandlers(host, state),
    ...itemsHandlers(host, state),
    ...usergroupsHandlers(host, state),
    ...chatAuthorsHandlers(host, state),
    ...chatsHandlers(host, state),
    ...itemActionsHandlers(host, state),
    ...billingHandlers(host, state),
    // Before sign-up's: POST v1/signup/provider would otherwise match v1/signup/:hash (MSW takes the first match;
    // the server's router prefers the static path).
    ...socialHandlers(host, state),
    ...signupHandlers(host, state),
    ...accountsHandlers(host, state),
  ]);
}
