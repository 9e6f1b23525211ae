import { http, HttpResponse, type HttpHandler } from 'msw';
import { CONFIG_PATH, type ConfigResponse } from '../contract/config.ts';
import type { ErrorBody } from '../contract/errors.ts';
import { ME_PATH, type User } from '../contract/user.ts';
import { configFor } from './fixtures.ts';
import { authenticate } from './respond.ts';
import { createMockState, type MockState } from './state.ts';
import { recordedSession, recordedWorld } from './world.ts';
import type { RecordingName } from './recordings.ts';
import { requestLocale } from './texts.ts';
import { filtersHandlers } from './filtersHandlers.ts';
import { billingHandlers } from './billingHandlers.ts';
import { attachmentFilesHandlers } from './mockFiles.ts';

export interface CreateHandlersOptions {
  /** Base URLs ending with '/', as in config.json. */
  apiHosts: readonly string[];
  state?: MockState;
  /**
   * The recordings replayed before the hand-written handlers (docs/mocks.md, "The world"): sign-in and the signed-in
   * world always, these feature recordings before them; `world: false` leaves config, me, accounts, counters… to the
   * hand-written mocks of a domain not recorded yet.
   */
  recorded?: readonly RecordingName[];
  world?: boolean;
}

// The user as the server describes it now: with the status PUT v1/me/status last set.
const withStatus = (user: User, state: MockState): User => ({ ...user, status: state.statusOf(user.id).status });

// Every v1 endpoint: the recordings first, then the hand-written mocks of the domains not recorded yet, on each host.
export function createHandlers({
  apiHosts,
  state = createMockState(),
  recorded = [],
  world = true,
}: CreateHandlersOptions): HttpHandler[] {
  const replayed = world ? recordedWorld(...recorded) : recordedSession(...recorded);
  return [
    ...replayed,
    ...apiHosts.flatMap((host) => [
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
      ...filtersHandlers(host, state),
      ...attachmentFilesHandlers(host),
    ]),
    ...billingHandlers(),
  ];
}
