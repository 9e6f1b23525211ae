import { http, HttpResponse } from 'msw';
import { TEMPLATES_MANAGE_PATH } from '../contract/templates.ts';
import { any, failures } from './scenarioHelpers.ts';

// settings/templates: the states no recording gives (docs/mocks.md "named scenarios"): loading, failures, and a space
// with no templates yet.
export const templateSettingsScenarios = {
  templateSettings: {
    ...failures('get', TEMPLATES_MANAGE_PATH),
    empty: [http.get(any(TEMPLATES_MANAGE_PATH), () => HttpResponse.json({ items: [] }))],
  },
};
