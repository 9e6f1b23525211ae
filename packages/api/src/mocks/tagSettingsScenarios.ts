import { http, HttpResponse } from 'msw';
import { LABELS_MANAGE_PATH } from '../contract/labels.ts';
import { TAGS_MANAGE_PATH } from '../contract/tags.ts';
import { any, failures } from './scenarioHelpers.ts';

// settings/tags and settings/labels: the states no recording gives (docs/mocks.md "named scenarios"): loading,
// failures, and a space with no tags or labels yet.
export const tagSettingsScenarios = {
  tagSettings: {
    ...failures('get', TAGS_MANAGE_PATH),
    empty: [http.get(any(TAGS_MANAGE_PATH), () => HttpResponse.json({ tags: [], groups: [] }))],
  },
  labelSettings: {
    ...failures('get', LABELS_MANAGE_PATH),
    empty: [http.get(any(LABELS_MANAGE_PATH), () => HttpResponse.json({ items: [] }))],
  },
};
