import { http, type HttpHandler } from 'msw';
import { EMOJI_PATH } from '../contract/emoji.ts';
import { FILTERS_PATH } from '../contract/filters.ts';
import { errorAnswer } from './respond.ts';
import { any, failures } from './scenarioHelpers.ts';

const save = failures('post', FILTERS_PATH);
const remove = failures('delete', `${FILTERS_PATH}/:id`);

// Scenarios of the saved filters and recent emoji, merged into `scenarios` (scenarios.ts).
export const filtersScenarios = {
  filters: {
    saveNetworkError: save.networkError,
    saveSlow: save.slow,
    saveServerError500: save.serverError500,
    // A refusal with the server's own text (the per-user limit), shown in the save dialog.
    saveTooMany: [http.post(any(FILTERS_PATH), ({ request }) => errorAnswer(request, 400, 'tooManyFilters', 'too_many_filters'))],
    deleteNetworkError: remove.networkError,
    deleteSlow: remove.slow,
    deleteServerError500: remove.serverError500,
    deleteNotFound: [http.delete(any(`${FILTERS_PATH}/:id`), ({ request }) => errorAnswer(request, 404, 'filterNotFound'))],
  },
  emoji: failures('put', EMOJI_PATH),
} satisfies Record<string, Record<string, HttpHandler[]>>;
