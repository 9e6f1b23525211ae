import { http, HttpResponse } from 'msw';
import { ITEM_AUTHORS_PATH, ITEMS_PATH } from '../contract/items.ts';
import { any, failures } from './scenarioHelpers.ts';

// Scenarios of the comments inbox, merged into `scenarios` (scenarios.ts).
export const itemsScenarios = {
  items: {
    empty: [http.get(any(ITEMS_PATH), () => HttpResponse.json({ items: [], next_cursor: null, posts: [] }))],
    ...failures('get', ITEMS_PATH),
  },
  itemAuthors: {
    empty: [http.get(any(ITEM_AUTHORS_PATH), () => HttpResponse.json({ items: [], next_cursor: null }))],
    ...failures('get', ITEM_AUTHORS_PATH),
  },
};
