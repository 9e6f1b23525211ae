import { http, HttpResponse } from 'msw';
import { ISSUE_DEPARTMENTS_PATH, ISSUE_SETTINGS_PATH } from '../contract/issues.ts';
import { any, failures } from './scenarioHelpers.ts';

// settings/issues' states no recording gives (docs/mocks.md): loading, failures, a space without departments.
export const issueSettingsScenarios = {
  issueSettings: {
    ...failures('get', ISSUE_SETTINGS_PATH),
    saveFailed: failures('put', ISSUE_SETTINGS_PATH).serverError500,
    departmentFailed: failures('post', ISSUE_DEPARTMENTS_PATH).serverError500,
    noDepartments: [
      http.get(any(ISSUE_SETTINGS_PATH), () =>
        HttpResponse.json({
          items: [
            {
              space_id: 1,
              statuses: ['new', 'inprogress', 'waiting', 'delayed'],
              closing: ['closed'],
              assigned_to: null,
              deadlines: { low: null, normal: null, high: null },
            },
          ],
          departments: [],
        }),
      ),
    ],
  },
};
