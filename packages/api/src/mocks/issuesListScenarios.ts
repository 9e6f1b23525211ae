import { http, HttpResponse } from 'msw';
import { ISSUE_AUTHORS_PATH, ISSUES_BULK_PATH, ISSUES_PATH } from '../contract/issues.ts';
import { any, failures } from './scenarioHelpers.ts';
import { mockText } from './texts.ts';

/**
 * A bulk change every issue of which was refused (a fixed answer: the test seed's bulk changes succeed); the reason is
 * the server's text of an issue gone meanwhile.
 */
export const issuesBulkRefusedAnswer = (ids: readonly number[]) => [
  http.post(any(ISSUES_BULK_PATH), ({ request }) =>
    HttpResponse.json({ items: [], failed: ids.map((id) => ({ id, error: mockText(request, 'notFound') })) }),
  ),
];

// Scenarios of the issues list and its authors (docs/issues.md "Screens: list"), merged into `scenarios`: the states
// the recorded test seed cannot answer (loading, failures, a workspace with no issue at all).
export const issuesListScenarios = {
  issuesList: {
    empty: [http.get(any(ISSUES_PATH), () => HttpResponse.json({ items: [], next_cursor: null }))],
    ...failures('get', ISSUES_PATH),
  },
  issueAuthors: {
    empty: [http.get(any(ISSUE_AUTHORS_PATH), () => HttpResponse.json({ items: [], next_cursor: null }))],
    ...failures('get', ISSUE_AUTHORS_PATH),
  },
};
