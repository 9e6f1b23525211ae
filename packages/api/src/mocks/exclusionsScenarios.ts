import { http } from 'msw';
import { any, failures } from './scenarioHelpers.ts';
import { errorAnswer } from './respond.ts';

// accounts/{id}/exclude, exclude_messages and chats: the states no recording gives (docs/mocks.md "named scenarios"):
// loading, failures, and a 403 (a member without the settings role, spec §6).
const page = (path: string) => ({
  ...failures('get', path),
  forbidden: [http.get(any(path), ({ request }) => errorAnswer(request, 403, 'forbidden'))],
});

export const exclusionsScenarios = {
  accountExclusions: page('v1/accounts/:id/exclude'),
  messageExclusions: page('v1/accounts/:id/exclude_messages'),
  accountChats: page('v1/accounts/:id/chats'),
};
