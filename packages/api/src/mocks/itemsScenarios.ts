import { http, HttpResponse } from 'msw';
import { ITEM_AUTHORS_PATH, ITEMS_PATH, type AuthorsPage, type ItemsPage } from '../contract/items.ts';
import { RECORDINGS } from './recordings.ts';
import { any, failures } from './scenarioHelpers.ts';

// Scenarios of the comments inbox, merged into `scenarios` (scenarios.ts): the states the test seed cannot answer.

// quality.md: 10,000 rows stay smooth. More rows than the test seed holds: one page of copies of a recorded row.
const recorded = RECORDINGS.itemsList.steps[0]!.answer as ItemsPage;
const manyRows: ItemsPage = {
  items: Array.from({ length: 10_000 }, (_, n) => ({ ...recorded.items[0]!, id: 100_000 + n })),
  next_cursor: null,
  posts: recorded.posts,
};

// More authors than a page: two fixed pages (the second for any cursor) of copies of a recorded author.
const author = (RECORDINGS.itemsList.steps.find((step) => step.path === `/${ITEM_AUTHORS_PATH}`)!.answer as AuthorsPage)
  .items[0]!;
const authorsPage = (from: number, next: string | null): AuthorsPage => ({
  items: Array.from({ length: 50 }, (_, n) => ({ ...author, id: from + n, name: `${author.name} · ${from + n}` })),
  next_cursor: next,
});

export const itemsScenarios = {
  items: {
    empty: [http.get(any(ITEMS_PATH), () => HttpResponse.json({ items: [], next_cursor: null, posts: [] }))],
    many: [http.get(any(ITEMS_PATH), () => HttpResponse.json(manyRows))],
    ...failures('get', ITEMS_PATH),
  },
  itemAuthors: {
    empty: [http.get(any(ITEM_AUTHORS_PATH), () => HttpResponse.json({ items: [], next_cursor: null }))],
    twoPages: [
      http.get(any(ITEM_AUTHORS_PATH), ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.has('cursor') ? authorsPage(3050, null) : authorsPage(3000, 'second-page'),
        ),
      ),
    ],
    ...failures('get', ITEM_AUTHORS_PATH),
  },
};
