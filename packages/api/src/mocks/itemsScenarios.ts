import { http, HttpResponse } from 'msw';
import { HOSTILE_FILE_NAMES, HOSTILE_NAMES, HOSTILE_TEXTS } from '../contract/hostileCorpus.ts';
import { ITEM_AUTHORS_PATH, ITEMS_PATH, type AuthorsPage, type ItemDetail, type ItemsPage } from '../contract/items.ts';
import { FIXTURE_NOW } from './fixtures.ts';
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

// The item page (screens.md "Item") on the operator's VK item with their reply (the itemPage recording), as fixed
// answers for what the test seed has not: a vc account, and the whole hostile corpus with hostile links in one thread.
const vkPage = RECORDINGS.itemPage.steps.find((step) => step.as === 'operator' && step.path === '/v1/items/46')!
  .answer as ItemDetail;
const NOW_S = Math.floor(FIXTURE_NOW / 1000);
const ownReply = vkPage.thread.find((row) => row.from_us)!;
const vcPage: ItemDetail = {
  ...vkPage,
  item: { ...vkPage.item, provider: 'vc' },
  post: vkPage.post && { ...vkPage.post, url: null },
  // spec §9: vc takes edits for 1200 s; the reply went out 300 s ago.
  thread: [{ ...ownReply, provider: 'vc', created_at: NOW_S - 300 }],
};
const hostileFile = (name: string, n: number) => ({
  id: 9200 + n,
  name,
  size: 1024,
  mime: 'application/pdf',
  url: `v1/attachments/${9200 + n}?exp=4102444800&sig=demo`,
  kind: 'file' as const,
});
const hostileLink = 'javascript:window.__hostile=true';
const hostileAuthor = {
  ...vkPage.item.author,
  name: HOSTILE_NAMES[0]!,
  avatar: 'javascript:alert(1)',
  url: 'javascript:alert(2)',
};
const hostilePage: ItemDetail = {
  ...vkPage,
  item: { ...vkPage.item, text: HOSTILE_TEXTS[0]!, author: hostileAuthor },
  post: vkPage.post && { ...vkPage.post, text: HOSTILE_TEXTS[1]!, url: hostileLink, image: hostileLink },
  thread: [
    ...HOSTILE_TEXTS.map((text, n) => ({
      ...vkPage.item,
      id: 9100 + n,
      parent_id: vkPage.item.id,
      author: { ...hostileAuthor, id: 9100 + n, name: HOSTILE_NAMES[n % HOSTILE_NAMES.length]! },
      text,
      created_at: vkPage.item.created_at + 10 + n,
    })),
    { ...ownReply, attachments: HOSTILE_FILE_NAMES.map(hostileFile) },
  ],
};

export const itemsScenarios = {
  item: {
    vcEditWindow: [http.get(any(`${ITEMS_PATH}/:id`), () => HttpResponse.json(vcPage))],
    hostileCorpus: [http.get(any(`${ITEMS_PATH}/:id`), () => HttpResponse.json(hostilePage))],
    ...failures('get', `${ITEMS_PATH}/:id`),
  },
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
