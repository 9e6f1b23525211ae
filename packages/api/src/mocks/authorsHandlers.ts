import { authorNotesOf } from './itemActionsHandlers.ts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ErrorBody } from '../contract/errors.ts';
import {
  ITEM_AUTHORS_PATH,
  AuthorsQuery,
  ItemsQuery,
  type Author,
  type AuthorDetail,
  type AuthorsPage,
  type ItemsPage,
} from '../contract/items.ts';
import { COMMENT_STATUSES } from '../contract/userSettings.ts';
import { chatsStoreOf } from './mockFiles.ts';
import { itemsStoreOf, listItems, pageOf, postsOf } from './itemsHandlers.ts';
import { authenticate, errorAnswer } from './respond.ts';
import type { MockState } from './state.ts';
import type { User } from '../contract/user.ts';
import { itemVisibleTo } from './usergroupsFixtures.ts';

const queryOf = (url: URL): Record<string, string | string[]> => {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys()))
    query[name] = name.endsWith('[]') ? url.searchParams.getAll(name) : url.searchParams.get(name)!;
  return query;
};
const all = (value: string | readonly string[] | undefined): readonly string[] | null =>
  value === undefined ? null : typeof value === 'string' ? [value] : value;
const idOf = (value: string): number | null => (/^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

/** The authors of the mock inbox (the writers of its comments, not our replies), most recently active first. */
export function listAuthors<A extends Author>(authors: readonly A[], query: AuthorsQuery): A[] | null {
  const providers = all(query['provider[]']);
  const search = query.q?.trim().toLowerCase() ?? '';
  const key = (a: Author) => [a.last_activity_at ?? 0, a.id] as const;
  const order = (a: Author, b: Author) => key(b)[0] - key(a)[0] || key(b)[1] - key(a)[1];
  const rows = authors
    .filter(
      (a) => (providers === null || providers.includes(a.provider)) && (search === '' || a.name.toLowerCase().includes(search)),
    )
    .sort(order);
  if (query.cursor === undefined) return rows;
  const [at, id] = query.cursor.split(':').map(Number);
  if (!Number.isInteger(at) || !Number.isInteger(id)) return null;
  return rows.filter((row) => order({ last_activity_at: at, id } as Author, row) < 0);
}

/** One keyset page of `rows` (the cursor is the last row's "last_activity_at:id"). */
export function authorsPageOf<A extends Author>(rows: readonly A[], limit: string | undefined) {
  const items = rows.slice(0, Number(limit ?? 50));
  const last = items.at(-1);
  return { items, next_cursor: rows.length > items.length && last ? `${last.last_activity_at ?? 0}:${last.id}` : null };
}

// A user limited to groups (spec §1) knows only the authors of their groups' items, as the server's visibleAuthors.
function authorsOf(state: MockState, user: Pick<User, 'id'>): Author[] {
  const byId = new Map<number, Author>();
  const items = itemsStoreOf(state).items;
  const visible = itemVisibleTo(items, user);
  for (const item of items) if (!item.from_us && visible(item)) byId.set(item.author.id, item.author);
  return [...byId.values()];
}

// The authors list, one author and the author's comments, from the state's mock inbox. Before
// itemsHandlers: v1/items/authors would otherwise match v1/items/:id.
export function authorsHandlers(host: string, state: MockState): HttpHandler[] {
  return [
    http.get<never, never, AuthorsPage | ErrorBody>(`${host}${ITEM_AUTHORS_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const query = AuthorsQuery.safeParse(queryOf(new URL(request.url)));
      if (!query.success) return errorAnswer(request, 400, 'badRequest');
      const rows = listAuthors(authorsOf(state, auth.user), query.data);
      if (rows === null) return errorAnswer(request, 400, 'badRequest');
      return HttpResponse.json(authorsPageOf(rows, query.data.limit));
    }),
    http.get<{ id: string }, never, AuthorDetail | ErrorBody>(`${host}v1/authors/:id`, ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const id = idOf(params.id);
      // The people who only wrote private messages are authors too (v1/chats/authors links to their page).
      const author =
        authorsOf(state, auth.user).find((a) => a.id === id) ??
        chatsStoreOf(state).chats.find((chat) => chat.author.id === id)?.author;
      if (!author) return errorAnswer(request, 404, 'notFound');
      return HttpResponse.json({ author, notes: [...authorNotesOf(state, author.id)].reverse() });
    }),
    http.get<{ id: string }, never, ItemsPage | ErrorBody>(`${host}v1/authors/:id/items`, ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const id = idOf(params.id);
      const query = ItemsQuery.safeParse(queryOf(new URL(request.url)));
      if (id === null || !query.success) return errorAnswer(request, 400, 'badRequest');
      // The author's page shows every comment of the author, whatever its status.
      const statuses = query.data['status[]'] ?? [...COMMENT_STATUSES];
      const rows = listItems(
        itemsStoreOf(state).items,
        { ...query.data, 'status[]': statuses, author_id: String(id) },
        auth.user,
      );
      if (rows === null) return errorAnswer(request, 400, 'badRequest');
      const page = pageOf(rows, Number(query.data.limit ?? 50));
      return HttpResponse.json({ ...page, posts: postsOf(itemsStoreOf(state), page.items) });
    }),
  ];
}
