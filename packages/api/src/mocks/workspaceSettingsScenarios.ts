import { http, HttpResponse } from 'msw';
import { any, failures } from './scenarioHelpers.ts';

// The workspace's settings pages' states no recording gives (docs/mocks.md): loading, failures, a space without statuses.
const HOURS = 'v1/spaces/:id/workinghours';
const STATUSES = 'v1/spaces/:id/statuses';
const SPACE = 'v1/spaces/:id';
const EMAIL = 'v1/spaces/:id/email';

export const workspaceSettingsScenarios = {
  workingHoursSettings: {
    ...failures('get', HOURS),
    saving: failures('put', HOURS).slow,
    saveFailed: failures('put', HOURS).serverError500,
    statusesFailed: failures('get', STATUSES).serverError500,
    noStatuses: [http.get(any(STATUSES), () => HttpResponse.json({ items: [] }))],
  },
  otherSettings: {
    ...failures('get', SPACE),
    saving: failures('put', SPACE).slow,
    saveFailed: failures('put', SPACE).serverError500,
  },
  mailSender: {
    ...failures('get', EMAIL),
    saving: failures('put', EMAIL).slow,
    saveFailed: failures('put', EMAIL).serverError500,
  },
};
