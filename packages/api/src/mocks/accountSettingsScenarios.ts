import { http } from 'msw';
import { errorAnswer } from './respond.ts';
import { any, failures } from './scenarioHelpers.ts';

// settings/accounts/{id} and its reactions page: the states no recording gives (docs/mocks.md "named scenarios"):
// loading, failures, and 403 (a member who may not manage accounts: the page's no-access state).
const SETTINGS_PATH = 'v1/objects/:id/settings';
const STICKERS_PATH = 'v1/objects/:id/stickers';

export const accountSettingsScenarios = {
  accountSettings: {
    ...failures('get', SETTINGS_PATH),
    forbidden: [http.get(any(SETTINGS_PATH), ({ request }) => errorAnswer(request, 403, 'forbidden'))],
  },
  // settings/accounts/{id}/stickers: the same states for its own read.
  accountStickers: {
    ...failures('get', STICKERS_PATH),
    forbidden: [http.get(any(STICKERS_PATH), ({ request }) => errorAnswer(request, 403, 'forbidden'))],
  },
};
