import { http, HttpResponse } from 'msw';
import { MACROS_PATH } from '../contract/macros.ts';
import { any, failures } from './scenarioHelpers.ts';

// settings/macros: the states no recording gives (docs/mocks.md "named scenarios"): loading, failures, no macros yet.
export const macrosScenarios = {
  macros: {
    ...failures('get', MACROS_PATH),
    empty: [http.get(any(MACROS_PATH), () => HttpResponse.json({ items: [] }))],
  },
};
