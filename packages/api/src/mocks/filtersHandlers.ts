import { http, HttpResponse, type HttpHandler } from 'msw';
import { EMOJI_PATH, RecentEmojiUpdate, type RecentEmojiResponse } from '../contract/emoji.ts';
import type { ErrorBody } from '../contract/errors.ts';
import { FILTERS_PATH, SAVED_FILTERS_PER_USER_MAX, SavedFilterCreate, type SavedFiltersResponse } from '../contract/filters.ts';
import { authenticate, errorAnswer } from './respond.ts';
import type { MockState } from './state.ts';

const readJson = (request: Request): Promise<unknown> => request.json().catch(() => null);

// The saved filters and recent emoji on one host (spec §7), answered from MockState.
export function filtersHandlers(host: string, state: MockState): HttpHandler[] {
  return [
    http.post<never, SavedFilterCreate, SavedFiltersResponse | ErrorBody>(`${host}${FILTERS_PATH}`, async ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const filter = SavedFilterCreate.safeParse(await readJson(request));
      if (!filter.success) return errorAnswer(request, 400, 'badRequest');
      if (state.savedFilters.of(auth.user.id).length >= SAVED_FILTERS_PER_USER_MAX) {
        return errorAnswer(request, 400, 'tooManyFilters', 'too_many_filters');
      }
      return HttpResponse.json(state.savedFilters.add(auth.user.id, filter.data));
    }),
    http.delete<{ id: string }, never, SavedFiltersResponse | ErrorBody>(`${host}${FILTERS_PATH}/:id`, ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : null;
      if (id === null) return errorAnswer(request, 400, 'badRequest');
      const list = state.savedFilters.remove(auth.user.id, id);
      // Someone else's filter is answered as a missing one: ids do not leak across users.
      return list === null ? errorAnswer(request, 404, 'filterNotFound') : HttpResponse.json(list);
    }),
    http.put<never, RecentEmojiUpdate, RecentEmojiResponse | ErrorBody>(`${host}${EMOJI_PATH}`, async ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const update = RecentEmojiUpdate.safeParse(await readJson(request));
      if (!update.success) return errorAnswer(request, 400, 'badRequest');
      return HttpResponse.json(state.recentEmoji.update(auth.user.id, update.data));
    }),
  ];
}
