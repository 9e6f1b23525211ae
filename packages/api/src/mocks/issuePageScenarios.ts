import { http } from 'msw';
import { ISSUES_PATH } from '../contract/issues.ts';
import { errorAnswer } from './respond.ts';
import { any, failures } from './scenarioHelpers.ts';

// issues/{id}: the states no recording gives (docs/mocks.md "named scenarios"): loading, failures, a refusal.
export const issuePageScenarios = {
  issuePage: {
    ...failures('get', `${ISSUES_PATH}/:id`),
    forbidden: [http.get(any(`${ISSUES_PATH}/:id`), ({ request }) => errorAnswer(request, 403, 'forbidden'))],
  },
};
